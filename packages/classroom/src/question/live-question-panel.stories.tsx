import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { answerOf, question, student } from "../stories/mock-classroom";
import { activityChanges, studentAnswers } from "../stories/mock-scripts";
import { withClassroom } from "../stories/with-classroom";
import { LiveQuestionPanel } from "./live-question-panel";

const meta = {
  title: "Classroom/Question/LiveQuestionPanel",
  component: LiveQuestionPanel,
  decorators: [withClassroom],
  args: { questionId: 21, onFinished: fn() },
} satisfies Meta<typeof LiveQuestionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const timed = () => ({ questions: [question({ endTime: Date.now() + 300_000, duration: 300 })] });
const summaries = (calls: string[]) => calls.filter((c) => c.startsWith("questionSummary")).length;

const noAnswers = scenario(timed);
/** A timed question just started: countdown, nobody has answered, everyone is listed as not answered. */
export const NoAnswers: Story = {
  ...noAnswers.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "单调递增的函数" })).toBeInTheDocument();
    await expect(canvas.getByText(/剩余 [45]:\d\d/)).toBeInTheDocument();
    await expect(canvas.getByText("已作答 0 / 6 人")).toBeInTheDocument();
    await expect(canvas.getByText("还没有学生作答")).toBeInTheDocument();
    const missing = await canvas.findByRole("list", { name: "未作答" });
    await expect(within(missing).getAllByRole("listitem")).toHaveLength(6);
  },
};

const arriving = scenario(timed);
/** Answers arrive as pushed events: the list, the count, the correct rate and the distribution follow,
 * each arrival is announced, and nothing is polled. */
export const AnswersArriving: Story = {
  ...arriving.story,
  play: async ({ canvas }) => {
    await canvas.findByText("还没有学生作答");
    await waitFor(() => expect(arriving.push.listeners).toBe(1));
    const asked = summaries(arriving.state.calls);
    arriving.push.send(studentAnswers(arriving.state, 21, 1, { choices: ["B"] }));
    await expect(await canvas.findByRole("cell", { name: "陈静" })).toBeInTheDocument();
    await expect(canvas.getByText("已作答 1 / 6 人")).toBeInTheDocument();
    await expect(canvas.getByText("陈静 已作答")).toBeInTheDocument();
    arriving.push.send(studentAnswers(arriving.state, 21, 2, { choices: ["A"] }));
    arriving.push.send(studentAnswers(arriving.state, 21, 3, { choices: ["B"] }));
    await expect(await canvas.findByRole("cell", { name: "王芳" })).toBeInTheDocument();
    await expect(canvas.getByText("已作答 3 / 6 人")).toBeInTheDocument();
    await expect(canvas.getByText("王芳 已作答")).toBeInTheDocument();
    await expect(canvas.getByText("67%（2 / 3）")).toBeInTheDocument();
    const shares = canvas.getByRole("list", { name: "选项分布" });
    await expect(within(shares).getAllByRole("listitem")[1]).toHaveTextContent("B.y = x²正确答案2 人 · 67%");
    await expect(within(shares).getAllByRole("listitem")[0]).toHaveTextContent("1 人 · 33%");
    const rows = canvas.getAllByRole("row");
    await expect(rows[2]).toHaveTextContent("李明A. y = -x错误");
    // Who has not answered comes from its own query, refreshed after the pushed answers (given more
    // time than the default: a loaded CI machine once took longer than 5 s to render the refetch).
    await waitFor(
      () => expect(within(canvas.getByRole("list", { name: "未作答" })).getAllByRole("listitem")).toHaveLength(3),
      { timeout: 15_000 },
    );
    // A repeated event (the same answer) counts once.
    arriving.push.send(studentAnswers(arriving.state, 21, 3, { choices: ["B"] }));
    await expect(canvas.getByText("已作答 3 / 6 人")).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(summaries(arriving.state.calls)).toBe(asked);
  },
};

