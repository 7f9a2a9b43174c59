import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { ProcessDefinitionPicker } from "./process-definition-picker";
import { categories, courseChange, leaveV3, uncategorised } from "./stories/process-data";

const meta = {
  title: "BPMN/Process/ProcessDefinitionPicker",
  component: ProcessDefinitionPicker,
  tags: ["!autodocs"],
  args: { definitions: [leaveV3, courseChange, uncategorised], categories, onPick: fn() },
} satisfies Meta<typeof ProcessDefinitionPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One card per process: name, category name (未分类 when none) and version; none chosen yet. */
export const Choices: Story = {
  play: async ({ canvas }) => {
    const group = within(canvas.getByRole("radiogroup", { name: "选择要发起的流程" }));
    const radios = group.getAllByRole("radio");
    await expect(radios.map((radio) => radio.getAttribute("aria-checked"))).toEqual(["false", "false", "false"]);
    await expect(group.getByRole("radio", { name: "请假申请" })).toHaveAccessibleDescription("分类：请假 · 版本 v3");
    await expect(group.getByRole("radio", { name: "调课申请" })).toHaveAccessibleDescription("分类：教务 · 版本 v1");
    await expect(group.getByRole("radio", { name: "报修" })).toHaveAccessibleDescription("分类：未分类 · 版本 v2");
  },
};

/** On an English page the line under each name reads Category: … · Version …, with English punctuation. */
export const ChoicesInEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const group = within(canvas.getByRole("radiogroup", { name: "Choose a process to start" }));
    await expect(group.getByRole("radio", { name: "请假申请" })).toHaveAccessibleDescription(
      "Category: 请假 · Version v3",
    );
    await expect(group.getByRole("radio", { name: "报修" })).toHaveAccessibleDescription(
      "Category: Uncategorised · Version v2",
    );
  },
};

/** Clicking anywhere on a card chooses it: onPick gets the definition. */
export const PickByClick: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText("分类：教务 · 版本 v1"));
    await expect(args.onPick).toHaveBeenCalledWith(courseChange);
    await expect(canvas.getByRole("radio", { name: "调课申请" })).toBeChecked();
  },
};

/** By keyboard: Tab reaches the group, the arrow keys move the choice, each move picks. */
export const PickByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "请假申请" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onPick).toHaveBeenLastCalledWith(leaveV3);
    // Radix moves the choice when focus arrives while an arrow key is down (a person releases it
    // later than user-event would), so the key is held until the choice has moved.
    await userEvent.keyboard("{ArrowDown>}");
    await waitFor(() => expect(args.onPick).toHaveBeenLastCalledWith(courseChange));
    await expect(canvas.getByRole("radio", { name: "调课申请" })).toHaveFocus();
    await userEvent.keyboard("{/ArrowDown}{ArrowRight>}");
    await waitFor(() => expect(args.onPick).toHaveBeenLastCalledWith(uncategorised));
    await userEvent.keyboard("{/ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "报修" })).toBeChecked();
  },
};

/** Controlled: the page's choice is shown checked. */
export const Chosen: Story = {
  args: { value: courseChange.id },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "调课申请" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "请假申请" })).not.toBeChecked();
  },
};

/** Nothing the person may start: 暂无可发起的流程. */
export const Empty: Story = {
  args: { definitions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("暂无可发起的流程")).toBeVisible();
    await expect(canvas.queryByRole("radiogroup")).not.toBeInTheDocument();
  },
};

/** While the processes load. */
export const Loading: Story = {
  args: { definitions: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("加载中");
  },
};
