import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from "storybook/test";

import "../styles.css";

import { courseField, leaveForm } from "./stories/leave-form";
import { sent, submit } from "./stories/play-helpers";
import { RendererStory } from "./stories/renderer-story";

// Each kind of field's control, as the renderer shows it: typing, keyboard and the value sent.
const meta = {
  title: "BPMN/Forms/Field controls",
  component: RendererStory,
  args: { fields: leaveForm, onSubmit: fn() },
} satisfies Meta<typeof RendererStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** long: a whole number, typed on the numeric keyboard. */
export const LongField: Story = {
  args: {
    fields: [
      { id: "count", type: "long", label: "人数", defaultValue: 30, constraints: [{ name: "min", config: "1" }] },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "人数" });
    await expect(input).toHaveAttribute("inputmode", "numeric");
    await expect(input).toHaveValue("30");
    await userEvent.clear(input);
    await userEvent.type(input, "1.5");
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(input).toHaveAccessibleDescription("人数必须是整数"));
    await userEvent.clear(input);
    await userEvent.type(input, "-2");
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(input).toHaveAccessibleDescription("人数不能小于1"));
    await userEvent.clear(input);
    await userEvent.type(input, "45");
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(sent(canvas)).toHaveTextContent('{"count":45}'));
  },
};

/** custom decimal: a number with decimals. */
export const DecimalField: Story = {
  args: { fields: [{ id: "score", type: "custom", typeType: "decimal", label: "成绩" }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "成绩" });
    await expect(input).toHaveAttribute("inputmode", "decimal");
    await userEvent.type(input, "八十");
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(input).toHaveAccessibleDescription("成绩必须是数字"));
    await userEvent.clear(input);
    await userEvent.type(input, "87.5");
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(sent(canvas)).toHaveTextContent('{"score":87.5}'));
  },
};

/** string: one line, with its length and pattern checked. */
export const TextField: Story = {
  args: {
    fields: [
      {
        id: "room",
        type: "string",
        label: "教室",
        constraints: [
          { name: "maxlength", config: "5" },
          { name: "pattern", config: "[A-Z]\\d+" },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "教室" });
    await userEvent.type(input, "B1203X");
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(input).toHaveAccessibleDescription("教室最多5个字符"));
    await userEvent.clear(input);
    await userEvent.type(input, "b12");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(input).toHaveAccessibleDescription("教室格式不正确"));
    await userEvent.clear(input);
    await userEvent.type(input, "B12{Enter}");
    await waitFor(() => expect(sent(canvas)).toHaveTextContent('{"room":"B12"}'));
  },
};

/** custom textarea: several lines, Enter starts a new one. */
export const TextareaField: Story = {
  args: { fields: [{ id: "plan", type: "custom", typeType: "textarea", label: "补课安排" }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "补课安排" }), "周六上午{Enter}周日下午");
    await expect(sent(canvas)).toHaveTextContent("尚未提交");
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(sent(canvas)).toHaveTextContent('{"plan":"周六上午\\n周日下午"}'));
  },
};

/** boolean: a switch; its label and Space toggle it, and false is an answer. */
export const BooleanField: Story = {
  args: {
    fields: [{ id: "makeUp", type: "boolean", label: "需要补课", constraints: [{ name: "required" }] }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("switch", { name: "需要补课" });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText("需要补课"));
    await expect(toggle).toBeChecked();
    toggle.focus();
    await userEvent.keyboard(" ");
    await expect(toggle).not.toBeChecked();
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(sent(canvas)).toHaveTextContent('{"makeUp":false}'));
  },
};

/** date: a native date input; the value is written in the field's pattern. */
export const DateField: Story = {
  args: {
    fields: [
      { id: "day", type: "date", label: "补课日期", datePattern: "YYYY年MM月DD日", defaultValue: "2026年03月01日" },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/补课日期/);
    await expect(input).toHaveAttribute("type", "date");
    await expect(input).toHaveValue("2026-03-01");
    await userEvent.clear(input);
    await userEvent.type(input, "2026-03-14");
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(sent(canvas)).toHaveTextContent('{"day":"2026年03月14日"}'));
  },
};

/** A date pattern with hours and minutes: a native date-time input. */
export const DateTimeField: Story = {
  args: { fields: [{ id: "at", type: "date", label: "开始时间", datePattern: "YYYY-MM-DD HH:mm" }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/开始时间/);
    await expect(input).toHaveAttribute("type", "datetime-local");
    fireEvent.change(input, { target: { value: "2026-03-14T08:30" } });
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(sent(canvas)).toHaveTextContent('{"at":"2026-03-14 08:30"}'));
  },
};

/** enum with up to three options: radio buttons, the arrow keys move the choice. */
export const EnumRadios: Story = {
  args: { fields: [leaveForm[0]!] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "病假" }));
    // Held as a person holds it: the choice follows focus while the arrow key is down.
    await userEvent.keyboard("{ArrowRight>}");
    await waitFor(() => expect(canvas.getByRole("radio", { name: "事假" })).toBeChecked());
    await userEvent.keyboard("{/ArrowRight}");
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(sent(canvas)).toHaveTextContent('{"kind":"personal"}'));
  },
};

/** enum with more options: a list showing the names, sending the chosen id. */
export const EnumSelect: Story = {
  args: { fields: [{ ...courseField, constraints: [{ name: "required" }] }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("combobox", { name: "调整课程" });
    await expect(trigger).toHaveTextContent("请选择");
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(trigger).toHaveAccessibleDescription("调整课程不能为空"));
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await userEvent.click(await screen.findByRole("option", { name: "物理" }));
    await expect(trigger).toHaveTextContent("物理");
    await waitFor(() => expect(trigger).not.toHaveAttribute("aria-invalid"));
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(sent(canvas)).toHaveTextContent('{"course":"physics"}'));
  },
};
