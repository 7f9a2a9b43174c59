import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { answerOf, question, student } from "../stories/mock-classroom";
import { ScoreDialog } from "./score-dialog";

const q = question({ type: 4, options: [], answer: [], title: "说说单调性的定义" });
const record = { ...answerOf(q, student(2), { content: "随自变量增大而增大" }), score: 6, comment: "再具体些" };

const meta = {
  title: "Classroom/Question/ScoreDialog",
  component: ScoreDialog,
  tags: ["!autodocs"],
  args: { question: q, record, onOpenChange: fn(), onSave: fn(async () => undefined) },
} satisfies Meta<typeof ScoreDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens with the answer and its current score and comment; saves a new score. */
export const Rescore: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog", { name: "评分：李明" });
    await expect(dialog).toHaveTextContent("随自变量增大而增大");
    const score = within(dialog).getByRole("textbox", { name: /得分/ });
    await expect(score).toHaveValue("6");
    await expect(within(dialog).getByRole("textbox", { name: "评语" })).toHaveValue("再具体些");
    await userEvent.clear(score);
    await userEvent.type(score, "9.5{Enter}");
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ recordId: 602, score: 9.5, comment: "再具体些" }));
  },
};

/** A score that is not 0–100 is refused at the field. */
export const InvalidScore: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog", { name: "评分：李明" });
    const score = within(dialog).getByRole("textbox", { name: /得分/ });
    await userEvent.clear(score);
    await userEvent.type(score, "abc{Enter}");
    await expect(await within(dialog).findByText("请输入 0 到 100 之间的分数")).toBeInTheDocument();
    await expect(score).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server refused: its message in the dialog. Escape closes. */
export const ServerError: Story = {
  args: { error: "作答记录不存在：602" },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog", { name: "评分：李明" });
    await expect(within(dialog).getByRole("alert")).toHaveTextContent("作答记录不存在：602");
    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
