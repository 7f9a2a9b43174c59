import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { Button } from "./button";
import { DropdownMenu } from "./dropdown-menu";

function UserMenu({ onSelect }: { onSelect: (item: string) => void }) {
  const [size, setSize] = useState("medium");
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button>用户菜单</Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="start">
        <DropdownMenu.Item onSelect={() => onSelect("profile")}>个人中心</DropdownMenu.Item>
        <DropdownMenu.Item onSelect={() => onSelect("settings")}>布局设置</DropdownMenu.Item>
        <DropdownMenu.Item disabled>帮助文档</DropdownMenu.Item>
        <DropdownMenu.Sub>
          <DropdownMenu.SubTrigger>布局大小</DropdownMenu.SubTrigger>
          <DropdownMenu.SubContent>
            <DropdownMenu.RadioGroup value={size} onValueChange={setSize}>
              {["default", "medium", "small", "mini"].map((s) => (
                <DropdownMenu.RadioItem key={s} value={s}>
                  {s}
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
          </DropdownMenu.SubContent>
        </DropdownMenu.Sub>
        <DropdownMenu.Separator />
        <DropdownMenu.Item variant="danger" onSelect={() => onSelect("logout")}>
          退出登录
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

const meta = {
  title: "Primitives/DropdownMenu",
  component: UserMenu,
  args: { onSelect: fn() },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "用户菜单" })).toHaveAttribute("aria-expanded", "false");
  },
};

export const ClickToSelect: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "用户菜单" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "布局设置" }));
    await expect(args.onSelect).toHaveBeenCalledWith("settings");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "用户菜单" });
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    const first = await screen.findByRole("menuitem", { name: "个人中心" });
    await waitFor(() => expect(first).toHaveFocus());
    // ArrowDown moves on and skips the disabled item.
    await userEvent.keyboard("{ArrowDown}");
    await expect(screen.getByRole("menuitem", { name: "布局设置" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(screen.getByRole("menuitem", { name: "布局大小" })).toHaveFocus();
    // ArrowRight opens the submenu; a radio choice is made with Enter.
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(screen.getByRole("menuitemradio", { name: "default" })).toHaveFocus());
    await userEvent.keyboard("{ArrowLeft}");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "布局大小" })).toHaveFocus());
    // End jumps to the last item; Enter selects it and the menu closes with focus back on the trigger.
    await userEvent.keyboard("{End}");
    await expect(screen.getByRole("menuitem", { name: "退出登录" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSelect).toHaveBeenCalledWith("logout");
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "用户菜单" });
    await userEvent.click(trigger);
    await screen.findByRole("menu");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};
