import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { createMemoryStorage } from "../lib/storage";
import type { TagView } from "../lib/tags-view";
import { TagsView, useTagsView } from "./tags-view";

const home: TagView = { path: "/index", title: "首页", affix: true };
const initial: TagView[] = [
  home,
  { path: "/system/user", title: "用户管理" },
  { path: "/system/dict", title: "字典管理" },
  { path: "/teacher/checkin", title: "课堂签到" },
];

function Demo({
  start,
  onNavigate,
  onRefresh,
}: {
  start: TagView[];
  onNavigate: (path: string) => void;
  onRefresh: (view: TagView) => void;
}) {
  const [views, setViews] = React.useState(start);
  const [path, setPath] = React.useState("/system/dict");
  return (
    <div>
      <TagsView
        views={views}
        activePath={path}
        onNavigate={(p) => {
          setPath(p);
          onNavigate(p);
        }}
        onViewsChange={setViews}
        onRefresh={onRefresh}
      />
      <output aria-label="当前页面" className="mt-2 block text-sm">
        {path}
      </output>
    </div>
  );
}

const meta = {
  title: "Shell/TagsView",
  component: Demo,
  args: { start: initial, onNavigate: fn(), onRefresh: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const tab = (name: string) => screen.getByRole("link", { name });
const openMenu = async (name: string) => {
  await userEvent.pointer({ keys: "[MouseRight]", target: tab(name) });
  return screen.findByRole("menu");
};
const names = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole("link")
    .map((a) => a.textContent);

export const Tabs: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "已访问页面" });
    await expect(names(nav)).toEqual(["首页", "用户管理", "字典管理", "课堂签到"]);
    await expect(tab("字典管理")).toHaveAttribute("aria-current", "page");
    await expect(canvas.queryByRole("button", { name: "关闭 首页" })).not.toBeInTheDocument();
  },
};

export const ClickNavigates: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(tab("用户管理"));
    await expect(args.onNavigate).toHaveBeenCalledWith("/system/user");
    await expect(canvas.getByLabelText("当前页面")).toHaveTextContent("/system/user");
  },
};

export const MenuOnAffixedFirstTab: Story = {
  play: async () => {
    const menu = await openMenu("首页");
    await expect(menu.getBoundingClientRect().width).toBe(105);
    const items = within(menu)
      .getAllByRole("menuitem")
      .map((i) => i.textContent);
    await expect(items).toEqual(["刷新页面", "关闭右侧", "关闭其他", "全部关闭"]);
    await userEvent.keyboard("{Escape}");
  },
};

export const MenuOnLastTab: Story = {
  play: async () => {
    const menu = await openMenu("课堂签到");
    const items = within(menu)
      .getAllByRole("menuitem")
      .map((i) => i.textContent);
    await expect(items).toEqual(["刷新页面", "关闭当前", "关闭左侧", "关闭其他", "全部关闭"]);
    await userEvent.keyboard("{Escape}");
  },
};

export const Refresh: Story = {
  play: async ({ args }) => {
    await openMenu("用户管理");
    await userEvent.click(screen.getByRole("menuitem", { name: "刷新页面" }));
    await expect(args.onRefresh).toHaveBeenCalledWith(expect.objectContaining({ path: "/system/user" }));
  },
};

export const CloseActiveGoesToLast: Story = {
  play: async ({ canvas }) => {
    await openMenu("字典管理");
    await userEvent.click(screen.getByRole("menuitem", { name: "关闭当前" }));
    const nav = canvas.getByRole("navigation", { name: "已访问页面" });
    await waitFor(() => expect(names(nav)).toEqual(["首页", "用户管理", "课堂签到"]));
    await expect(canvas.getByLabelText("当前页面")).toHaveTextContent("/teacher/checkin");
  },
};

