import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { course, mockCourses } from "../stories/course-handlers";
import { courseItem } from "../stories/mock-classroom";
import { withClassroom } from "../stories/with-classroom";
import { CourseList } from "./course-list";

const meta = {
  title: "Classroom/Course/CourseList",
  component: CourseList,
  decorators: [withClassroom],
  args: { onStarted: fn() },
} satisfies Meta<typeof CourseList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A data-URL cover, so that the card shows a real image without a file server. */
const COVER =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

const courses = () =>
  mockCourses({
    my: [course({ cover: COVER }), course({ id: 4, name: "高一物理", classroomName: "高一（5）班", studentCount: 38 })],
    recent: [course({ id: 4, name: "高一物理", classroomName: "高一（5）班", studentCount: 38 })],
  });

/** Catches the download link's click: the file name is recorded and no file is written. */
function catchDownloads() {
  const saved: string[] = [];
  const onClick = (event: MouseEvent) => {
    const link = event.target;
    if (link instanceof HTMLAnchorElement && link.download) {
      event.preventDefault();
      saved.push(link.download);
    }
  };
  document.addEventListener("click", onClick, { capture: true });
  return { saved, stop: () => document.removeEventListener("click", onClick, { capture: true }) };
}

const mine = scenario(() => ({ course: courses() }));
/** My courses as cards (cover or 无封面, classroom, teacher, students); 开始上课 starts one and says so. */
export const MyCourses: Story = {
  ...mine.story,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { name: "我的课程" })).toBeInTheDocument();
    const maths = await canvas.findByRole("article", { name: "高一数学" });
    await expect(maths.querySelector("img")).toHaveAttribute("src", COVER);
    await expect(maths).toHaveTextContent("高一（3）班 · 教师：王老师 · 42 名学生");
    const physics = canvas.getByRole("article", { name: "高一物理" });
    await expect(within(physics).getByText("无封面")).toBeInTheDocument();
    await userEvent.click(within(physics).getByRole("button", { name: "开始上课：高一物理" }));
    await waitFor(() => expect(args.onStarted).toHaveBeenCalledWith(expect.objectContaining({ courseId: 4 })));
    await expect(await canvas.findByRole("status")).toHaveTextContent("已开始上课：高一物理");
    await expect(mine.state.calls).toContain("startCourse:4");
  },
};

const busy = scenario(() => ({ course: { ...courses(), running: courseItem({ courseId: 4, name: "牛顿第二定律" }) } }));
/** Another course's session is running: the server's refusal is shown. */
export const StartRefused: Story = {
  ...busy.story,
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "开始上课：高一数学" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("您有一节课正在进行中（牛顿第二定律），请先下课");
    await expect(args.onStarted).not.toHaveBeenCalled();
  },
};

const exporting = scenario(() => ({ course: courses() }));
/** 导出 offers the six exports; each downloads the .xlsx under the server's file name (keyboard works too). */
export const Export: Story = {
  ...exporting.story,
  play: async ({ canvas }) => {
    const downloads = catchDownloads();
    try {
      await userEvent.click(await canvas.findByRole("button", { name: "导出：高一数学" }));
      const menu = await screen.findByRole("menu");
      await expect(
        within(menu)
          .getAllByRole("menuitem")
          .map((item) => item.textContent),
      ).toEqual(["花名册", "考勤", "成绩", "提问", "作业", "练习"]);
      await userEvent.click(within(menu).getByRole("menuitem", { name: "考勤" }));
      await expect(await canvas.findByText("已导出 高一数学-signIn.xlsx")).toBeInTheDocument();
      canvas.getByRole("button", { name: "导出：高一物理" }).focus();
      await userEvent.keyboard("{Enter}");
      await screen.findByRole("menu");
      await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
      await expect(await canvas.findByText("已导出 高一物理-grade.xlsx")).toBeInTheDocument();
      await expect(downloads.saved).toEqual(["高一数学-signIn.xlsx", "高一物理-grade.xlsx"]);
    } finally {
      downloads.stop();
    }
    await expect(exporting.state.calls).toEqual(["myCourses", "exportCourse:3:signIn", "exportCourse:4:grade"]);
  },
};

const exportRefused = scenario(() => ({ course: courses(), refuse: { exportCourse: "这不是您的课程" } }));
/** An export the server refuses: its message, and no file. */
export const ExportRefused: Story = {
  ...exportRefused.story,
  play: async ({ canvas }) => {
    const downloads = catchDownloads();
    try {
      await userEvent.click(await canvas.findByRole("button", { name: "导出：高一数学" }));
      await userEvent.click(await screen.findByRole("menuitem", { name: "花名册" }));
      await expect(await canvas.findByRole("alert")).toHaveTextContent("这不是您的课程");
      await expect(downloads.saved).toEqual([]);
    } finally {
      downloads.stop();
    }
  },
};

const recent = scenario(() => ({ course: courses() }));
/** The recent courses. */
export const Recent: Story = {
  ...recent.story,
  args: { variant: "recent" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "最近课程" })).toBeInTheDocument();
    await expect(await canvas.findAllByRole("article")).toHaveLength(1);
    await expect(recent.state.calls).toEqual(["recentCourses"]);
  },
};

const empty = scenario(() => ({ course: mockCourses() }));
/** No courses yet. */
export const Empty: Story = {
  ...empty.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("还没有课程")).toBeInTheDocument();
  },
};

const failed = scenario(() => ({ course: courses(), refuse: { myCourses: "服务器繁忙" } }));
/** The list cannot be read: the server's message and 重试. */
export const LoadFailed: Story = {
  ...failed.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("服务器繁忙")).toBeInTheDocument();
    failed.state.refuse = {};
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await expect(await canvas.findByRole("article", { name: "高一数学" })).toBeInTheDocument();
  },
};

const slow = scenario(() => ({ course: courses(), latency: 60_000 }));
/** While the courses load. */
export const Loading: Story = {
  ...slow.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("加载中…")).toBeInTheDocument();
  },
};
