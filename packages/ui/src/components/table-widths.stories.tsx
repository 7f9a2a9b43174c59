import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ColumnDef } from "@tanstack/react-table";
import type * as React from "react";
import { expect, waitFor, within } from "storybook/test";

import { createMemoryStorage } from "../lib/storage";
import { Badge } from "./badge";
import { Button } from "./button";
import { DataTable } from "./data-table";
import { Pagination } from "./pagination";
import { Table, type TableColumn } from "./table";

// Administration tables inside the shell of a laptop's window: the sidebar, then the page's content box
// (the box that would scroll sideways). The tables here carry as many fixed columns as the busiest
// administration pages (the configuration records, the process models).

type Config = { id: number; category: string; name: string; key: string; value: string; remark: string };

const configs: Config[] = Array.from({ length: 5 }, (_, i) => ({
  id: i + 1,
  category: "系统",
  name: `参数配置名称很长的一条记录 ${i + 1}`,
  key: `system.config.key.number.${i + 1}`,
  value: "https://example.edu/a/long/value",
  remark: "备注：学校在开学前统一设置的参数，请勿随意修改",
}));

const configColumns: ColumnDef<Config>[] = [
  { accessorKey: "category", header: "参数分类", size: 90 },
  { accessorKey: "name", header: "参数名称" },
  { accessorKey: "key", header: "参数键名", size: 220 },
  { accessorKey: "value", header: "参数键值", size: 140 },
  { id: "type", header: "系统内置", size: 100, cell: () => <Badge variant="danger">是</Badge> },
  { id: "visible", header: "是否可见", size: 90, cell: () => <Badge variant="primary">是</Badge> },
  { accessorKey: "remark", header: "备注", meta: { wrap: true } },
  { id: "createTime", header: "创建时间", size: 170, cell: () => "2026-11-28 19:30:00" },
  {
    id: "actions",
    header: "操作",
    size: 120,
    enableHiding: false,
    cell: ({ row }) => (
      <span className="flex gap-1">
        <Button size="mini" variant="link" aria-label={`修改 ${row.original.key}`}>
          修改
        </Button>
        <Button size="mini" variant="link" className="text-danger" aria-label={`删除 ${row.original.key}`}>
          删除
        </Button>
      </span>
    ),
  },
];

type Model = { id: number; name: string; key: string; category: string; form: string; updated: string };

const models: Model[] = Array.from({ length: 4 }, (_, i) => ({
  id: i + 1,
  name: `学生请假审批流程 ${i + 1}`,
  key: `leave_request_${i + 1}`,
  category: "请假",
  form: "请假申请表",
  updated: "2026-11-28 19:30:00",
}));

const modelColumns: TableColumn<Model>[] = [
  { key: "name", header: "流程名称" },
  { key: "key", header: "流程标识", width: 160 },
  { key: "category", header: "流程分类", width: 100 },
  { key: "form", header: "表单", width: 130 },
  { key: "latest", header: "最新版本", width: 190, cell: () => "v3" },
  { key: "updated", header: "更新时间", width: 170 },
  {
    key: "actions",
    header: "操作",
    width: 190,
    className: "overflow-visible",
    cell: (model) => (
      <span className="flex gap-1">
        {["设计", "部署", "版本", "删除"].map((label) => (
          <Button key={label} size="mini" variant="link" className="px-1" aria-label={`${label} ${model.name}`}>
            {label}
          </Button>
        ))}
      </span>
    ),
  },
];

/** The shell at a window width: the sidebar (its token width) and the page's content box. */
function ShellAt({ width, children }: { width: number; children: React.ReactNode }) {
  return (
    <div className="flex h-[520px] border" style={{ width }} data-testid="window">
      <div className="w-sidebar shrink-0 bg-side" aria-hidden />
      <div data-testid="content-box" className="flex min-w-0 flex-1 flex-col overflow-auto p-4">
        <section className="flex flex-col gap-4">{children}</section>
      </div>
    </div>
  );
}