const scoring = scenario(() => ({
  questions: [question({ type: 4, options: [], answer: [], title: "说说单调性的定义" })],
  answers: [answerOf(question({ type: 4 }), student(1), { content: "函数值随自变量增大而增大" })],
}));
/** A short answer is scored with a comment in a dialog; the score is checked first. */
export const ScoreWithComment: Story = {
  ...scoring.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("cell", { name: "函数值随自变量增大而增大" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "评分：陈静" }));
    const dialog = await screen.findByRole("dialog", { name: "评分：陈静" });
    const score = within(dialog).getByRole("textbox", { name: /得分/ });
    await userEvent.type(score, "120");
    await userEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await expect(await within(dialog).findByText("请输入 0 到 100 之间的分数")).toBeInTheDocument();
    await userEvent.clear(score);
    await userEvent.type(score, "90");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "评语" }), "表述准确");
    // Enter in the score field saves.
    score.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(scoring.state.calls).toContain("scoreAnswer:601:90:表述准确");
    await expect(canvas.getByRole("row", { name: /陈静/ })).toHaveTextContent("90表述准确");
  },
};

const delayEnd = scenario(() => ({ questions: [question({ endTime: Date.now() + 60_000, duration: 60 })] }));
/** Extend a timed question by 3 minutes, then end it: the results stay, the controls go. */
export const DelayThenEnd: Story = {
  ...delayEnd.story,
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText(/剩余 [01]:\d\d/)).toBeInTheDocument();
    const delays = canvas.getByRole("group", { name: "延长作答时间" });
    await userEvent.click(within(delays).getByRole("button", { name: "延长 3 分钟" }));
    await expect(await canvas.findByText(/剩余 [34]:\d\d/)).toBeInTheDocument();
    await expect(delayEnd.state.calls).toContain("delayQuestion:180");
    await userEvent.click(canvas.getByRole("button", { name: "结束提问" }));
    // Ending asks first, like every other ending: 取消 keeps it running.
    let dialog = await screen.findByRole("alertdialog", { name: "系统提示" });
    await expect(dialog).toHaveTextContent("确定结束本次提问吗？");
    await userEvent.click(within(dialog).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(delayEnd.state.calls.some((c) => c.startsWith("endQuestion"))).toBe(false);
    await userEvent.click(canvas.getByRole("button", { name: "结束提问" }));
    dialog = await screen.findByRole("alertdialog", { name: "系统提示" });
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(await canvas.findByText("提问已结束")).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "结束提问" })).not.toBeInTheDocument();
    await expect(args.onFinished).toHaveBeenCalledWith(expect.objectContaining({ id: 21, status: 2 }));
    await expect(canvas.getByText("已作答 0 / 6 人")).toBeInTheDocument();
  },
};

const deadline = scenario(() => ({ questions: [question({ endTime: Date.now() + 1500, duration: 60 })] }));
/** The deadline passes: the panel moves to 已结束 by itself and tells the page at once (which then
 * offers 发起新提问); the controls go. */
export const DeadlinePasses: Story = {
  ...deadline.story,
  play: async ({ canvas, args }) => {
    await canvas.findByText("提问进行中");
    await expect(await canvas.findByText("提问已结束", {}, { timeout: 4000 })).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "结束提问" })).not.toBeInTheDocument();
    await expect(args.onFinished).toHaveBeenCalledTimes(1);
    await expect(args.onFinished).toHaveBeenCalledWith(expect.objectContaining({ id: 21, status: 2 }));
  },
};

const endedElsewhere = scenario(timed);
/** Ended from another tab or device: the pushed activityChanged moves the panel to 已结束. */
export const EndedElsewhere: Story = {
  ...endedElsewhere.story,
  play: async ({ canvas, args }) => {
    await canvas.findByText("提问进行中");
    await waitFor(() => expect(endedElsewhere.push.listeners).toBeGreaterThan(0));
    endedElsewhere.push.send(activityChanges(endedElsewhere.state, "askQuestion", 21, 2));
    await expect(await canvas.findByText("提问已结束")).toBeInTheDocument();
    await expect(args.onFinished).toHaveBeenCalledWith(expect.objectContaining({ id: 21, status: 2 }));
  },
};

const cancelling = scenario(() => ({ questions: [question()] }));
/** Cancel asks first (系统提示, 确定/取消): 取消 keeps the question, 确定 cancels it. An untimed
 * question offers no extension. */
