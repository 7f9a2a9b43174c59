import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { fillFirstQuestion, questionItem } from "../stories/question-steps";
import { withClassroom } from "../stories/with-classroom";
import { PracticeBuilder } from "./practice-builder";

const meta = {
  title: "Classroom/Practice/PracticeBuilder",
  component: PracticeBuilder,
  decorators: [withClassroom],
  args: { classroomRecordId: 5, onCreated: fn() },
} satisfies Meta<typeof PracticeBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<typeof questionItem>[0];
/** Types the first question: a single choice with A right. */
const fillFirst = (canvas: Canvas) => fillFirstQuestion(canvas, "y = 2x + 1 的单调性", ["单调递增", "单调递减"]);

const fresh = scenario();
/** A new practice: one single-choice question worth 1 point, no time limit; the types offered are the
 * four a practice takes (no file question). */
export const NewPractice: Story = {
  ...fresh.story,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "第 1 题题型" })).toHaveTextContent("单选题");
    await expect(canvas.getByText("共 1 题，总分 1 分")).toBeInTheDocument();
    await expect(canvas.getByRole("spinbutton", { name: /限时/ })).toHaveValue(null);
    await userEvent.click(canvas.getByRole("combobox", { name: "第 1 题题型" }));
    const options = await screen.findAllByRole("option");
    await expect(options.map((o) => o.textContent)).toEqual(["单选题", "多选题", "判断题", "简答题"]);
    await userEvent.keyboard("{Escape}");
  },
};

const invalid = scenario();
/** 发布 with nothing filled: messages at the title, the question and its choices and right answer, a bad
 * time limit; no confirm and nothing sent. */
export const Validation: Story = {
  ...invalid.story,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("spinbutton", { name: /限时/ }), "0");
    await userEvent.click(canvas.getByRole("button", { name: "发布" }));
    await expect(await canvas.findByText("请输入练习标题")).toBeInTheDocument();
    await expect(canvas.getByText("限时应为 1 到 1440 之间的整数")).toBeInTheDocument();
    await expect(canvas.getByText("请输入题目")).toBeInTheDocument();
    await expect(canvas.getAllByText("请填写选项内容")).toHaveLength(2);
    await expect(canvas.getByRole("alert")).toHaveTextContent("请先修正标出的问题");
    await expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole("textbox", { name: /练习标题/ }), "随堂练习");
    await fillFirst(canvas);
    await userEvent.clear(canvas.getByRole("spinbutton", { name: /限时/ }));
    await userEvent.click(canvas.getByRole("button", { name: "发布" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "发布" }));
    await expect(await canvas.findByText("练习已发布")).toBeInTheDocument();
    await waitFor(() => expect(invalid.state.practice.practices).toHaveLength(1));
  },
};

const building = scenario();
/** Build a practice with every type, points and a time limit; 发布 after the confirm sends it with
 * `publish`, the right answers as option indexes, and clears the form. */
export const BuildAndPublish: Story = {
  ...building.story,
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /练习标题/ }), "单调性随堂练习");
    await userEvent.type(canvas.getByRole("spinbutton", { name: /限时/ }), "10");
    await fillFirst(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "添加题目" }));
    await userEvent.click(canvas.getByRole("combobox", { name: "第 2 题题型" }));
    await userEvent.click(await screen.findByRole("option", { name: "判断题" }));
    const second = within(questionItem(canvas, 2));
    await userEvent.type(second.getByRole("textbox", { name: /第 2 题题目/ }), "常数函数是单调函数。");
    await userEvent.click(second.getByRole("radio", { name: "错误" }));
    await userEvent.click(canvas.getByRole("button", { name: "添加题目" }));
    await userEvent.click(canvas.getByRole("combobox", { name: "第 3 题题型" }));
    await userEvent.click(await screen.findByRole("option", { name: "简答题" }));
    const third = within(questionItem(canvas, 3));
    await userEvent.type(third.getByRole("textbox", { name: /第 3 题题目/ }), "写出单调递增的定义。");
    await userEvent.type(third.getByRole("textbox", { name: /第 3 题参考答案/ }), "任取 x1 < x2");
    // Unlike an assignment's, a practice's reference answer is shown to students after the end.
    await expect(third.getByRole("textbox", { name: /第 3 题参考答案/ })).toHaveAccessibleDescription(
      "简答题不自动判分；练习结束后，学生能看到参考答案。",
    );
    const points = third.getByRole("spinbutton", { name: /第 3 题分值/ });
    await userEvent.clear(points);
    await userEvent.type(points, "4");
    await expect(canvas.getByText("共 3 题，总分 6 分")).toBeInTheDocument();

    await userEvent.click(canvas.getByRole("button", { name: "发布" }));
    const dialog = await screen.findByRole("alertdialog");
    await expect(dialog).toHaveTextContent("发布后练习会推送给课堂上的学生");
    await userEvent.click(within(dialog).getByRole("button", { name: "发布" }));
    await expect(await canvas.findByText("练习已发布")).toBeInTheDocument();
    const created = building.state.practice.practices[0];
    await expect(created?.status).toBe(1);
    await expect(created?.duration).toBe(600);
    await expect(created?.questions.map((q) => [q.type, q.answer, q.score])).toEqual([
      [1, "0", 1],
      [3, "1", 1],
      [4, "任取 x1 < x2", 4],
    ]);
    await expect(args.onCreated).toHaveBeenCalledWith(created?.id);
    await expect(canvas.getByRole("textbox", { name: /练习标题/ })).toHaveValue("");
  },
};

const refused = scenario(() => ({ refuse: { createPractice: "这不是您的课堂记录" } }));
/** The server refuses: its message, and everything typed is kept. */
export const Refused: Story = {
  ...refused.story,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /练习标题/ }), "随堂练习");
    await fillFirst(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "发布" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "发布" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("这不是您的课堂记录");
    await expect(canvas.getByRole("textbox", { name: /练习标题/ })).toHaveValue("随堂练习");
    await expect(canvas.getByRole("textbox", { name: /第 1 题题目/ })).toHaveValue("y = 2x + 1 的单调性");
  },
};
