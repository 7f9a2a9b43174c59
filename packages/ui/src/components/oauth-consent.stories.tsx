import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { OAuthConsent } from "./oauth-consent";

const meta = {
  title: "Primitives/OAuthConsent",
  component: OAuthConsent,
  args: {
    client: { name: "智慧课堂演示应用", logo: "" },
    user: { name: "张老师" },
    scopes: [{ key: "user.read" }, { key: "user.write" }],
    onApprove: fn(),
    onDeny: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-md rounded-lg border bg-card p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OAuthConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { client: undefined, scopes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("正在加载授权信息");
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
  },
};

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { name: "「智慧课堂演示应用」申请使用你的账号" })).toBeVisible();
    await expect(canvas.getByText("张老师")).toBeVisible();
    // The client has no logo: its initial stands in.
    await expect(canvas.getByRole("img", { name: "智慧课堂演示应用" })).toHaveTextContent("智");
    await expect(canvas.getByRole("checkbox", { name: "user.read" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "user.write" })).toBeChecked();
    await userEvent.click(canvas.getByRole("checkbox", { name: "user.write" }));
    await expect(canvas.getByRole("checkbox", { name: "user.write" })).not.toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "同意授权" }));
    await expect(args.onApprove).toHaveBeenCalledWith({ "user.read": true, "user.write": false });
    await expect(args.onDeny).not.toHaveBeenCalled();
  },
};

export const Deny: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "拒绝" }));
    await expect(args.onDeny).toHaveBeenCalledTimes(1);
    await expect(args.onApprove).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const read = canvas.getByRole("checkbox", { name: "user.read" });
    await userEvent.tab();
    await expect(read).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(read).not.toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "拒绝" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "同意授权" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onApprove).toHaveBeenCalledWith({ "user.read": false, "user.write": true });
  },
};

export const NothingChecked: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("checkbox", { name: "user.read" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "user.write" }));
    await userEvent.click(canvas.getByRole("button", { name: "同意授权" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent("请至少勾选一项权限，或点击拒绝");
    await expect(args.onApprove).not.toHaveBeenCalled();
    // Ticking one again clears the hint.
    await userEvent.click(canvas.getByRole("checkbox", { name: "user.read" }));
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

export const SomeAlreadyApproved: Story = {
  args: { scopes: [{ key: "user.read", approved: true }, { key: "user.write" }] },
  play: async ({ canvas }) => {
    const read = canvas.getByRole("checkbox", { name: "user.read" });
    await expect(read).toBeChecked();
    await expect(read).toHaveAccessibleDescription("已授权");
    await expect(canvas.getByRole("checkbox", { name: "user.write" })).not.toHaveAccessibleDescription();
    await expect(canvas.getAllByText("已授权")).toHaveLength(1);
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("button", { name: "同意授权" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "拒绝" })).toBeDisabled();
    await expect(canvas.getByRole("checkbox", { name: "user.read" })).toBeDisabled();
    await expect(canvas.getByRole("status")).toHaveTextContent("正在提交授权结果");
    await userEvent.click(canvas.getByRole("button", { name: "同意授权" }), { pointerEventsCheck: 0 });
    await expect(args.onApprove).not.toHaveBeenCalled();
  },
};

export const ErrorShown: Story = {
  name: "Error",
  args: { error: "redirect_uri 不在客户端的登记列表中" },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("redirect_uri 不在客户端的登记列表中");
    // The person can try again.
    await userEvent.click(canvas.getByRole("button", { name: "同意授权" }));
    await expect(args.onApprove).toHaveBeenCalledWith({ "user.read": true, "user.write": true });
  },
};

export const WithLogo: Story = {
  args: {
    client: {
      name: "Demo",
      logo: "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='56' height='56'><rect width='56' height='56' fill='%23409eff'/></svg>",
    },
  },
  play: async ({ canvas }) => {
    // The logo replaces the initial once it has loaded.
    await waitFor(() => expect(canvas.getByRole("img", { name: "Demo" })).toHaveAttribute("src"));
    await expect(canvas.queryByText("D")).not.toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: "en" },
  args: { client: { name: "Smartclass demo app", logo: "" }, user: { name: "Ms Zhang" } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { name: "Smartclass demo app wants to use your account" })).toBeVisible();
    await expect(canvas.getByText("Signed in as")).toBeVisible();
    await userEvent.click(canvas.getByRole("checkbox", { name: "user.read" }));
    await userEvent.click(canvas.getByRole("button", { name: "Authorize" }));
    await expect(args.onApprove).toHaveBeenCalledWith({ "user.read": false, "user.write": true });
    await expect(canvas.getByRole("button", { name: "Deny" })).toBeEnabled();
  },
};
