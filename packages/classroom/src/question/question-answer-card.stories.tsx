import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { ClassroomApiProvider } from "../lib/classroom-api";
import { scenario } from "../stories/classroom-handlers";
import { expectNoOverflow, longUnbroken } from "../stories/hostile-text";
import { pressArrow } from "../stories/keyboard";
import { answerOf, question, student } from "../stories/mock-classroom";
import { activityChanges } from "../stories/mock-scripts";
import { storyApi } from "../stories/story-api";
import { withClassroom } from "../stories/with-classroom";
import type { StudentQuestionApi } from "./question-api";
import { QuestionAnswerCard } from "./question-answer-card";

const meta = {
  title: "Classroom/Question/QuestionAnswerCard",
  component: QuestionAnswerCard,
  decorators: [withClassroom],
  args: { courseItemId: 7 },
} satisfies Meta<typeof QuestionAnswerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const answers = (calls: string[]) => calls.filter((c) => c.startsWith("answerQuestion"));

const none = scenario();
/** No question open: a quiet empty state. */
export const NoQuestion: Story = {
  ...none.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("当前没有进行中的提问")).toBeInTheDocument();
  },
};

const single = scenario(() => ({ questions: [question({ endTime: Date.now() + 120_000, duration: 120 })] }));
/** Single choice with a time limit: the arrow keys choose, the answer is sent once, then the card waits
 * for the end and offers no second submission. */
export const SingleChoiceOnce: Story = {
  ...single.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/剩余 [12]:\d\d/)).toBeInTheDocument();
    const choices = canvas.getByRole("radiogroup", { name: "选择答案" });
    await userEvent.click(within(choices).getByRole("radio", { name: "A. y = -x" }));
    await pressArrow("ArrowDown");
    await expect(within(choices).getByRole("radio", { name: "B. y = x²" })).toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "提交答案" }));
    await expect(await canvas.findByText("已提交，等待老师结束提问")).toBeInTheDocument();
    await expect(canvas.getByText("B. y = x²")).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "提交答案" })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("radiogroup")).not.toBeInTheDocument();
    await expect(answers(single.state.calls)).toEqual(["answerQuestion:B"]);
  },
};

const multiple = scenario(() => ({
  questions: [
    question({
      type: 2,
      title: "偶函数",
      options: [
        { key: "A", text: "y = x²" },
        { key: "B", text: "y = x³" },
        { key: "C", text: "y = |x|" },
      ],
      answer: ["A", "C"],
    }),
  ],
}));
/** Multiple choice: checkboxes toggled with Space; submitting nothing asks for a choice first. */
export const MultipleChoice: Story = {
  ...multiple.story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "提交答案" }));
    await expect(await canvas.findByText("请选择答案")).toBeInTheDocument();
    canvas.getByRole("checkbox", { name: "A. y = x²" }).focus();
    await userEvent.keyboard(" ");
    await userEvent.click(canvas.getByRole("checkbox", { name: "C. y = |x|" }));
    await waitFor(() => expect(canvas.queryByText("请选择答案")).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole("button", { name: "提交答案" }));
    await expect(await canvas.findByText("已提交，等待老师结束提问")).toBeInTheDocument();
    await expect(answers(multiple.state.calls)).toEqual(["answerQuestion:AC"]);
  },
};

const trueFalse = scenario(() => ({
  questions: [
    question({
      type: 3,
      title: "y = x² 是偶函数",
      content: "",
      options: [
        { key: "T", text: "正确" },
        { key: "F", text: "错误" },
      ],
      answer: ["T"],
    }),
  ],
}));
/** True/false: two radio buttons, 正确 and 错误. */
export const TrueFalse: Story = {
  ...trueFalse.story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("radio", { name: "正确" }));
    await userEvent.click(canvas.getByRole("button", { name: "提交答案" }));
    await expect(await canvas.findByText("已提交，等待老师结束提问")).toBeInTheDocument();
    await expect(answers(trueFalse.state.calls)).toEqual(["answerQuestion:T"]);
  },
};

