import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent } from "storybook/test";

import { newSurveyQuestion, type SurveyQuestionDraft } from "./survey-draft";
import { SurveyQuestionEditor } from "./survey-question-editor";

const onMove = fn();
const onRemove = fn();

function Editor({ errors }: { errors?: boolean }) {
  const [question, setQuestion] = useState<SurveyQuestionDraft>(() => newSurveyQuestion(1));
  return (
    <ol>
      <SurveyQuestionEditor
        index={1}
        count={3}
        question={question}
        errors={errors ? { title: "请输入题目" } : undefined}
        onChange={(patch) => setQuestion((current) => ({ ...current, ...patch }))}
        onMove={onMove}
        onRemove={onRemove}
      />
    </ol>
  );
}

const meta = {
  title: "Classroom/Survey/SurveyQuestionEditor",
  component: Editor,
  tags: ["!autodocs"],
} satisfies Meta<typeof Editor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A choice question; switching to 评分题 replaces the choices by a hint; reorder and remove report up. */
export const ChangeType: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "第 2 题" })).toBeInTheDocument();
    await expect(canvas.getAllByRole("textbox", { name: /^选项 / })).toHaveLength(2);
    await userEvent.click(canvas.getByRole("combobox", { name: "第 2 题题型" }));
    await userEvent.click(await screen.findByRole("option", { name: "评分题" }));
    await expect(canvas.getByText("学生给出 1–5 星评分")).toBeInTheDocument();
    await expect(canvas.queryByRole("textbox", { name: /^选项 / })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "上移第 2 题" }));
    await expect(onMove).toHaveBeenCalledWith(0);
    await userEvent.click(canvas.getByRole("button", { name: "删除第 2 题" }));
    await expect(onRemove).toHaveBeenCalledOnce();
  },
};

/** The question's message at its field. */
export const WithError: Story = {
  args: { errors: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "第 2 题题目" })).toHaveAccessibleDescription("请输入题目");
  },
};
