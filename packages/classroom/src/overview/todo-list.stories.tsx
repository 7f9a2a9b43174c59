import { formatShortTime } from "@smartclass/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { todoItem } from "../stories/overview-handlers";
import { withClassroom } from "../stories/with-classroom";
import type { TodoItem } from "./overview-api";
import { TodoList } from "./todo-list";

/** Where each kind of to-do leads in the console; a sign-in is answered in the check-in dialog, so it has
 * no page. */
const PAGES: Partial<Record<TodoItem["type"], string>> = {
  askQuestion: "/student/question",
  aiTopic: "/student/ai-topic",
  survey: "/student/survey",
  assignment: "/student/assignment",
  practice: "/student/practice/info",
  peerReview: "/teacher/assignment/review",
  grade: "/teacher/assignment/grade",
};
const todoHref = (item: TodoItem) => {
  const page = PAGES[item.type];
  return page ? `${page}/${item.id}` : undefined;
};

const meta = {
  title: "Classroom/Overview/TodoList",
  component: TodoList,
  decorators: [withClassroom],
  args: { who: "student", todoHref },
} satisfies Meta<typeof TodoList>;

export default meta;
type Story = StoryObj<typeof meta>;

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The rows of the list, in order. */
const rows = (root: HTMLElement) => within(within(root).getByRole("list", { name: "待办" })).getAllByRole("listitem");

/** The teacher's grading and peer-review stages, built at `now`: overdue, 12 minutes left, in three days. */
const teacherTodos = (now: number) => [
  todoItem({ type: "grade", id: 3, title: "指数函数 课后作业", deadline: now + 3 * DAY }),
  todoItem({ type: "grade", id: 1, title: "函数的单调性 课后作业", deadline: now - 2 * 60 * MINUTE }),
  todoItem({ type: "peerReview", id: 2, title: "函数的奇偶性 小组报告", deadline: now + 12 * MINUTE - 2_000 }),
];

let teacherNow = 0;
const teacher = scenario(() => {
  teacherNow = Date.now();
  return { overview: { teacherTodos: teacherTodos(teacherNow), studentTodos: [], statistics: {} } };
});
/** The teacher's to-dos, soonest first: the overdue grading leads (marked 已截止), then the peer review
 * with minutes left, then a deadline days away; each title links to its page. */
export const Teacher: Story = {
  ...teacher.story,
  args: { who: "teacher" },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole("heading", { name: "待办（3）" })).toBeInTheDocument();
    const [overdue, soon, later] = rows(canvasElement);
    await expect(overdue).toHaveTextContent("批改函数的单调性 课后作业已截止");
    await expect(overdue).toHaveAttribute("data-deadline", "overdue");
    await expect(soon).toHaveTextContent("互评函数的奇偶性 小组报告还剩 12 分钟");
    await expect(soon).toHaveAttribute("data-deadline", "soon");
    await expect(later).toHaveTextContent(`批改指数函数 课后作业${formatShortTime(teacherNow + 3 * DAY)} 截止`);
    await expect(within(overdue as HTMLElement).getByRole("link", { name: "函数的单调性 课后作业" })).toHaveAttribute(
      "href",
      "/teacher/assignment/grade/1",
    );
    await expect(within(soon as HTMLElement).getByRole("link")).toHaveAttribute("href", "/teacher/assignment/review/2");
    await expect(teacher.state.calls).toEqual(["teacherHandle"]);
  },
};

let studentNow = 0;
const studentTodos = (now: number) => [
  todoItem({ type: "practice", id: 61, title: "单调性随堂练习", deadline: now + 5 * MINUTE - 2_000 }),
  todoItem({ type: "assignment", id: 51, title: "函数的单调性 课后作业", deadline: now + 2 * DAY }),
  todoItem({ type: "signIn", id: 11, title: "课前签到", deadline: now + 2 * MINUTE - 2_000 }),
  todoItem({ type: "survey", id: 31, title: "课堂反馈", deadline: null }),
  todoItem({ type: "askQuestion", id: 21, title: "单调递增的函数", deadline: now - MINUTE }),
  todoItem({ type: "aiTopic", id: 41, title: "生活中的单调性", deadline: now + 40 * MINUTE - 2_000 }),
];
const student = scenario(() => {
  studentNow = Date.now();
  return { overview: { teacherTodos: [], studentTodos: studentTodos(studentNow), statistics: {} } };
});
/** The student's to-dos of every kind, soonest first and the one without a deadline last; a sign-in
 * (answered in the check-in dialog) has no page, so its title is plain text. */
export const Student: Story = {
  ...student.story,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole("heading", { name: "待办（6）" })).toBeInTheDocument();
    const texts = rows(canvasElement).map((row) => row.textContent);
    await expect(texts).toEqual([
      "提问单调递增的函数已截止",
      "签到课前签到还剩 2 分钟",
      "练习单调性随堂练习还剩 5 分钟",
      "AI 话题生活中的单调性还剩 40 分钟",
      `作业函数的单调性 课后作业${formatShortTime(studentNow + 2 * DAY)} 截止`,
      "问卷课堂反馈无截止时间",
    ]);
    const signIn = rows(canvasElement)[1] as HTMLElement;
    await expect(within(signIn).queryByRole("link")).not.toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "单调性随堂练习" })).toHaveAttribute(
      "href",
      "/student/practice/info/61",
    );
    await expect(canvas.getAllByRole("link")).toHaveLength(5);
  },
};

