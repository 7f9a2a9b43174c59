import type { Meta, StoryObj } from "@storybook/react-vite";
import { PhoneLayout } from "@smartclass/ui";
import { useState } from "react";
import { expect, userEvent } from "storybook/test";

import { StarRating } from "../survey/star-rating";
import { AnswerField, type AnswerInput } from "./answer-field";

const lettered = ["y = x²", "y = 2x + 1", "y = |x|"].map((text, i) => ({
  value: String(i),
  label: `${String.fromCharCode(65 + i)}. ${text}`,
}));

/** The field with its answer kept in state, and the answer as the activity would store it. */
function Field({
  input,
  error,
  disabled,
  legendHidden,
  required = true,
  legend = "1. 下列函数中，在 (0, +∞) 上单调递增的是",
}: {
  input: AnswerInput | "rating";
  error?: string;
  disabled?: boolean;
  legendHidden?: boolean;
  required?: boolean;
  legend?: string;
}) {
  const [choices, setChoices] = useState<string[]>([]);
  const [text, setText] = useState("");
  const [rating, setRating] = useState<number | null>(null);
  const kind: AnswerInput =
    input === "rating"
      ? {
          kind: "custom",
          render: (ids) => (
            <StarRating
              aria-labelledby={ids.labelledBy}
              aria-describedby={ids.describedBy}
              value={rating}
              onChange={setRating}
            />
          ),
        }
      : input;
  return (
    <div className="flex max-w-md flex-col gap-3">
      <AnswerField
        questionId={1}
        required={required}
        legendHidden={legendHidden ?? false}
        legend={legend}
        input={kind}
        choices={choices}
        text={text}
        onChoicesChange={setChoices}
        onTextChange={setText}
        error={error}
        disabled={disabled ?? false}
      />
      <output data-testid="answer">{input === "rating" ? String(rating ?? "") : choices.join(",") || text}</output>
    </div>
  );
}

const meta = {
  title: "Classroom/Shared/AnswerField",
  component: Field,
  tags: ["!autodocs"],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Single choice: radio buttons named by the question; one choice at a time. */
export const SingleChoice: Story = {
  args: { input: { kind: "single", choices: lettered } },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: /单调递增/ });
    await userEvent.click(canvas.getByRole("radio", { name: "B. y = 2x + 1" }));
    await userEvent.click(canvas.getByRole("radio", { name: "A. y = x²" }));
    await expect(canvas.getByRole("radio", { name: "A. y = x²" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "B. y = 2x + 1" })).not.toBeChecked();
    await expect(canvas.getByTestId("answer")).toHaveTextContent("0");
    await expect(group).toBeVisible();
  },
};

/** True/false: the same radio buttons with 正确 and 错误. */
export const TrueFalse: Story = {
  args: {
    input: {
      kind: "single",
      choices: [
        { value: "T", label: "正确" },
        { value: "F", label: "错误" },
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "错误" }));
    await expect(canvas.getByTestId("answer")).toHaveTextContent("F");
  },
};

/** Multiple choice: checkboxes; the choices are kept in their order, whatever order they were ticked in. */
export const MultipleChoice: Story = {
  args: { input: { kind: "multiple", choices: lettered } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: /单调递增/ })).toBeVisible();
    await userEvent.click(canvas.getByRole("checkbox", { name: "C. y = |x|" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "A. y = x²" }));
    await expect(canvas.getByTestId("answer")).toHaveTextContent("0,2");
    await userEvent.click(canvas.getByRole("checkbox", { name: "C. y = |x|" }));
    await expect(canvas.getByTestId("answer")).toHaveTextContent(/^0$/);
  },
};

/** Written answer: a text box named by the question, with its placeholder and length limit. */
export const Text: Story = {
  args: { input: { kind: "text", rows: 3, maxLength: 10, placeholder: "请输入你的答案" } },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("textbox", { name: /单调递增/ });
    await userEvent.type(box, "y 等于 x 的平方加一");
    await expect(box).toHaveValue("y 等于 x 的平方");
    await expect(canvas.getByTestId("answer")).toHaveTextContent("y 等于 x 的平方");
  },
};

/** An activity's own control (here a survey's star rating), named by the same legend. */
export const CustomControl: Story = {
  args: { input: "rating", required: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "4 星" }));
    await expect(canvas.getByTestId("answer")).toHaveTextContent("4");
  },
};

/** Unanswered after a submit: the message under the controls, which are marked invalid and described by it. */
export const WithError: Story = {
  args: { input: { kind: "single", choices: lettered }, error: "请作答" },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: /单调递增/ });
    await expect(group).toHaveAttribute("aria-invalid", "true");
    await expect(group).toHaveAccessibleDescription("请作答");
  },
};

/** While the answer is being sent: nothing can be changed. */
export const Disabled: Story = {
  args: { input: { kind: "multiple", choices: lettered }, disabled: true },
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole("checkbox")) await expect(box).toBeDisabled();
  },
};

/** The question shown above (a live question's card): the legend only names the choices for assistive technology. */
export const HiddenLegend: Story = {
  args: { input: { kind: "single", choices: lettered }, legendHidden: true, required: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radiogroup", { name: /单调递增/ })).toBeVisible();
    await expect(canvas.getByText(/单调递增/)).toHaveClass("sr-only");
  },
};

/**
 * On a phone (360 px): a question long enough to wrap stays inside its box, every line of it below the
 * top border, the choices under it; each choice is a 44 px row, 8 px from the next, that picks the
 * choice wherever the thumb lands on it.
 */
export const LongQuestionOnAPhone: Story = {
  args: {
    input: {
      kind: "single",
      choices: [
        { value: "T", label: "正确" },
        { value: "F", label: "错误" },
      ],
    },
    legend: "2. 学习率越大，训练一定越快收敛，而且最终得到的模型在测试集上的表现也一定更好 判断题 · 3 分",
  },
  decorators: [
    (Story) => (
      <PhoneLayout phone>
        <div style={{ width: 360 }}>
          <Story />
        </div>
      </PhoneLayout>
    ),
  ],
  parameters: {
    viewport: {
      options: {
        phone360: { name: "Phone 360 × 640", styles: { width: "360px", height: "640px" }, type: "mobile" },
      },
    },
  },
  globals: { viewport: { value: "phone360", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const field = canvasElement.querySelector<HTMLElement>("[data-slot=answer-field]")!;
    const legend = field.querySelector("legend")!.getBoundingClientRect();
    const box = field.getBoundingClientRect();
    // Wrapped over more than one line, and all of it inside the box.
    await expect(legend.height).toBeGreaterThan(
      2 * parseFloat(getComputedStyle(field.querySelector("legend")!).fontSize),
    );
    await expect(legend.top).toBeGreaterThan(box.top + parseFloat(getComputedStyle(field).borderTopWidth));
    await expect(legend.right).toBeLessThanOrEqual(box.right);
    await expect(canvas.getByRole("radio", { name: "正确" }).getBoundingClientRect().top).toBeGreaterThanOrEqual(
      legend.bottom,
    );
    const rows = ["正确", "错误"].map((name) => canvas.getByText(name).getBoundingClientRect());
    for (const row of rows) await expect(row.height).toBeGreaterThanOrEqual(44);
    await expect(rows[1]!.top - rows[0]!.bottom).toBeGreaterThanOrEqual(8);
    // The label, which fills the row, picks the choice.
    await userEvent.click(canvas.getByText("错误"));
    await expect(canvas.getByTestId("answer")).toHaveTextContent("F");
  },
};
