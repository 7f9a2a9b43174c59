import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ColumnDef, RowSelectionState, SortingState } from "@tanstack/react-table";
import * as React from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { expectIsolated, longUnbroken, rtlOverrideName } from "../fixtures/hostile.mocks";
import { createMemoryStorage, type KeyValueStorage } from "../lib/storage";
import { Badge } from "./badge";
import { Button } from "./button";
import { DataTable } from "./data-table";
import { visibilityKey } from "./data-table-visibility";
import { SearchBar } from "./search-bar";

type User = { id: number; username: string; nickname: string; deptName: string; mobile: string; status: 0 | 1 };

// Story data: 30 users, paged and sorted in the harness below as the server would.
const users: User[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  username: `teacher${String(i + 1).padStart(2, "0")}`,
  nickname: `老师${i + 1}`,
  deptName: i % 2 === 0 ? "数学组" : "语文组",
  mobile: `138000000${String(i + 1).padStart(2, "0")}`,
  status: i % 7 === 3 ? 1 : 0,
}));

const columns: ColumnDef<User>[] = [
  { accessorKey: "username", header: "用户名称", enableSorting: true, size: 140 },
  { accessorKey: "nickname", header: "用户昵称", enableSorting: true },
  { accessorKey: "deptName", header: "部门" },
  { accessorKey: "mobile", header: "手机号码", size: 140 },
  {
    accessorKey: "status",
    header: "状态",
    size: 90,
    meta: { align: "center" },
    cell: ({ row }) => (
      <Badge variant={row.original.status === 0 ? "success" : "danger"}>
        {row.original.status === 0 ? "正常" : "停用"}
      </Badge>
    ),
  },
];

type HarnessProps = {
  storage?: KeyValueStorage;
  selectable?: boolean;
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
  rows?: User[];
  onSortingChange?: (sorting: SortingState) => void;
  onPageChange?: (pageNo: number, pageSize: number) => void;
};

/** Pages, sorts and searches the story data as a server would, so the table's calls can be seen working. */
function Harness({
  storage = createMemoryStorage(),
  selectable = false,
  loading,
  error,
  onRetry,
  rows = users,
  onSortingChange,
  onPageChange,
}: HarnessProps) {
  const [pageNo, setPageNo] = React.useState(1);
  const [pageSize, setPageSize] = React.useState(12);
  const [sorting, setSorting] = React.useState<SortingState>([]);
  const [selection, setSelection] = React.useState<RowSelectionState>({});
  const [text, setText] = React.useState("");
  const matching = rows.filter((u) => u.username.includes(text) || u.nickname.includes(text));
  const sorted = [...matching];
  const [sort] = sorting;
  if (sort) {
    const key = sort.id as keyof User;
    sorted.sort((a, b) => String(a[key]).localeCompare(String(b[key]), "zh") * (sort.desc ? -1 : 1));
  }
  const page = sorted.slice((pageNo - 1) * pageSize, pageNo * pageSize);
  const selected = Object.keys(selection).length;
  return (
    <DataTable
      caption="用户列表"
      tableId="users"
      storage={storage}
      columns={columns}
      data={page}
      getRowId={(u) => String(u.id)}
      rowLabel={(u) => u.username}
      pageNo={pageNo}
      pageSize={pageSize}
      total={matching.length}
      onPageChange={(p, s) => {
        setPageNo(p);
        setPageSize(s);
        onPageChange?.(p, s);
      }}
      sorting={sorting}
      onSortingChange={(next) => {
        setSorting(next);
        onSortingChange?.(next);
      }}
      rowSelection={selectable ? selection : undefined}
      onRowSelectionChange={selectable ? setSelection : undefined}
      loading={loading}
      error={error}
      onRetry={onRetry}
      toolbar={
        <>
          <SearchBar
            label="用户名称"
            onSearch={(t) => {
              setText(t);
              setPageNo(1);
            }}
          />
          {selectable ? <Button disabled={selected === 0}>删除{selected > 0 ? `（${selected}）` : ""}</Button> : null}
        </>
      }
    />
  );
}