const short = scenario(() => ({
  questions: [question({ type: 4, title: "说说单调性的定义", content: "", options: [], answer: [] })],
}));
/** Short answer: the text is required; Enter in the text adds a line, the button sends. */
export const ShortAnswer: Story = {
  ...short.story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "提交答案" }));
    await expect(await canvas.findByText("请输入答案")).toBeInTheDocument();
    await userEvent.type(canvas.getByRole("textbox", { name: /你的答案/ }), "函数值随自变量增大而增大");
    await userEvent.click(canvas.getByRole("button", { name: "提交答案" }));
    await expect(await canvas.findByText("已提交，等待老师结束提问")).toBeInTheDocument();
    await expect(canvas.getByText("函数值随自变量增大而增大")).toBeInTheDocument();
    await expect(canvas.queryByRole("textbox")).not.toBeInTheDocument();
  },
};

const waiting = scenario(() => {
  const q = question();
  return { questions: [q], answers: [answerOf(q, student(1), { choices: ["A"] })] };
});
/** Already answered (e.g. after a reload): their answer, waiting for the end; the result stays hidden. */
export const AnsweredWaiting: Story = {
  ...waiting.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("已提交，等待老师结束提问")).toBeInTheDocument();
    await expect(canvas.getByText("A. y = -x")).toBeInTheDocument();
    await expect(canvas.queryByText("回答错误")).not.toBeInTheDocument();
  },
};

const endedRight = scenario(() => {
  const q = question();
  const mine = { ...answerOf(q, student(1), { choices: ["B"] }), score: 95, comment: "思路清晰" };
  return { questions: [q], answers: [mine] };
});
/** The teacher ends it: the pushed activityChanged brings the right answer, 回答正确, score and comment. */
export const EndedRight: Story = {
  ...endedRight.story,
  play: async ({ canvas }) => {
    await canvas.findByText("已提交，等待老师结束提问");
    await waitFor(() => expect(endedRight.push.listeners).toBe(1));
    endedRight.push.send(activityChanges(endedRight.state, "askQuestion", 21, 2));
    await expect(await canvas.findByText("回答正确")).toBeInTheDocument();
    await expect(canvas.getByText("提问已结束")).toBeInTheDocument();
    await expect(canvas.getByText("正确答案：").parentElement).toHaveTextContent("正确答案：B. y = x²");
    await expect(canvas.getByText("得分：95")).toBeInTheDocument();
    await expect(canvas.getByText("思路清晰")).toBeInTheDocument();
  },
};

const endedWrong = scenario(() => {
  const q = question();
  return { questions: [q], answers: [answerOf(q, student(1), { choices: ["C"] })] };
});
/** Ended with a wrong answer: 回答错误 next to their answer and the right one. */
export const EndedWrong: Story = {
  ...endedWrong.story,
  play: async ({ canvas }) => {
    await canvas.findByText("已提交，等待老师结束提问");
    await waitFor(() => expect(endedWrong.push.listeners).toBe(1));
    endedWrong.push.send(activityChanges(endedWrong.state, "askQuestion", 21, 2));
    await expect(await canvas.findByText("回答错误")).toBeInTheDocument();
    await expect(canvas.getByText("C. y = 1/x")).toBeInTheDocument();
    await expect(canvas.getByText("正确答案：").parentElement).toHaveTextContent("B. y = x²");
  },
};

const missed = scenario(() => ({ questions: [question()] }));
/** Ended without an answer: 你未作答, and the right answer. */
export const EndedNotAnswered: Story = {
  ...missed.story,
  play: async ({ canvas }) => {
    await canvas.findByRole("button", { name: "提交答案" });
    await waitFor(() => expect(missed.push.listeners).toBe(1));
    missed.push.send(activityChanges(missed.state, "askQuestion", 21, 2));
    await expect(await canvas.findByText("你未作答")).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "提交答案" })).not.toBeInTheDocument();
  },
};

const late = scenario(() => ({
  questions: [question({ type: 4, title: "说说单调性的定义", content: "", options: [], answer: [] })],
}));
/** Too late: the teacher ended it a moment ago; the server refuses with 提问已结束 and the typed
 * answer stays. */