export const CancelConfirm: Story = {
  ...cancelling.story,
  play: async ({ canvas, args }) => {
    await canvas.findByText("提问进行中");
    await expect(canvas.queryByRole("group", { name: "延长作答时间" })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "取消提问" }));
    let dialog = await screen.findByRole("alertdialog", { name: "系统提示" });
    await expect(dialog).toHaveTextContent("确定取消本次提问吗？");
    await userEvent.click(within(dialog).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(cancelling.state.calls.some((c) => c.startsWith("cancelQuestion"))).toBe(false);
    await userEvent.click(canvas.getByRole("button", { name: "取消提问" }));
    dialog = await screen.findByRole("alertdialog", { name: "系统提示" });
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(await canvas.findByText("提问已取消")).toBeInTheDocument();
    await expect(cancelling.state.calls).toContain("cancelQuestion:21");
    await expect(args.onFinished).toHaveBeenCalledWith(expect.objectContaining({ status: 3 }));
  },
};

const ended = scenario(() => {
  const q = question({ status: 2, endTime: Date.now() - 60_000 });
  return {
    questions: [q],
    answers: [
      answerOf(q, student(1), { choices: ["B"] }),
      answerOf(q, student(2), { choices: ["B"] }),
      answerOf(q, student(3), { choices: ["C"] }),
      answerOf(q, student(4), { choices: ["B"] }),
    ],
  };
});
/** An ended question keeps its results: correct rate, distribution, answers, who did not answer. */
export const Ended: Story = {
  ...ended.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("提问已结束")).toBeInTheDocument();
    await expect(canvas.getByText("75%（3 / 4）")).toBeInTheDocument();
    await expect(canvas.getByText("已作答 4 / 6 人")).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "取消提问" })).not.toBeInTheDocument();
    const missing = await canvas.findByRole("list", { name: "未作答" });
    await expect(missing).toHaveTextContent("刘洋赵敏");
  },
};

const reconnect = scenario(timed);
/** Answers given while the connection was down show once it reopens. */
export const CatchesUpAfterReconnect: Story = {
  ...reconnect.story,
  play: async ({ canvas }) => {
    await canvas.findByText("还没有学生作答");
    reconnect.push.drop();
    studentAnswers(reconnect.state, 21, 5, { choices: ["B"] });
    reconnect.push.open();
    await expect(await canvas.findByRole("cell", { name: "刘洋" })).toBeInTheDocument();
    await expect(canvas.getByText("已作答 1 / 6 人")).toBeInTheDocument();
  },
};

const failing = scenario(() => ({ questions: [question()], refuse: { questionSummary: "提问不存在：21" } }));
/** Loading fails: the server's message and a retry. */
export const LoadError: Story = {
  ...failing.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("提问不存在：21");
    failing.state.refuse = {};
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await expect(await canvas.findByRole("heading", { name: "单调递增的函数" })).toBeInTheDocument();
  },
};

const english = scenario(() => {
  const q = question({ status: 2, endTime: Date.now() - 60_000 });
  return {
    questions: [q],
    answers: [
      answerOf(q, student(1), { choices: ["B"] }),
      answerOf(q, student(2), { choices: ["A"] }),
      answerOf(q, student(3), { choices: ["B"] }),
    ],
  };
});
/** The panel on an English page (<html lang="en">): status, counts, correct rate and results in English. */
export const InEnglish: Story = {
  globals: { locale: "en" },
  ...english.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Question ended")).toBeInTheDocument();
    await expect(canvas.getByText("3 / 6 answered")).toBeInTheDocument();
    await expect(canvas.getByText("67% (2 / 3)")).toBeInTheDocument();
    const shares = canvas.getByRole("list", { name: "Answers by option" });
    await expect(within(shares).getAllByRole("listitem")[1]).toHaveTextContent("2 students · 67%");
    await expect(await canvas.findByRole("list", { name: "Not answered" })).toBeInTheDocument();
    await expect(canvas.getByRole("row", { name: /李明/ })).toHaveTextContent("Wrong");
  },
};
