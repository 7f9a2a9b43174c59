import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { adminRoutes, largeMenu } from "../fixtures/menus.mocks";
import { buildMenu, flattenMenu } from "../lib/menu-tree";
import { HeaderSearch } from "./header-search";

const meta = {
  title: "Shell/HeaderSearch",
  component: HeaderSearch,
  args: { entries: flattenMenu(buildMenu(adminRoutes)), onNavigate: fn(), openExternal: fn() },
  decorators: [
    (Story) => (
      <div className="flex h-96 justify-end">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HeaderSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the search with the button and waits until its fuzzy search has loaded (the first open only). */
async function openSearch(canvas: Parameters<NonNullable<Story["play"]>>[0]["canvas"]) {
  await userEvent.click(canvas.getByRole("button", { name: "搜索" }));
  const box = canvas.getByRole("combobox", { name: "搜索" });
  await waitFor(() => expect(box).toHaveAttribute("aria-busy", "false"));
  return box;
}

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "搜索" })).toBeInTheDocument();
    await expect(canvas.queryByRole("combobox")).not.toBeInTheDocument();
  },
};

export const TypeAndPickWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const box = await openSearch(canvas);
    await expect(box).toHaveFocus();
    await userEvent.type(box, "字典");
    await expect(box).toHaveAttribute("aria-expanded", "true");
    const options = canvas.getAllByRole("option");
    await expect(options[0]).toHaveTextContent("系统管理 > 字典管理");
    await expect(options[0]).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", options[0]?.id);
    await userEvent.keyboard("{Enter}");
    await expect(args.onNavigate).toHaveBeenCalledWith("/system/dict");
    // Focus returns to the search button.
    await waitFor(() => expect(canvas.getByRole("button", { name: "搜索" })).toHaveFocus());
  },
};

export const ArrowKeysMove: Story = {
  play: async ({ args, canvas }) => {
    await openSearch(canvas);
    await userEvent.keyboard("管理");
    const count = canvas.getAllByRole("option").length;
    await expect(count).toBeGreaterThan(1);
    await userEvent.keyboard("{ArrowDown}");
    const second = canvas.getAllByRole("option")[1];
    await expect(second).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    await expect(canvas.getAllByRole("option")[count - 1]).toHaveAttribute("aria-selected", "true");
    await userEvent.click(canvas.getAllByRole("option")[0] as HTMLElement);
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
  },
};

export const SearchByPath: Story = {
  play: async ({ canvas }) => {
    await openSearch(canvas);
    await userEvent.keyboard("checkin");
    await expect(canvas.getAllByRole("option")[0]).toHaveTextContent("课堂签到");
  },
};

export const NoResults: Story = {
  play: async ({ canvas }) => {
    await openSearch(canvas);
    await userEvent.keyboard("zzqqxx");
    await expect(canvas.getByText("无匹配结果")).toBeVisible();
    await expect(canvas.queryAllByRole("option")).toHaveLength(0);
  },
};

export const ExternalOpensNewTab: Story = {
  play: async ({ args, canvas }) => {
    await openSearch(canvas);
    await userEvent.keyboard("帮助文档{Enter}");
    await expect(args.openExternal).toHaveBeenCalledWith("https://www.example.com/smartclass/docs");
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas }) => {
    await openSearch(canvas);
    await userEvent.keyboard("用户{Escape}");
    await expect(canvas.queryByRole("combobox")).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole("button", { name: "搜索" })).toHaveFocus());
  },
};

export const FiveHundredEntries: Story = {
  args: { entries: flattenMenu(buildMenu(largeMenu(500))), defaultOpen: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("combobox");
    await waitFor(() => expect(box).toHaveAttribute("aria-busy", "false"));
    await userEvent.type(box, "物理作业");
    await expect(canvas.getAllByRole("option")[0]).toHaveTextContent("物理作业批改");
  },
};
