import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ColumnDef } from "@tanstack/react-table";
import * as React from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { Badge } from "../badge";
import { FilterBar, FilterField } from "../filter-bar";
import { Input } from "../input";
import { CrudPage } from "./crud-page";
import { useCrudPage } from "./use-crud-page";

type Post = { id: number; code: string; name: string; sort: number; status: 0 | 1 };

const allPosts: Post[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  code: `post_${i + 1}`,
  name: i === 0 ? "班主任" : `岗位 ${i + 1}`,
  sort: i,
  status: i % 5 === 4 ? 1 : 0,
}));

const columns: ColumnDef<Post>[] = [
  { accessorKey: "name", header: "岗位名称" },
  { accessorKey: "code", header: "岗位编码", size: 160 },
  { accessorKey: "sort", header: "显示顺序", size: 100, meta: { align: "center" } },
  {
    id: "status",
    header: "状态",
    size: 90,
    meta: { align: "center", label: "状态" },
    cell: ({ row }) =>
      row.original.status === 0 ? <Badge variant="primary">开启</Badge> : <Badge variant="info">关闭</Badge>,
  },
];

type HarnessProps = {
  /** The permissions the signed-in administrator holds. */
  canCreate?: boolean;
  canUpdate?: boolean;
  canDelete?: boolean;
  canExport?: boolean;
  loading?: boolean;
  error?: string;
  rows?: Post[];
  /** A refusal of the server for the deletion (the client would have shown it). */
  refuseDelete?: boolean;
  onAdd?: () => void;
  onEdit?: (post: Post) => void;
  onDelete?: (post: Post) => void;
  onRetry?: () => void;
  onExport?: () => void;
};

/** A 岗位管理 list on the story data, paged and filtered as the server would. */
function Harness({
  canCreate = true,
  canUpdate = true,
  canDelete = true,
  canExport = true,
  loading,
  error,
  rows: initial = allPosts,
  refuseDelete = false,
  onAdd,
  onEdit,
  onDelete,
  onRetry,
  onExport,
}: HarnessProps) {
  const [rows, setRows] = React.useState(initial);
  const crud = useCrudPage<Post, { name: string }>({ name: "" });
  const matching = rows.filter((r) => r.name.includes(crud.filters.name));
  const { pageNo, pageSize } = crud.paging;
  const page = matching.slice((pageNo - 1) * pageSize, pageNo * pageSize);
  return (
    <CrudPage<Post>
      caption="岗位列表"
      columns={columns}
      getRowId={(row) => String(row.id)}
      rowName={(row) => row.name}
      rows={loading || error ? [] : page}
      total={loading || error ? 0 : matching.length}
      pageNo={pageNo}
      pageSize={pageSize}
      onPageChange={crud.onPageChange}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty="暂无岗位"
      filters={
        <FilterBar label="搜索岗位" defaultValues={{ name: "" }} onSearch={crud.applyFilters}>
          {({ values, set }) => (
            <FilterField label="岗位名称">
              <Input value={values.name} onChange={(event) => set({ name: event.target.value })} className="w-48" />
            </FilterField>
          )}
        </FilterBar>
      }
      onAdd={canCreate ? onAdd : undefined}
      onEdit={canUpdate ? onEdit : undefined}
      onDelete={
        canDelete
          ? async (post) => {
              onDelete?.(post);
              if (refuseDelete) throw new Error("岗位使用中，不能删除");
              setRows((all) => all.filter((r) => r.id !== post.id));
              crud.afterRemoval(page.length);
            }
          : undefined
      }
      deleteQuestion={(post) => `是否确认删除岗位名称为“${post.name}”的数据项？`}
      onExport={
        canExport
          ? async () => {
              onExport?.();
              return { blob: new Blob(["岗位"]), fileName: "岗位.xls" };
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: "Admin/CrudPage",
  component: Harness,
  args: { onAdd: fn(), onEdit: fn(), onDelete: fn(), onRetry: fn(), onExport: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole("table", { name: "岗位列表" });
const bodyRows = () => within(table()).getAllByRole("row").slice(1);

/** Every permission: 新增 and 导出 above, 修改 and 删除 on each row, 20 rows a page of 23. */
export const AllPermissions: Story = {
  play: async ({ args, canvas }) => {
    await expect(bodyRows()).toHaveLength(20);
    await expect(canvas.getByText("共 23 条")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "新增" }));
    await expect(args.onAdd).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "修改 班主任" }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ name: "班主任" }));
    await expect(canvas.getByRole("button", { name: "导出" })).toBeVisible();
  },
};

/** Without permissions the buttons are not there, and neither is the 操作 column. */
export const ReadOnly: Story = {
  args: { canCreate: false, canUpdate: false, canDelete: false, canExport: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "新增" })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "导出" })).not.toBeInTheDocument();
    await expect(within(table()).queryByRole("columnheader", { name: "操作" })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: /^删除/ })).not.toBeInTheDocument();
  },
};

/** 删除 asks first; 取消 keeps the row, 确定 removes it. */
export const DeleteAsksFirst: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "删除 班主任" }));
    let question = await screen.findByRole("alertdialog", { name: "系统提示" });
    await expect(question).toHaveTextContent("是否确认删除岗位名称为“班主任”的数据项？");
    await userEvent.click(within(question).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "删除 班主任" }));
    question = await screen.findByRole("alertdialog", { name: "系统提示" });
    await userEvent.click(within(question).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ name: "班主任" }));
    await expect(canvas.queryByRole("button", { name: "删除 班主任" })).not.toBeInTheDocument();
    await expect(canvas.getByText("共 22 条")).toBeVisible();
  },
};

/** A refused deletion closes the question and keeps the row (the client has shown the reason). */
export const DeleteRefused: Story = {
  args: { refuseDelete: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "删除 班主任" }));
    const question = await screen.findByRole("alertdialog", { name: "系统提示" });
    await userEvent.click(within(question).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(canvas.getByRole("button", { name: "删除 班主任" })).toBeVisible();
  },
};

/** A search starts again at page 1 with the matching rows. */
export const FilterFromPageTwo: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /下一页|next/i }));
    await expect(bodyRows()).toHaveLength(3);
    await userEvent.type(canvas.getByRole("textbox", { name: "岗位名称" }), "班主任{Enter}");
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await expect(canvas.getByText("共 1 条")).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("暂无岗位")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async () => {
    await expect(within(table()).getByRole("status")).toHaveTextContent("加载中");
  },
};

export const LoadFailed: Story = {
  args: { error: "网络错误" },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("网络错误");
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