const meta = {
  title: "Primitives/DataTable",
  component: Harness,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (table: HTMLElement) => within(table).getAllByRole("row").slice(1);

export const WithRows: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "用户列表" });
    await expect(bodyRows(table)).toHaveLength(12);
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["用户名称", "用户昵称", "部门", "手机号码", "状态"]);
    await expect(within(table).getByRole("columnheader", { name: "用户名称" })).toHaveAttribute("aria-sort", "none");
    await expect(within(table).getByRole("columnheader", { name: "部门" })).not.toHaveAttribute("aria-sort");
    await expect(canvas.getByText("共 30 条")).toBeInTheDocument();
  },
};

export const Paging: Story = {
  args: { onPageChange: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "第 3 页" }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3, 12);
    const table = canvas.getByRole("table");
    await expect(bodyRows(table)).toHaveLength(6);
    await expect(within(table).getByText("teacher25")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "第 3 页" })).toHaveAttribute("aria-current", "page");
  },
};

export const Sorting: Story = {
  args: { onSortingChange: fn() },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole("table");
    const header = within(table).getByRole("columnheader", { name: "用户名称" });
    const button = within(header).getByRole("button", { name: "用户名称" });
    await userEvent.click(button);
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: "username", desc: false }]);
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    // Keyboard: Enter on the focused header button sorts the other way.
    button.focus();
    await userEvent.keyboard("{Enter}");
    await expect(header).toHaveAttribute("aria-sort", "descending");
    await expect(within(bodyRows(table)[0]!).getByText("teacher30")).toBeInTheDocument();
    await userEvent.keyboard(" ");
    await expect(header).toHaveAttribute("aria-sort", "none");
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([]);
    await expect(within(bodyRows(table)[0]!).getByText("teacher01")).toBeInTheDocument();
  },
};

export const ColumnSettings: Story = {
  args: { storage: createMemoryStorage() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "列设置" }));
    const mobile = await screen.findByRole("menuitemcheckbox", { name: "手机号码" });
    await expect(mobile).toHaveAttribute("aria-checked", "true");
    await userEvent.click(mobile);
    // The menu stays open so several columns can be switched.
    await expect(screen.getByRole("menuitemcheckbox", { name: "手机号码" })).toHaveAttribute("aria-checked", "false");
    await userEvent.click(screen.getByRole("menuitemcheckbox", { name: "部门" }));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    const table = canvas.getByRole("table");
    await expect(within(table).queryByRole("columnheader", { name: "手机号码" })).not.toBeInTheDocument();
    await expect(within(table).queryByRole("columnheader", { name: "部门" })).not.toBeInTheDocument();
    await expect(args.storage?.getItem(visibilityKey("users"))).toBe(
      JSON.stringify({ mobile: false, deptName: false }),
    );
  },
};

export const RememberedColumns: Story = {
  args: { storage: createMemoryStorage({ [visibilityKey("users")]: JSON.stringify({ mobile: false }) }) },
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table");
    await expect(within(table).queryByRole("columnheader", { name: "手机号码" })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "列设置" }));
    await userEvent.click(await screen.findByRole("menuitemcheckbox", { name: "手机号码" }));
    await userEvent.keyboard("{Escape}");
    await expect(within(table).getByRole("columnheader", { name: "手机号码" })).toBeInTheDocument();
  },
};

