import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { classroomRecord, classTime } from "../stories/record-handlers";
import { withClassroom } from "../stories/with-classroom";
import { ClassroomRecordList } from "./classroom-record-list";

const meta = {
  title: "Classroom/Record/ClassroomRecordList",
  component: ClassroomRecordList,
  decorators: [withClassroom],
  args: { recordHref: (record) => `/teacher/room/info/${record.id}` },
} satisfies Meta<typeof ClassroomRecordList>;

export default meta;
type Story = StoryObj<typeof meta>;

const SESSIONS = ["函数的单调性", "函数的奇偶性", "指数函数", "对数函数"];
/** 23 records of two courses, one session a day; record n is from day n (so 23 is the newest). */
const records = () =>
  Array.from({ length: 23 }, (_, i) => {
    const n = i + 1;
    const physics = n % 3 === 0;
    const courseName = physics ? "高一物理" : "高一数学";
    const courseItemName = physics ? `第 ${n} 课 力的合成` : (SESSIONS[n % 4] ?? "");
    return classroomRecord({
      id: n,
      courseId: physics ? 4 : 3,
      courseItemId: 100 + n,
      courseName,
      courseItemName,
      title: `${courseName} · ${courseItemName}`,
      practiceCount: n % 4,
      createTime: classTime(0, 1) + n * 86_400_000,
    });
  });

const paged = scenario(() => ({ classroomRecords: { records: records() } }));
/** Ten a page, newest first, each with course · session, date and practices; paging, the title search
 * and the course filter ask the server again. */
export const Paged: Story = {
  ...paged.story,
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "课堂记录" });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(11));
    await expect(within(table).getAllByRole("row")[1]).toHaveTextContent(
      "高一数学 · 对数函数高一数学 · 对数函数11-24 09:003删除",
    );
    await expect(within(table).getAllByRole("link")[0]).toHaveAttribute("href", "/teacher/room/info/23");
    await expect(canvas.getByText("共 23 条")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "第 3 页" }));
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(4));
    await expect(within(table).getAllByRole("row")[3]).toHaveTextContent("11-02 09:00");

    // The course filter offers the courses seen so far; choosing one starts again at page 1.
    await userEvent.click(canvas.getByRole("combobox", { name: "课程" }));
    await userEvent.click(await screen.findByRole("option", { name: "高一物理" }));
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(8));
    for (const row of within(table).getAllByRole("row").slice(1)) await expect(row).toHaveTextContent("高一物理");

    await userEvent.type(canvas.getByRole("textbox", { name: "记录标题" }), "第 2");
    await userEvent.click(canvas.getByRole("button", { name: "搜索" }));
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(2));
    await expect(within(table).getAllByRole("row")[1]).toHaveTextContent("第 21 课 力的合成");
    await expect(paged.state.calls.filter((c) => c.startsWith("recordPage"))).toEqual([
      "recordPage:1",
      "recordPage:3",
      "recordPage:1:4",
      "recordPage:1:4:第 2",
    ]);
    await userEvent.click(canvas.getByRole("button", { name: "重置" }));
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(8));
  },
};

const deleting = scenario(() => ({
  classroomRecords: {
    records: [
      classroomRecord(),
      classroomRecord({ id: 6, title: "高一数学 · 函数的奇偶性", createTime: classTime(0, 24) }),
    ],
  },
}));
/** Delete asks first: 取消 keeps the record; 确定 deletes it and the list is read again. */
export const Delete: Story = {
  ...deleting.story,
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "课堂记录" });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(3));
    await userEvent.click(canvas.getByRole("button", { name: "删除：高一数学 · 函数的奇偶性" }));
    let dialog = await screen.findByRole("alertdialog");
    await expect(dialog).toHaveTextContent("确定删除课堂记录「高一数学 · 函数的奇偶性」吗？");
    await userEvent.click(within(dialog).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(deleting.state.calls.some((c) => c.startsWith("deleteRecord"))).toBe(false);

    await userEvent.click(canvas.getByRole("button", { name: "删除：高一数学 · 函数的奇偶性" }));
    dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(2));
    await expect(table).not.toHaveTextContent("函数的奇偶性");
    await expect(canvas.getByText("课堂记录已删除")).toBeInTheDocument();
    await expect(deleting.state.calls.filter((c) => /^(recordPage|deleteRecord)/.test(c))).toEqual([
      "recordPage:1",
      "deleteRecord:6",
      "recordPage:1",
    ]);
  },
};

const lastOnPage = scenario(() => ({ classroomRecords: { records: records().slice(0, 11) } }));
/** Deleting the only record of the last page shows the page before it. */
export const DeleteLastOnPage: Story = {
  ...lastOnPage.story,
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "课堂记录" });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(11));
    await userEvent.click(canvas.getByRole("button", { name: "第 2 页" }));
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(2));
    await userEvent.click(within(table).getByRole("button", { name: /^删除：/ }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(11));
    await expect(within(table).getAllByRole("row")[1]).toHaveTextContent("11-12 09:00");
    await expect(lastOnPage.state.calls).toContain("deleteRecord:1");
    // Page 1 is read again: ten records left, all on one page.
    await waitFor(() => expect(canvas.queryByRole("navigation", { name: "分页" })).not.toBeInTheDocument());
  },
};

const refused = scenario(() => ({
  classroomRecords: { records: [classroomRecord()] },
  refuse: { deleteRecord: "这不是您的课堂记录" },
}));
/** The server refuses the delete: its message in a notice, and the record stays. */
export const DeleteRefused: Story = {
  ...refused.story,
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "课堂记录" });
    await userEvent.click(await canvas.findByRole("button", { name: "删除：高一数学 · 函数的单调性" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(screen.getByRole("alertdialog")).toHaveTextContent("这不是您的课堂记录"));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "确定" }));
    await expect(table).toHaveTextContent("高一数学 · 函数的单调性");
  },
};

const navigate = fn();
const oneCourse = scenario(() => ({ classroomRecords: { records: records() } }));
/** One course's records (courseId given): no course filter; links drawn by the console's router. */
export const OneCourseWithRouterLinks: Story = {
  ...oneCourse.story,
  args: {
    courseId: 4,
    renderLink: (href, children) => (
      <a
        href={href}
        onClick={(event) => {
          event.preventDefault();
          navigate(href);
        }}
      >
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "课堂记录" });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(8));
    await expect(canvas.queryByRole("combobox", { name: "课程" })).not.toBeInTheDocument();
    await expect(oneCourse.state.calls[0]).toBe("recordPage:1:4");
    await userEvent.click(within(table).getAllByRole("link")[0] as HTMLElement);
    await expect(navigate).toHaveBeenCalledWith("/teacher/room/info/21");
  },
};

const loading = scenario({ latency: 60_000 });
/** While the first page loads. */
export const Loading: Story = {
  ...loading.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("加载中");
    await expect(canvas.getByRole("table", { name: "课堂记录" })).toHaveAttribute("aria-busy", "true");
  },
};

const empty = scenario();
/** No record yet. */
export const Empty: Story = {
  ...empty.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("暂无课堂记录")).toBeInTheDocument();
    await expect(canvas.queryByRole("navigation", { name: "分页" })).not.toBeInTheDocument();
  },
};

const failing = scenario({ refuse: { recordPage: "当前操作没有权限" } });
/** Loading fails: the server's message and a retry that works once the server answers. */
export const LoadError: Story = {
  ...failing.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("当前操作没有权限");
    failing.state.refuse = {};
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await expect(await canvas.findByText("暂无课堂记录")).toBeInTheDocument();
  },
};
