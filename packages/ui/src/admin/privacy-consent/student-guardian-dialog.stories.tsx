import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";

import { ConfirmProvider } from "../../components/confirm";
import type { StudentPrivacyView } from "./guardian-schema";
import { StudentGuardianDialog } from "./student-guardian-dialog";

const minor: StudentPrivacyView = {
  under14: true,
  minor: true,
  guardians: [{ id: 7, name: "李梅", relation: 2, contact: "13800000031" }],
  textVersion: 1,
  needed: true,
  outdated: false,
};

const meta = {
  title: "Admin/Privacy/StudentGuardianDialog",
  component: StudentGuardianDialog,
  decorators: [
    (Story) => (
      <ConfirmProvider>
        <Story />
      </ConfirmProvider>
    ),
  ],
  args: {
    name: "学生31",
    privacy: minor,
    onClose: fn(),
    onSaveMinor: fn(async () => {}),
    onAddGuardian: fn(async () => {}),
    onRemoveGuardian: fn(async () => {}),
    onRecordPaper: fn(async () => {}),
    onWithdraw: fn(async () => {}),
  },
} satisfies Meta<typeof StudentGuardianDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The student's record loaded: the panel in a dialog titled 监护人 · name; closing it says so. */
export const Loaded: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole("dialog", { name: "监护人 · 学生31" }));
    await expect(dialog.getByRole("region", { name: "未成年人与监护人" })).toBeVisible();
    await expect(dialog.getByText("李梅")).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "关闭" }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** While the record loads. */
export const Loading: Story = {
  args: { privacy: undefined },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "监护人 · 学生31" }));
    await expect(dialog.getByRole("status")).toHaveTextContent("正在加载");
    await expect(dialog.queryByRole("region")).toBeNull();
  },
};

/** The record could not be loaded: the reason instead of the panel. */
export const LoadFailed: Story = {
  args: { privacy: undefined, error: "无权查看该学生的隐私信息" },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "监护人 · 学生31" }));
    await expect(dialog.getByRole("status")).toHaveTextContent("无权查看该学生的隐私信息");
  },
};