export const LastColumnCannotBeHidden: Story = {
  args: {
    storage: createMemoryStorage({
      [visibilityKey("users")]: JSON.stringify({ nickname: false, deptName: false, mobile: false, status: false }),
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("columnheader")).toHaveLength(1);
    await userEvent.click(canvas.getByRole("button", { name: "列设置" }));
    await expect(await screen.findByRole("menuitemcheckbox", { name: "用户名称" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await userEvent.keyboard("{Escape}");
  },
};

export const Selection: Story = {
  args: { selectable: true },
  play: async ({ canvas }) => {
    const remove = canvas.getByRole("button", { name: "删除" });
    await expect(remove).toBeDisabled();
    await userEvent.click(canvas.getByRole("checkbox", { name: "选择 teacher02" }));
    await expect(canvas.getByRole("button", { name: "删除（1）" })).toBeEnabled();
    const all = canvas.getByRole("checkbox", { name: "全选本页" });
    await expect(all).toHaveAttribute("aria-checked", "mixed");
    await userEvent.click(all);
    await expect(canvas.getByRole("button", { name: "删除（12）" })).toBeEnabled();
    await expect(canvas.getByRole("checkbox", { name: "选择 teacher12" })).toBeChecked();
    // Selection is kept by row id across pages; the next page starts unselected.
    await userEvent.click(canvas.getByRole("button", { name: "下一页" }));
    await expect(canvas.getByRole("checkbox", { name: "全选本页" })).not.toBeChecked();
    await userEvent.click(canvas.getByRole("checkbox", { name: "选择 teacher13" }));
    await expect(canvas.getByRole("button", { name: "删除（13）" })).toBeEnabled();
    await userEvent.click(canvas.getByRole("button", { name: "上一页" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "全选本页" }));
    await expect(canvas.getByRole("button", { name: "删除（1）" })).toBeEnabled();
  },
};

export const Searching: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "用户名称" }), "teacher1");
    await userEvent.click(canvas.getByRole("button", { name: "搜索" }));
    const table = canvas.getByRole("table");
    await expect(bodyRows(table)).toHaveLength(10);
    await expect(canvas.getByText("共 10 条")).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true, rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("table")).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent("加载中");
    await expect(canvas.queryByText("暂无数据")).not.toBeInTheDocument();
  },
};

export const RefreshingRows: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table");
    await expect(table).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent("加载中");
    // The current page stays on screen while the next answer loads.
    await expect(bodyRows(table)).toHaveLength(12);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("cell", { name: "暂无数据" })).toBeInTheDocument();
    await expect(canvas.queryByRole("navigation", { name: "分页" })).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { rows: [], error: "系统未知错误，请反馈给管理员", onRetry: fn() },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("加载失败：系统未知错误，请反馈给管理员");
    await userEvent.click(within(alert).getByRole("button", { name: "重试" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** In English: the table's own texts (selection, column settings, paging, errors) read in English. */
export const English: Story = {
  globals: { locale: "en" },
  args: { selectable: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("30 total")).toBeInTheDocument();
    await expect(canvas.getByRole("checkbox", { name: "Select all on this page" })).not.toBeChecked();
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select teacher02" }));
    await expect(canvas.getByRole("checkbox", { name: "Select all on this page" })).toHaveAttribute(
      "aria-checked",
      "mixed",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Columns" }));
    const menu = await screen.findByRole("menu");
    await expect(within(menu).getByText("Shown columns")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await userEvent.click(canvas.getByRole("button", { name: "Next page" }));
    await expect(canvas.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  },
};

/** In English, a failed load says why and offers Retry. */
export const EnglishLoadError: Story = {
  globals: { locale: "en" },
  args: { rows: [], error: "Unknown server error", onRetry: fn() },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("Failed to load: Unknown server error");
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A disguised nickname and a 2,000-character department: the name in logical order, nothing widens the table. */
export const HostileNames: Story = {
  args: {
    rows: users.slice(0, 3).map((u, i) => (i === 0 ? { ...u, nickname: rtlOverrideName, deptName: longUnbroken } : u)),
  },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole("table", { name: "用户列表" });
    const name = within(table).getByText("fdp.exe张三");
    await expectIsolated(name);
    const container = table.parentElement;
    if (!container) throw new Error("the table has a container");
    await expect(container.scrollWidth).toBeLessThanOrEqual(container.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
