import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { student, survey } from "../stories/mock-classroom";
import { withClassroom } from "../stories/with-classroom";
import { StudentSurveyList, TeacherSurveyList } from "./survey-lists";

const meta = {
  title: "Classroom/Survey/SurveyLists",
  component: TeacherSurveyList,
  decorators: [withClassroom],
  args: { onOpen: fn() },
} satisfies Meta<typeof TeacherSurveyList>;

export default meta;
type Story = StoryObj<typeof meta>;

const surveys = () => [
  survey({ id: 33, title: "课堂反馈", status: 1, answerCount: 3 }),
  survey({ id: 32, title: "期中反馈", status: 2, answerCount: 38, startTime: Date.UTC(2026, 10, 16, 2, 0) }),
  survey({ id: 31, title: "每周反馈", status: 0, courseItemId: null, courseName: undefined }),
];

const teacher = scenario(() => ({ surveys: surveys() }));
/** The teacher's surveys: drafts (草稿) and runs with their state, course and submissions; 查看 opens. */
export const TeacherSurveys: Story = {
  ...teacher.story,
  play: async ({ canvas, args }) => {
    const table = await canvas.findByRole("table", { name: "问卷列表" });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(4));
    const rows = within(table).getAllByRole("row");
    await expect(rows[1]).toHaveTextContent("课堂反馈进行中高一数学43");
    await expect(rows[2]).toHaveTextContent("期中反馈已结束高一数学438");
    await expect(rows[3]).toHaveTextContent("每周反馈草稿—40");
    await userEvent.click(canvas.getByRole("button", { name: "查看：期中反馈" }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 32 }));
  },
};

const teacherEmpty = scenario();
/** No survey yet. */
export const TeacherEmpty: Story = {
  ...teacherEmpty.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("还没有问卷")).toBeInTheDocument();
  },
};

const failing = scenario({ refuse: { teacherSurveyPage: "系统未知错误，请反馈给管理员" } });
/** Loading fails: the server's message and a retry. */
export const TeacherLoadError: Story = {
  ...failing.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("系统未知错误，请反馈给管理员");
    await expect(canvas.getByRole("button", { name: "重试" })).toBeInTheDocument();
  },
};

const mine = scenario(() => ({
  surveys: surveys(),
  surveyAnswers: [{ itemSurveyId: 32, userId: student(1).userId, answers: [{ questionId: 4, text: "好" }] }],
}));
/** The student's surveys (not the saved drafts): whether they submitted each one. */
export const StudentSurveys: Story = {
  ...mine.story,
  render: (args) => <StudentSurveyList {...args} />,
  play: async ({ canvas, args }) => {
    const table = await canvas.findByRole("table", { name: "我的问卷" });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(3));
    const rows = within(table).getAllByRole("row");
    await expect(rows[1]).toHaveTextContent("课堂反馈高一数学进行中未提交");
    await expect(rows[2]).toHaveTextContent("期中反馈高一数学已结束已提交");
    await userEvent.click(canvas.getByRole("button", { name: "查看：课堂反馈" }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 33 }));
  },
};

const studentEmpty = scenario();
/** A student without surveys. */
export const StudentEmpty: Story = {
  ...studentEmpty.story,
  render: (args) => <StudentSurveyList {...args} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("还没有问卷")).toBeInTheDocument();
  },
};

const started = scenario();
/** A survey started while the student's list is open appears without a reload (the pushed `survey`). */
export const StudentSurveyStartsLive: Story = {
  ...started.story,
  render: (args) => <StudentSurveyList {...args} />,
  play: async ({ canvas }) => {
    await canvas.findByText("还没有问卷");
    await waitFor(() => expect(started.push.listeners).toBeGreaterThan(0));
    started.state.surveys = [survey({ id: 40, title: "随堂小调查", status: 1 })];
    started.push.send({ type: "survey", itemSurveyId: 40, courseItemId: 7 });
    await expect(await canvas.findByRole("cell", { name: "随堂小调查" })).toBeInTheDocument();
    await expect(canvas.queryByText("还没有问卷")).not.toBeInTheDocument();
  },
};

/** The student's surveys on a 360 px phone: each a card, 查看 a 44 px target. */
export const StudentOnPhone: Story = {
  ...mine.story,
  render: (args) => (
    <div data-testid="phone" style={{ width: 360 }}>
      <StudentSurveyList {...args} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    const list = await canvas.findByRole("list", { name: "我的问卷" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
    const open = canvas.getByRole("button", { name: "查看：课堂反馈" });
    await expect(open.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(open);
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 33 }));
    await expect(canvas.getByTestId("phone").scrollWidth).toBeLessThanOrEqual(360);
  },
};