function ConfigTableAt({ width }: { width: number }) {
  return (
    <ShellAt width={width}>
      <DataTable<Config>
        caption="参数配置"
        columns={configColumns}
        data={configs}
        getRowId={(row) => String(row.id)}
        storage={createMemoryStorage()}
        pageNo={1}
        pageSize={10}
        total={configs.length}
        onPageChange={() => undefined}
      />
    </ShellAt>
  );
}

function ModelTableAt({ width }: { width: number }) {
  return (
    <ShellAt width={width}>
      <Table caption="流程模型" columns={modelColumns} rows={models} rowKey={(model) => model.id} />
      <Pagination total={models.length} onChange={() => undefined} />
    </ShellAt>
  );
}

const meta = {
  title: "Primitives/Table widths",
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * What a person sees at this width: the name column at its minimum or wider, the content box not
 * scrolling sideways (the table scrolls inside its own box), the last action fully inside the table's
 * visible box, and the pager at the right edge of the content box.
 */
async function expectReadable(canvasElement: HTMLElement, caption: string, nameHeader: string, lastAction: string) {
  const canvas = within(canvasElement);
  const contentBox = canvas.getByTestId("content-box");
  await expect(contentBox.scrollWidth).toBeLessThanOrEqual(contentBox.clientWidth);
  const table = canvas.getByRole("table", { name: caption });
  const name = within(table).getByRole("columnheader", { name: nameHeader });
  await expect(name.getBoundingClientRect().width).toBeGreaterThanOrEqual(140);
  const scrollBox = table.parentElement as HTMLElement;
  // A box that scrolls sideways is a named region a keyboard can reach and scroll.
  if (scrollBox.scrollWidth > scrollBox.clientWidth) {
    // The box learns it overflows from a ResizeObserver, a frame after the layout.
    await waitFor(() => expect(scrollBox).toHaveAttribute("tabindex", "0"));
    await expect(scrollBox).toHaveAccessibleName(caption);
  }
  const visible = scrollBox.getBoundingClientRect();
  const action = within(table).getAllByRole("button", { name: new RegExp(`^${lastAction}`) })[0] as HTMLElement;
  const box = action.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(visible.left);
  await expect(box.right).toBeLessThanOrEqual(visible.right + 0.5);
  const pager = canvas.getByRole("navigation", { name: /分页|pagination/i });
  const total = pager.firstElementChild as HTMLElement;
  // The pager's items end at the content box's right edge (inside its padding).
  const pagerItems = Array.from(pager.children).map((child) => child.getBoundingClientRect().right);
  await expect(Math.max(...pagerItems)).toBeGreaterThan(contentBox.getBoundingClientRect().right - 40);
  await expect(total).toBeVisible();
}

/** 参数配置 at a 1024 px window: nine columns in about 780 px. */
export const ConfigAt1024: Story = {
  render: () => <ConfigTableAt width={1024} />,
  play: async ({ canvasElement }) => {
    await expectReadable(canvasElement, "参数配置", "参数名称", "删除");
  },
};

/** 参数配置 at a 1280 px window. */
export const ConfigAt1280: Story = {
  render: () => <ConfigTableAt width={1280} />,
  play: async ({ canvasElement }) => {
    await expectReadable(canvasElement, "参数配置", "参数名称", "删除");
  },
};

/** 流程模型 at a 1024 px window: the name keeps its column, 设计/部署/版本/删除 stay in view. */
export const ModelsAt1024: Story = {
  render: () => <ModelTableAt width={1024} />,
  play: async ({ canvasElement }) => {
    await expectReadable(canvasElement, "流程模型", "流程名称", "删除");
  },
};

/** 流程模型 at a 1280 px window. */
export const ModelsAt1280: Story = {
  render: () => <ModelTableAt width={1280} />,
  play: async ({ canvasElement }) => {
    await expectReadable(canvasElement, "流程模型", "流程名称", "删除");
  },
};
