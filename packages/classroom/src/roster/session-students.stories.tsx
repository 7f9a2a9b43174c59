import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { roster } from "../stories/mock-classroom";
import { withClassroom } from "../stories/with-classroom";
import { SessionStudents } from "./session-students";

const meta = {
  title: "Classroom/Roster/SessionStudents",
  component: SessionStudents,
  decorators: [withClassroom],
  args: { courseItemId: 7, title: "高一数学 · 函数的单调性" },
} satisfies Meta<typeof SessionStudents>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six students: 陈静 and 王芳 checked in, with their answer counts. */
const students = () =>
  roster().map((s, i) => ({ ...s, checkedIn: i === 0 || i === 2, answerCount: i === 0 ? 3 : i === 2 ? 1 : 0 }));

/** The names in the table's body rows, in order. */
const names = (root: HTMLElement) =>
  within(within(root).getByRole("table", { name: "本节课的学生" }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]?.textContent);

const list = scenario(() => ({ students: students() }));
/** The session's students with attendance and participation; the line counts who checked in. */
export const WithStudents: Story = {
  ...list.story,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText("高一数学 · 函数的单调性 · 已签到 2 / 共 6 人")).toBeInTheDocument();
    await expect(names(canvasElement)).toEqual(["陈静", "李明", "王芳", "张伟", "刘洋", "赵敏"]);
    const first = canvas.getAllByRole("row")[1] as HTMLElement;
    await expect(first).toHaveTextContent("陈静2026001已签到3");
    await expect(canvas.getAllByRole("row")[2]).toHaveTextContent("李明2026002未签到0");
    await expect(list.state.calls).toEqual(["courseItemStudents:7"]);
  },
};

const search = scenario(() => ({ students: students() }));
/** The search filters by a part of the name or of the 学号, ignoring surrounding spaces; a miss says so,
 * clearing it shows everyone again. */
export const Search: Story = {
  ...search.story,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(/已签到 2 \/ 共 6 人/);
    const box = canvas.getByRole("searchbox", { name: "搜索姓名或学号" });
    await userEvent.type(box, "王");
    await expect(names(canvasElement)).toEqual(["王芳"]);
    await userEvent.clear(box);
    await userEvent.type(box, " 2026005 ");
    await expect(names(canvasElement)).toEqual(["刘洋"]);
    await userEvent.clear(box);
    await userEvent.type(box, "钱");
    await expect(canvas.getByText("没有符合条件的学生")).toBeInTheDocument();
    await userEvent.clear(box);
    await expect(names(canvasElement)).toHaveLength(6);
    // The count is the session's, whatever the search shows.
    await expect(canvas.getByText(/已签到 2 \/ 共 6 人/)).toBeInTheDocument();
  },
};

const pick = scenario(() => ({ students: students() }));
/** 随机点名 opens the session's fair random pick in a dialog; the keyboard opens and closes it. */
export const RandomPick: Story = {
  ...pick.story,
  play: async ({ canvas }) => {
    await canvas.findByText(/已签到 2 \/ 共 6 人/);
    canvas.getByRole("button", { name: "随机点名" }).focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "随机点名" });
    await userEvent.click(await within(dialog).findByRole("button", { name: "开始抽取" }));
    const picked = await within(dialog).findByRole("list", { name: "抽中" }, { timeout: 5000 });
    // The mock's fair round picks in roster order: 陈静 first.
    await expect(picked).toHaveTextContent("陈静");
    await expect(pick.state.calls).toContain("pickRandom:1");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

const loading = scenario({ latency: 60_000 });
/** While the students load: the table says so and the line has no count yet. */
export const Loading: Story = {
  ...loading.story,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("table", { name: "本节课的学生" })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByText("高一数学 · 函数的单调性")).toBeInTheDocument();
    await expect(canvas.queryByText(/已签到/)).not.toBeInTheDocument();
  },
};

const failing = scenario(() => ({ students: students(), refuse: { courseItemStudents: "服务器繁忙" } }));
/** A failed load: 学生名单加载失败 with 重试, which reads the students again. */
export const LoadFailed: Story = {
  ...failing.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("学生名单加载失败");
    failing.state.refuse = {};
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await expect(await canvas.findByText(/已签到 2 \/ 共 6 人/)).toBeInTheDocument();
  },
};

const empty = scenario({ students: [] });
/** No students yet: 本节课还没有学生, and 已签到 0 / 共 0 人. */
export const NoStudents: Story = {
  ...empty.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("本节课还没有学生")).toBeInTheDocument();
    await expect(canvas.getByText("高一数学 · 函数的单调性 · 已签到 0 / 共 0 人")).toBeInTheDocument();
  },
};