const routed = scenario(() => ({
  overview: { teacherTodos: teacherTodos(Date.now()), studentTodos: [], statistics: {} },
}));
/** With the consumer's router link: every title is drawn by `renderLink`. */
export const WithRouterLinks: Story = {
  ...routed.story,
  args: {
    who: "teacher",
    renderLink: (href, children) => (
      <a href={`#${href}`} data-router-link="" className="font-medium text-primary-strong underline">
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { name: "待办（3）" });
    const links = canvas.getAllByRole("link");
    await expect(links).toHaveLength(3);
    for (const link of links) await expect(link).toHaveAttribute("data-router-link");
    await expect(links[0]).toHaveAttribute("href", "#/teacher/assignment/grade/1");
  },
};

const limited = scenario(() => ({
  overview: { teacherTodos: [], studentTodos: studentTodos(Date.now()), statistics: {} },
}));
/** A dashboard shows only the first three; the count in the heading and a line tell how many more. */
export const Limited: Story = {
  ...limited.story,
  args: { limit: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole("heading", { name: "待办（6）" })).toBeInTheDocument();
    await expect(rows(canvasElement)).toHaveLength(3);
    await expect(rows(canvasElement)[2]).toHaveTextContent("单调性随堂练习");
    await expect(canvas.getByText("还有 3 项待办")).toBeInTheDocument();
  },
};

const reconnect = scenario(() => ({
  overview: {
    teacherTodos: [],
    studentTodos: [todoItem({ id: 51, deadline: Date.now() + 2 * DAY })],
    statistics: {},
  },
}));
/** The push connection reopens (a phone back from the background): the list asks again and shows the
 * practice published meanwhile, which is due first. */
export const RefetchOnReconnect: Story = {
  ...reconnect.story,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole("heading", { name: "待办（1）" })).toBeInTheDocument();
    reconnect.state.overview.studentTodos.push(
      todoItem({ type: "practice", id: 62, title: "奇偶性随堂练习", deadline: Date.now() + 10 * MINUTE - 2_000 }),
    );
    reconnect.push.open();
    await expect(await canvas.findByRole("heading", { name: "待办（2）" })).toBeInTheDocument();
    await expect(rows(canvasElement)[0]).toHaveTextContent("练习奇偶性随堂练习还剩 10 分钟");
    await expect(reconnect.state.calls).toEqual(["studentHandle", "studentHandle"]);
  },
};

const pushed = scenario(() => ({
  overview: {
    teacherTodos: [],
    studentTodos: [todoItem({ id: 51, deadline: Date.now() + 2 * DAY })],
    statistics: {},
  },
}));
/** A practice is pushed while the list is on screen: it asks again at once and shows it, no polling;
 * the class ending (pushed too) asks again as well. */
export const RefetchOnPushedActivity: Story = {
  ...pushed.story,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole("heading", { name: "待办（1）" })).toBeInTheDocument();
    pushed.state.overview.studentTodos.push(
      todoItem({ type: "practice", id: 63, title: "单调性随堂练习", deadline: Date.now() + 10 * MINUTE - 2_000 }),
    );
    pushed.push.send({ type: "practice", id: 63 });
    await expect(await canvas.findByRole("heading", { name: "待办（2）" })).toBeInTheDocument();
    await expect(rows(canvasElement)[0]).toHaveTextContent("练习单调性随堂练习还剩 10 分钟");
    pushed.state.overview.studentTodos.splice(0);
    pushed.push.send({ type: "classChanged", courseItemId: 7, status: 2 });
    await expect(await canvas.findByText("没有待办事项")).toBeInTheDocument();
  },
};

const empty = scenario();
/** Nothing to handle. */
export const Empty: Story = {
  ...empty.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("没有待办事项")).toBeInTheDocument();
    await expect(canvas.getByRole("heading", { name: "待办（0）" })).toBeInTheDocument();
    await expect(canvas.queryByRole("list")).not.toBeInTheDocument();
  },
};

const loading = scenario({ latency: 60_000 });
/** While the to-dos load: no count yet. */
export const Loading: Story = {
  ...loading.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("加载中");
    await expect(canvas.getByRole("heading", { name: "待办" })).toBeInTheDocument();
    await expect(canvas.getByRole("region", { name: "待办" })).toHaveAttribute("aria-busy", "true");
  },
};

const failing = scenario({ refuse: { studentHandle: "当前操作没有权限" } });
/** Loading fails: the server's message and a retry that works once the server answers. */
export const LoadError: Story = {
  ...failing.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("当前操作没有权限");
    failing.state.refuse = {};
    failing.state.overview.studentTodos = [todoItem({ id: 51, deadline: null })];
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await expect(await canvas.findByRole("heading", { name: "待办（1）" })).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole("alert")).not.toBeInTheDocument());
  },
};
