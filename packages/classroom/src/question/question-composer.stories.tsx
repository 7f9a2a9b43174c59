import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { pressArrow } from "../stories/keyboard";
import { roster } from "../stories/mock-classroom";
import { withClassroom } from "../stories/with-classroom";
import { QuestionComposer } from "./question-composer";

const meta = {
  title: "Classroom/Question/QuestionComposer",
  component: QuestionComposer,
  decorators: [withClassroom],
  args: { courseItemId: 7, students: roster(), onStarted: fn() },
} satisfies Meta<typeof QuestionComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

const empty = scenario();
/** A new question: single choice, four empty options, no time limit, everyone answers. */
export const Empty: Story = {
  ...empty.story,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "单选题" })).toBeChecked();
    await expect(canvas.getAllByRole("textbox", { name: /^选项 [A-D]$/ })).toHaveLength(4);
    await expect(canvas.getByRole("combobox", { name: "作答时限" })).toHaveTextContent("不限时");
    await expect(canvas.getByRole("radio", { name: "全体学生" })).toBeChecked();
  },
};

const invalid = scenario();
/** Starting an empty question shows the messages at the fields and focuses the first one; nothing is sent. */
export const ValidationErrors: Story = {
  ...invalid.story,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "发起提问" }));
    await expect(await canvas.findByText("请输入题目标题")).toBeInTheDocument();
    await expect(canvas.getAllByText("请填写选项内容")).toHaveLength(4);
    await expect(canvas.getByText("请标记正确答案")).toBeInTheDocument();
    const title = canvas.getByRole("textbox", { name: /题目标题/ });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(title).toHaveAttribute("aria-invalid", "true");
    // Messages follow the edits once shown.
    await userEvent.type(title, "单调递增的函数");
    await waitFor(() => expect(canvas.queryByText("请输入题目标题")).not.toBeInTheDocument());
    await userEvent.type(canvas.getByRole("textbox", { name: "选项 A" }), "y = x");
    await userEvent.type(canvas.getByRole("textbox", { name: "选项 B" }), "y = x");
    await expect(await canvas.findByText("选项内容不能重复")).toBeInTheDocument();
    await expect(invalid.state.calls.some((c) => c.startsWith("startQuestion"))).toBe(false);
  },
};

const single = scenario();
/** A single-choice question with a time limit: the right option is marked with the arrow keys, the
 * limit is chosen from the list, and the started question is handed to the page. */
export const SingleChoice: Story = {
  ...single.story,
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /题目标题/ }), "单调递增的函数");
    for (const [key, value] of [
      ["A", "y = -x"],
      ["B", "y = x²"],
      ["C", "y = 1/x"],
      ["D", "y = -x²"],
    ] as const) {
      await userEvent.type(canvas.getByRole("textbox", { name: `选项 ${key}` }), value);
    }
    // Mark A, then move to B with the arrow key: one right option.
    await userEvent.click(canvas.getByRole("radio", { name: "A 为正确答案" }));
    await pressArrow("ArrowDown");
    await expect(canvas.getByRole("radio", { name: "B 为正确答案" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "A 为正确答案" })).not.toBeChecked();
    await userEvent.click(canvas.getByRole("combobox", { name: "作答时限" }));
    await userEvent.click(await screen.findByRole("option", { name: "1 分钟" }));
    await userEvent.click(canvas.getByRole("button", { name: "发起提问" }));
    await waitFor(() => expect(args.onStarted).toHaveBeenCalledOnce());
    await expect(single.state.calls).toContain("startQuestion:1:0:60");
    const started = single.state.questions[0];
    await expect(started?.answer).toEqual(["B"]);
    await expect(started?.options.map((o) => o.key)).toEqual(["A", "B", "C", "D"]);
    // The form is ready for the next question.
    await expect(canvas.getByRole("textbox", { name: /题目标题/ })).toHaveValue("");
  },
};

const multiple = scenario();
/** A multiple-choice question: type chosen with the arrow keys, several right options, an option
 * moved up (focus stays on it) and one removed; the keys follow the order. */