export const TooLate: Story = {
  ...late.story,
  play: async ({ canvas }) => {
    const box = await canvas.findByRole("textbox", { name: /你的答案/ });
    await userEvent.type(box, "随自变量增大而增大");
    activityChanges(late.state, "askQuestion", 21, 2);
    await userEvent.click(canvas.getByRole("button", { name: "提交答案" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("提问已结束");
    await expect(box).toHaveValue("随自变量增大而增大");
  },
};

const expiring = scenario(() => ({ questions: [question({ endTime: Date.now() + 1500, duration: 60 })] }));
/** The time limit runs out while the card is open, without a push: the card moves by itself to the
 * ended state with the outcome (你未作答 and the right answer); nothing can be sent any more. */
export const TimeRunsOut: Story = {
  ...expiring.story,
  play: async ({ canvas }) => {
    await canvas.findByRole("radiogroup", { name: "选择答案" });
    await expect(await canvas.findByText("你未作答", {}, { timeout: 4000 })).toBeInTheDocument();
    await expect(canvas.getByText("正确答案：").parentElement).toHaveTextContent("B. y = x²");
    await expect(canvas.queryByRole("button", { name: "提交答案" })).not.toBeInTheDocument();
    await expect(canvas.queryByText(/剩余 0:00/)).not.toBeInTheDocument();
  },
};

const answeredExpiring = scenario(() => {
  const q = question({ endTime: Date.now() + 1500, duration: 60 });
  return { questions: [q], answers: [answerOf(q, student(1), { choices: ["B"] })] };
});
/** Answered, then the countdown reaches 0 with no push: 提问已结束 with 回答正确 and the answer given —
 * never left at "剩余 0:00 · 已提交，等待老师结束提问". */
export const AnsweredTimeRunsOut: Story = {
  ...answeredExpiring.story,
  play: async ({ canvas }) => {
    await canvas.findByText("已提交，等待老师结束提问");
    await expect(await canvas.findByText("回答正确", {}, { timeout: 4000 })).toBeInTheDocument();
    await expect(canvas.getByText("提问已结束")).toBeInTheDocument();
    await expect(canvas.getByText("你的答案：").parentElement).toHaveTextContent("你的答案：B. y = x²");
    await expect(canvas.queryByText("已提交，等待老师结束提问")).not.toBeInTheDocument();
    await expect(canvas.queryByText(/剩余/)).not.toBeInTheDocument();
  },
};

const endedBeforeReload = scenario(() => {
  const q = question({ status: 2, endTime: Date.now() - 5000 });
  return { questions: [q], answers: [answerOf(q, student(1), { choices: ["C"] })] };
});
/** Opened (or reloaded) after the class's question ended: its outcome, not "no question running". */
export const ReloadedAfterEnd: Story = {
  ...endedBeforeReload.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("回答错误")).toBeInTheDocument();
    await expect(canvas.getByText("提问已结束")).toBeInTheDocument();
    await expect(canvas.queryByText("当前没有进行中的提问")).not.toBeInTheDocument();
  },
};

const staleTab = scenario(() => ({ questions: [question()] }));
/** Answered in another tab that this one had not heard of: sending here shows the answer already given,
 * with a message that says so, rather than silently swapping in the other answer. */
export const AnsweredInAnotherTab: Story = {
  ...staleTab.story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("radio", { name: "A. y = -x" }));
    const q = staleTab.state.questions[0];
    if (!q) throw new Error("the scenario has its question");
    staleTab.state.answers = [answerOf(q, student(1), { choices: ["B"] })];
    await userEvent.click(canvas.getByRole("button", { name: "提交答案" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("你已在其他页面提交过本题");
    await expect(canvas.getByText("你的答案：").parentElement).toHaveTextContent("你的答案：B. y = x²");
    await expect(canvas.queryByRole("button", { name: "提交答案" })).not.toBeInTheDocument();
  },
};

const failing = scenario(() => ({
  questions: [question({ type: 4, title: "说说单调性的定义", content: "", options: [], answer: [] })],
  refuse: { answerQuestion: "系统繁忙，请稍后重试" },
}));
/** A failed submission shows the server's message, keeps the text, and can be sent again. */
export const SubmitError: Story = {
  ...failing.story,
  play: async ({ canvas }) => {
    const box = await canvas.findByRole("textbox", { name: /你的答案/ });
    await userEvent.type(box, "单调递增");
    await userEvent.click(canvas.getByRole("button", { name: "提交答案" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("系统繁忙，请稍后重试");
    await expect(box).toHaveValue("单调递增");
    failing.state.refuse = {};
    await userEvent.click(canvas.getByRole("button", { name: "提交答案" }));
    await expect(await canvas.findByText("已提交，等待老师结束提问")).toBeInTheDocument();
  },
};

const cancelled = scenario(() => ({ questions: [question()] }));
/** The teacher cancels it: 提问已取消. */
export const Cancelled: Story = {
  ...cancelled.story,
  play: async ({ canvas }) => {
    await canvas.findByRole("button", { name: "提交答案" });
    await waitFor(() => expect(cancelled.push.listeners).toBe(1));
    cancelled.push.send(activityChanges(cancelled.state, "askQuestion", 21, 3));
    await expect(await canvas.findByText("提问已取消")).toBeInTheDocument();
  },
};

const arrives = scenario();
/** A new question is pushed while the page is open; and one started while disconnected shows once the
 * connection reopens (a phone back from the background). */
export const ArrivesAndCatchesUp: Story = {
  ...arrives.story,
  play: async ({ canvas }) => {
    await canvas.findByText("当前没有进行中的提问");
    await waitFor(() => expect(arrives.push.listeners).toBe(1));
    arrives.state.questions = [question()];
    arrives.push.send({ type: "askQuestion", questionId: 21, courseItemId: 7 });
    await expect(await canvas.findByRole("heading", { name: "单调递增的函数" })).toBeInTheDocument();
    arrives.push.send(activityChanges(arrives.state, "askQuestion", 21, 2));
    await expect(await canvas.findByText("你未作答")).toBeInTheDocument();
    arrives.push.drop();
    arrives.state.questions = [question({ id: 22, title: "新的问题" }), ...arrives.state.questions];
    arrives.push.open();
    await expect(await canvas.findByRole("heading", { name: "新的问题" })).toBeInTheDocument();
  },
};

/** Only the student's question calls, as a student-only product would implement them. */
const studentOnly: StudentQuestionApi = {
  studentQuestion: storyApi.studentQuestion,
  studentQuestionPreview: storyApi.studentQuestionPreview,
  answerQuestion: storyApi.answerQuestion,
  studentQuestionPage: storyApi.studentQuestionPage,
};

const sliceOnly = scenario(() => ({ questions: [question()] }));
/** A provider given only the StudentQuestionApi slice is enough for the card: no teacher call to stub. */
export const StudentSliceOnly: Story = {
  ...sliceOnly.story,
  decorators: [
    (Story) => (
      <ClassroomApiProvider api={studentOnly}>
        <Story />
      </ClassroomApiProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("radio", { name: "B. y = x²" }));
    await userEvent.click(canvas.getByRole("button", { name: "提交答案" }));
    await expect(await canvas.findByText("已提交，等待老师结束提问")).toBeInTheDocument();
  },
};

const preview = scenario(() => {
  const q = question({ status: 2 });
  return { questions: [q], answers: [{ ...answerOf(q, student(1), { choices: ["B"] }), score: 90 }] };
});
/** A past question opened from the student's list (`questionId`): its outcome, with nothing to answer. */
export const PastQuestionPreview: Story = {
  ...preview.story,
  args: { questionId: 21 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("回答正确")).toBeInTheDocument();
    await expect(canvas.getByText("得分：90")).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "提交答案" })).not.toBeInTheDocument();
    await expect(preview.state.calls).toContain("studentQuestionPreview");
  },
};

const longContent = scenario(() => ({
  questions: [question({ content: `请看下面的字符串：${longUnbroken}`, endTime: Date.now() + 120_000, duration: 120 })],
}));
/** 2,000 characters without a break in the question wrap inside the card on a phone. */
export const LongQuestionContent: Story = {
  ...longContent.story,
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const content = await canvas.findByText(/^请看下面的字符串/);
    const card = content.closest("section");
    if (!card) throw new Error("the question is in its card");
    await expectNoOverflow(card);
    await expect(content.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