export const CloseRightAndLeft: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "已访问页面" });
    await openMenu("字典管理");
    await userEvent.click(screen.getByRole("menuitem", { name: "关闭右侧" }));
    await waitFor(() => expect(names(nav)).toEqual(["首页", "用户管理", "字典管理"]));
    await openMenu("字典管理");
    await userEvent.click(screen.getByRole("menuitem", { name: "关闭左侧" }));
    await waitFor(() => expect(names(nav)).toEqual(["首页", "字典管理"]));
  },
};

export const CloseOthers: Story = {
  play: async ({ canvas }) => {
    await openMenu("用户管理");
    await userEvent.click(screen.getByRole("menuitem", { name: "关闭其他" }));
    const nav = canvas.getByRole("navigation", { name: "已访问页面" });
    await waitFor(() => expect(names(nav)).toEqual(["首页", "用户管理"]));
    await expect(canvas.getByLabelText("当前页面")).toHaveTextContent("/system/user");
  },
};

export const CloseAllGoesHome: Story = {
  play: async ({ canvas }) => {
    await openMenu("用户管理");
    await userEvent.click(screen.getByRole("menuitem", { name: "全部关闭" }));
    const nav = canvas.getByRole("navigation", { name: "已访问页面" });
    await waitFor(() => expect(names(nav)).toEqual(["首页"]));
    await expect(canvas.getByLabelText("当前页面")).toHaveTextContent("/index");
  },
};

export const MiddleClickCloses: Story = {
  play: async ({ canvas }) => {
    await userEvent.pointer({ keys: "[MouseMiddle]", target: tab("用户管理") });
    const nav = canvas.getByRole("navigation", { name: "已访问页面" });
    await waitFor(() => expect(names(nav)).toEqual(["首页", "字典管理", "课堂签到"]));
    // An affixed tab does not close.
    await userEvent.pointer({ keys: "[MouseMiddle]", target: tab("首页") });
    await expect(names(nav)).toContain("首页");
  },
};

export const KeyboardCloseAndButton: Story = {
  play: async ({ canvas }) => {
    tab("课堂签到").focus();
    await userEvent.keyboard("{Delete}");
    const nav = canvas.getByRole("navigation", { name: "已访问页面" });
    await waitFor(() => expect(names(nav)).toEqual(["首页", "用户管理", "字典管理"]));
    await userEvent.click(canvas.getByRole("button", { name: "关闭 用户管理" }));
    await waitFor(() => expect(names(nav)).toEqual(["首页", "字典管理"]));
  },
};

const storage = createMemoryStorage();

function Persisted({ path }: { path: string }) {
  const [views, setViews] = useTagsView({
    current: { path, title: path === "/a" ? "页面 A" : "页面 B" },
    affix: [home],
    storage,
  });
  return (
    <TagsView views={views} activePath={path} onNavigate={() => {}} onViewsChange={setViews} onRefresh={() => {}} />
  );
}

function ReloadDemo() {
  const [mounted, setMounted] = React.useState(true);
  const [path, setPath] = React.useState("/a");
  return (
    <div className="flex flex-col gap-2">
      {mounted ? <Persisted path={path} /> : null}
      <div className="flex gap-2">
        <button type="button" className="rounded border px-2" onClick={() => setPath("/b")}>
          打开 B
        </button>
        <button type="button" className="rounded border px-2" onClick={() => setMounted((m) => !m)}>
          模拟刷新
        </button>
      </div>
    </div>
  );
}

export const SurvivesReload: Story = {
  render: () => <ReloadDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "打开 B" }));
    await waitFor(() => expect(tab("页面 B")).toBeInTheDocument());
    await userEvent.click(canvas.getByRole("button", { name: "模拟刷新" }));
    await expect(canvas.queryByRole("navigation")).not.toBeInTheDocument();
    await expect(JSON.parse(storage.getItem("tags-view") ?? "[]")).toHaveLength(3);
    await userEvent.click(canvas.getByRole("button", { name: "模拟刷新" }));
    const nav = await canvas.findByRole("navigation", { name: "已访问页面" });
    await expect(names(nav)).toEqual(["首页", "页面 A", "页面 B"]);
  },
};