export const MultipleChoiceReorder: Story = {
  ...multiple.story,
  play: async ({ canvas, args }) => {
    canvas.getByRole("radio", { name: "单选题" }).focus();
    await pressArrow("ArrowRight");
    await expect(canvas.getByRole("radio", { name: "多选题" })).toBeChecked();
    await userEvent.type(canvas.getByRole("textbox", { name: /题目标题/ }), "偶函数");
    for (const [key, value] of [
      ["A", "y = x²"],
      ["B", "y = x³"],
      ["C", "y = |x|"],
      ["D", "y = 2x"],
    ] as const) {
      await userEvent.type(canvas.getByRole("textbox", { name: `选项 ${key}` }), value);
    }
    await userEvent.click(canvas.getByRole("checkbox", { name: "A 为正确答案" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "C 为正确答案" }));
    // Move C (y = |x|) above B; focus stays on the moved option's button.
    await userEvent.click(canvas.getByRole("button", { name: "上移选项 C" }));
    await expect(canvas.getByRole("textbox", { name: "选项 B" })).toHaveValue("y = |x|");
    await waitFor(() => expect(canvas.getByRole("button", { name: "上移选项 B" })).toHaveFocus());
    await expect(canvas.getByRole("checkbox", { name: "B 为正确答案" })).toBeChecked();
    // Remove D (keyboard: Enter on the focused button).
    canvas.getByRole("button", { name: "删除选项 D" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.queryByRole("textbox", { name: "选项 D" })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "发起提问" }));
    await waitFor(() => expect(multiple.state.questions).toHaveLength(1));
    // The widget has had the answer too (a late onStarted would land in the next story).
    await waitFor(() => expect(args.onStarted).toHaveBeenCalledTimes(1));
    await expect(multiple.state.questions[0]?.options).toEqual([
      { key: "A", text: "y = x²" },
      { key: "B", text: "y = |x|" },
      { key: "C", text: "y = x³" },
    ]);
    await expect(multiple.state.questions[0]?.answer).toEqual(["A", "B"]);
  },
};

const optionLimits = scenario();
/** Options: at most ten (A–J), at least two; the buttons say so by being disabled. */
export const OptionLimits: Story = {
  ...optionLimits.story,
  play: async ({ canvas }) => {
    const add = canvas.getByRole("button", { name: "添加选项" });
    for (let i = 0; i < 6; i += 1) await userEvent.click(add);
    await expect(canvas.getByRole("textbox", { name: "选项 J" })).toHaveFocus();
    await expect(add).toBeDisabled();
    for (const key of ["J", "I", "H", "G", "F", "E", "D", "C"]) {
      await userEvent.click(canvas.getByRole("button", { name: `删除选项 ${key}` }));
    }
    await expect(canvas.getByRole("button", { name: "删除选项 B" })).toBeDisabled();
    await expect(canvas.getAllByRole("textbox", { name: /^选项 / })).toHaveLength(2);
  },
};

const trueFalse = scenario();
/** A true/false question: the options are fixed (正确/错误); the right one is chosen. */
export const TrueFalse: Story = {
  ...trueFalse.story,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "判断题" }));
    await expect(canvas.queryByRole("textbox", { name: "选项 A" })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole("textbox", { name: /题目标题/ }), "y = x² 是偶函数");
    await userEvent.click(canvas.getByRole("button", { name: "发起提问" }));
    await expect(await canvas.findByText("请标记正确答案")).toBeInTheDocument();
    const answer = canvas.getByRole("radiogroup", { name: "正确答案" });
    await userEvent.click(within(answer).getByRole("radio", { name: "正确" }));
    await userEvent.click(canvas.getByRole("button", { name: "发起提问" }));
    await waitFor(() => expect(trueFalse.state.questions).toHaveLength(1));
    // The widget has had the answer too (a late onStarted would land in the next story).
    await waitFor(() => expect(args.onStarted).toHaveBeenCalledTimes(1));
    await expect(trueFalse.state.questions[0]).toMatchObject({
      type: 3,
      answer: ["T"],
      options: [
        { key: "T", text: "正确" },
        { key: "F", text: "错误" },
      ],
    });
  },
};

