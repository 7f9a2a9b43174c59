import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { ConfirmProvider } from "../../components/confirm";
import { GuardianConsentRequests, type GuardianRequestView } from "./guardian-consent-requests";

const text = {
  version: 2,
  collected: "人脸照片计算出的特征值。",
  purpose: "仅用于课堂人脸签到时核对是否本人。",
  retention: "保存至撤回同意为止；撤回后立即删除。",
  alternative: "不同意也可以使用普通签到。",
};
const pending: GuardianRequestView = {
  studentId: 31,
  studentNickname: "学生31",
  relation: 2,
  minor: true,
  pending: true,
  text,
};
const given: GuardianRequestView = {
  ...pending,
  studentId: 32,
  studentNickname: "学生32",
  relation: 1,
  pending: false,
  consent: { textVersion: 2, givenTime: Date.UTC(2026, 10, 20, 1, 30) },
};

const meta = {
  title: "Admin/Privacy/GuardianConsentRequests",
  component: GuardianConsentRequests,
  decorators: [
    (Story) => (
      <ConfirmProvider>
        <Story />
      </ConfirmProvider>
    ),
  ],
  args: { requests: [pending, given], onConsent: fn(async () => {}), onWithdraw: fn(async () => {}) },
} satisfies Meta<typeof GuardianConsentRequests>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (name: RegExp) => screen.getByRole("article", { name });

/** A pending request: the face text, 同意 only once the box is ticked, then the version read is sent. */
export const Pending: Story = {
  play: async ({ args }) => {
    const c = card(/学生31/);
    await expect(c).toHaveTextContent("学生31（您是其母亲）");
    await expect(c).toHaveTextContent("待同意：人脸签到需要您的同意");
    await expect(within(c).getByText("仅用于课堂人脸签到时核对是否本人。")).toBeVisible();
    const agree = within(c).getByRole("button", { name: "同意" });
    await expect(agree).toBeDisabled();
    await userEvent.click(within(c).getByRole("checkbox", { name: /我已阅读以上说明/ }));
    await userEvent.click(agree);
    await expect(args.onConsent).toHaveBeenCalledWith(31, 2);
  },
};

/** A given consent: its version and time; 撤回同意 asks first, naming what goes. */
export const Given: Story = {
  play: async ({ args }) => {
    const c = card(/学生32/);
    await expect(c).toHaveTextContent("已同意第 2 版说明（2026-11-20 09:30:00）");
    await userEvent.click(within(c).getByRole("button", { name: "撤回同意" }));
    const confirm = await screen.findByRole("alertdialog");
    await expect(confirm).toHaveTextContent("撤回后将立即删除该学生的人脸数据");
    await userEvent.click(within(confirm).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(args.onWithdraw).toHaveBeenCalledWith(32));
  },
};

/** No students to answer for. */
export const Empty: Story = {
  args: { requests: [] },
  play: async () => {
    await expect(screen.getByText("没有需要您处理的同意请求")).toBeVisible();
  },
};
