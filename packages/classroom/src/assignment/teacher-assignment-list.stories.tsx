import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { assignment, DAY, mockAssignments, submission } from "../stories/mock-assignment";
import { student } from "../stories/mock-classroom";
import { withClassroom } from "../stories/with-classroom";
import { TeacherAssignmentList } from "./teacher-assignment-list";

const meta = {
  title: "Classroom/Assignment/TeacherAssignmentList",
  component: TeacherAssignmentList,
  decorators: [withClassroom],
  args: { courseItemId: 7, onOpen: fn(), onEdit: fn(), onCreate: fn() },
} satisfies Meta<typeof TeacherAssignmentList>;

export default meta;
type Story = StoryObj<typeof meta>;

const three = () => {
  const published = assignment();
  const draft = assignment({ id: 62, title: "单调性 课后思考", stage: "draft", deadline: null });
  const finished = assignment({ id: 63, title: "函数的概念 练习", stage: "final", deadline: Date.now() - 3 * DAY });
  return mockAssignments({
    assignments: [draft, published, finished],
    submissions: [submission(published, student(1)), submission(published, student(2))],
  });
};

const listed = scenario(() => ({ assignment: three() }));
/** A session's assignments: stage badges, submitted of students, deadlines; a draft has 编辑. */
export const WithAssignments: Story = {
  ...listed.story,
  play: async ({ canvas, args }) => {
    await canvas.findByText("单调性 课后思考");
    const rows = within(canvas.getByRole("table", { name: "作业" })).getAllByRole("row");
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent(/单调性 课后思考高一数学草稿0 \/ 6未设置/);
    await expect(rows[2]).toHaveTextContent(/函数的单调性 练习高一数学已发布2 \/ 6/);
    await expect(rows[3]).toHaveTextContent("已公布成绩");
    // One session's list: no course filter.
    await expect(canvas.queryByRole("combobox", { name: "课程" })).toBeNull();
    await expect(canvas.getAllByRole("button", { name: /^编辑作业/ })).toHaveLength(1);
    await userEvent.click(canvas.getByRole("button", { name: "编辑作业「单调性 课后思考」" }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 62 }));
    canvas.getByRole("button", { name: "查看作业「函数的单调性 练习」" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 61 }));
    await userEvent.click(canvas.getByRole("button", { name: "布置作业" }));
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

const empty = scenario();
/** No assignment yet. */
export const Empty: Story = {
  ...empty.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("还没有布置作业")).toBeInTheDocument();
  },
};

const live = scenario(() => ({ assignment: three() }));
/** A student submits: the pushed event refetches the list, and the count follows (no polling). */
export const LiveSubmission: Story = {
  ...live.story,
  play: async ({ canvas }) => {
    await canvas.findByText("2 / 6");
    await waitFor(() => expect(live.push.listeners).toBeGreaterThan(0));
    const a = live.state.assignment.assignments[1]!;
    live.state.assignment.submissions.push(submission(a, student(3)));
    live.push.send({ type: "assignment", kind: "submitted", assignmentId: 61, courseItemId: 7 });
    await expect(await canvas.findByText("3 / 6")).toBeInTheDocument();
  },
};

const failing = scenario(() => ({ refuse: { teacherAssignments: "没有该课堂的权限" } }));
/** The list cannot be loaded: the server's message with a retry. */
export const LoadError: Story = {
  ...failing.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("没有该课堂的权限");
    failing.state.refuse = {};
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await expect(await canvas.findByText("还没有布置作业")).toBeInTheDocument();
  },
};

const classes = scenario(() => {
  const maths = assignment();
  const physics = assignment({ id: 71, courseItemId: 9, courseName: "高二物理", title: "牛顿第二定律 练习" });
  const physicsDraft = assignment({
    id: 72,
    courseItemId: 9,
    courseName: "高二物理",
    title: "受力分析 预习",
    stage: "draft",
    deadline: null,
  });
  return { assignment: mockAssignments({ assignments: [physicsDraft, physics, maths] }) };
});
/** A teacher with several classes, listing all their assignments: a 课程 column, and a course filter
 * offering the courses in the list (全部课程 first, then by pinyin), chosen with the mouse or the keyboard. */
export const SeveralCourses: Story = {
  ...classes.story,
  args: { courseItemId: undefined },
  play: async ({ canvas }) => {
    await canvas.findByText("牛顿第二定律 练习");
    const table = canvas.getByRole("table", { name: "作业" });
    await expect(within(table).getByRole("columnheader", { name: "课程" })).toBeInTheDocument();
    const rows = () => within(table).getAllByRole("row").slice(1);
    await expect(rows()).toHaveLength(3);
    await expect(rows()[0]).toHaveTextContent(/受力分析 预习高二物理草稿/);
    await expect(rows()[2]).toHaveTextContent(/函数的单调性 练习高一数学已发布/);
    const filter = canvas.getByRole("combobox", { name: "课程" });
    await expect(filter).toHaveTextContent("全部课程");
    await userEvent.click(filter);
    const options = await screen.findAllByRole("option");
    await expect(options.map((o) => o.textContent)).toEqual(["全部课程", "高二物理", "高一数学"]);
    await userEvent.click(screen.getByRole("option", { name: "高二物理" }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    await expect(rows().every((r) => r.textContent?.includes("高二物理"))).toBe(true);
    filter.focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.click(await screen.findByRole("option", { name: "全部课程" }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    await expect(classes.state.calls).toContain("teacherAssignments:all");
  },
};