const shortAnswer = scenario();
/** A short-answer question: no options and no right answer, students write text. */
export const ShortAnswer: Story = {
  ...shortAnswer.story,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "简答题" }));
    await expect(canvas.getByText(/简答题由学生输入文字作答/)).toBeInTheDocument();
    await userEvent.type(canvas.getByRole("textbox", { name: /题目标题/ }), "说说单调性的定义");
    await userEvent.type(canvas.getByRole("textbox", { name: "题目内容" }), "用自己的话");
    await userEvent.click(canvas.getByRole("button", { name: "发起提问" }));
    await waitFor(() => expect(shortAnswer.state.questions).toHaveLength(1));
    // The widget has had the answer too (a late onStarted would land in the next story).
    await waitFor(() => expect(args.onStarted).toHaveBeenCalledTimes(1));
    await expect(shortAnswer.state.questions[0]).toMatchObject({
      type: 4,
      options: [],
      answer: [],
      content: "用自己的话",
    });
  },
};

const random = scenario();
/** Who answers, random pick: the count is checked against the class; the fair pick chooses them and
 * the question goes to them only. */
export const RandomPickMode: Story = {
  ...random.story,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "简答题" }));
    await userEvent.type(canvas.getByRole("textbox", { name: /题目标题/ }), "举一个单调函数的例子");
    await userEvent.click(canvas.getByRole("radio", { name: "随机抽取" }));
    const count = canvas.getByRole("spinbutton", { name: /抽取人数/ });
    await userEvent.clear(count);
    await userEvent.type(count, "7");
    await userEvent.click(canvas.getByRole("button", { name: "发起提问" }));
    await expect(await canvas.findByText("请输入 1 到 6 之间的人数")).toBeInTheDocument();
    await userEvent.clear(count);
    await userEvent.type(count, "2");
    await userEvent.click(canvas.getByRole("button", { name: "发起提问" }));
    await waitFor(() => expect(random.state.questions).toHaveLength(1));
    // The widget has had the answer too (a late onStarted would land in the next story).
    await waitFor(() => expect(args.onStarted).toHaveBeenCalledTimes(1));
    await expect(random.state.calls.filter((c) => /^(pickRandom|startQuestion)/.test(c))).toEqual([
      "pickRandom:2",
      "startQuestion:4:1:0",
    ]);
    await expect(random.state.questions[0]?.userIds).toEqual([101, 102]);
  },
};

const named = scenario();
/** Who answers, named students: nobody chosen is an error; search narrows the list. */
export const NamedStudents: Story = {
  ...named.story,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "简答题" }));
    await userEvent.type(canvas.getByRole("textbox", { name: /题目标题/ }), "请解释");
    await userEvent.click(canvas.getByRole("radio", { name: "指定学生" }));
    await userEvent.click(canvas.getByRole("button", { name: "发起提问" }));
    await expect(await canvas.findByText("请选择作答的学生")).toBeInTheDocument();
    await userEvent.type(canvas.getByRole("searchbox", { name: "搜索学生" }), "王");
    await expect(canvas.queryByRole("checkbox", { name: /陈静/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("checkbox", { name: /王芳/ }));
    await expect(canvas.getByText("已选 1 人")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "发起提问" }));
    await waitFor(() => expect(named.state.questions).toHaveLength(1));
    // The widget has had the answer too (a late onStarted would land in the next story).
    await waitFor(() => expect(args.onStarted).toHaveBeenCalledTimes(1));
    await expect(named.state.questions[0]).toMatchObject({ mode: 2, userIds: [103], total: 1 });
  },
};

const refused = scenario({ refuse: { startQuestion: "课堂未开始或已结束，不能发起活动" } });
/** The server refuses: its message is shown and the question stays as written. */
export const ServerRefusal: Story = {
  ...refused.story,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "简答题" }));
    await userEvent.type(canvas.getByRole("textbox", { name: /题目标题/ }), "请解释");
    await userEvent.click(canvas.getByRole("button", { name: "发起提问" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("课堂未开始或已结束，不能发起活动");
    await expect(canvas.getByRole("textbox", { name: /题目标题/ })).toHaveValue("请解释");
    await expect(args.onStarted).not.toHaveBeenCalled();
  },
};
