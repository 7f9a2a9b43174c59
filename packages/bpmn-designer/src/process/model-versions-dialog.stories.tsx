import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";

import { ModelVersionsDialog } from "./model-versions-dialog";
import { leaveV1, leaveV2, leaveV3 } from "./stories/process-data";

const meta = {
  title: "BPMN/Process/ModelVersionsDialog",
  component: ModelVersionsDialog,
  tags: ["!autodocs"],
  args: {
    open: true,
    onOpenChange: fn(),
    modelName: "请假申请",
    // given oldest first: the dialog shows the newest first
    definitions: [leaveV1, leaveV3, leaveV2],
    forms: [{ value: 1, label: "请假单" }],
  },
} satisfies Meta<typeof ModelVersionsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The deployed versions, newest first, with deploy time and form (无 for a version without one). */
export const Versions: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "“请假申请”的版本" }));
    const rows = dialog.getAllByRole("row").slice(1);
    await expect(rows.map((row) => [...row.querySelectorAll("td")].map((td) => td.textContent))).toEqual([
      ["v3", "2026-03-13 09:05:09", "请假单"],
      ["v2", "2026-03-12 09:05:09", "请假单"],
      ["v1", "2026-03-11 09:05:09", "无"],
    ]);
  },
};

/** A form the page did not name is shown by its number. */
export const UnnamedForm: Story = {
  args: { definitions: [leaveV3], forms: [] },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog"));
    await expect(dialog.getByRole("cell", { name: "表单 #1" })).toBeVisible();
  },
};

/** A model never deployed: 暂无已部署的版本. 关闭 closes. */
export const Empty: Story = {
  args: { definitions: [] },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole("dialog"));
    await expect(dialog.getByText("暂无已部署的版本")).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "关闭" }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** While the versions load. */
export const Loading: Story = {
  args: { definitions: [], loading: true },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog"));
    await expect(dialog.getByRole("table")).toHaveAttribute("aria-busy", "true");
    await expect(dialog.getByRole("status")).toHaveTextContent("加载中");
  },
};
