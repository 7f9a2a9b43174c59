import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ColumnDef, RowSelectionState } from "@tanstack/react-table";
import * as React from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { Badge } from "./badge";
import { Button } from "./button";
import { DataTable } from "./data-table";
import { Table, type TableColumn } from "./table";

// A responsive DataTable (and Table) on a 360 px phone: each row a card with its fields as
// label: value lines and its actions as 44 × 44 px buttons 8 px apart.

type Assignment = { id: number; title: string; course: string; deadline: string; state: "open" | "closed" };

const assignments: Assignment[] = [
  { id: 1, title: "第三章 链表：单链表的插入与删除", course: "数据结构", deadline: "11-30 23:59", state: "open" },
  { id: 2, title: "实验二 栈与队列", course: "数据结构", deadline: "12-02 18:00", state: "open" },
  {
    id: 3,
    title: "期中复习：一元函数的极限与连续性的全部习题",
    course: "高等数学",
    deadline: "12-05 12:00",
    state: "closed",
  },
];

const PHONE_WIDTH = 360;

function Phone({ children }: { children: React.ReactNode }) {
  return (
    <div data-testid="phone" style={{ width: PHONE_WIDTH, padding: 12, boxSizing: "border-box" }}>
      {children}
    </div>
  );
}

type HarnessProps = {
  rows?: Assignment[];
  loading?: boolean;
  error?: string;
  empty?: string;
  selectable?: boolean;
  onOpen?: (row: Assignment) => void;
  onRetry?: () => void;
};

function Harness({ rows = assignments, loading, error, empty, selectable = false, onOpen, onRetry }: HarnessProps) {
  const [selection, setSelection] = React.useState<RowSelectionState>({});
  const columns = React.useMemo<ColumnDef<Assignment>[]>(
    () => [
      { accessorKey: "title", header: "作业", meta: { wrap: true } },
      { accessorKey: "course", header: "课程", size: 110 },
      { accessorKey: "deadline", header: "截止时间", size: 120 },
      {
        accessorKey: "state",
        header: "状态",
        size: 80,
        cell: ({ row }) =>
          row.original.state === "open" ? <Badge variant="success">进行中</Badge> : <Badge>已截止</Badge>,
      },
      {
        id: "actions",
        header: "操作",
        size: 120,
        cell: ({ row }) => (
          <>
            <Button size="mini" variant="link" onClick={() => onOpen?.(row.original)}>
              查看
            </Button>
            <Button size="mini" variant="link">
              提交
            </Button>
          </>
        ),
      },
    ],
    [onOpen],
  );
  return (
    <Phone>
      <DataTable
        caption="我的作业"
        columns={columns}
        data={rows}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => row.title}
        pageNo={1}
        pageSize={10}
        total={rows.length}
        onPageChange={() => {}}
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={empty}
        hideColumnMenu
        rowSelection={selectable ? selection : undefined}
        onRowSelectionChange={selectable ? setSelection : undefined}
        responsive
      />
    </Phone>
  );
}

const meta = {
  title: "Primitives/DataTable/Cards on a phone",
  component: Harness,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing in the phone's frame is wider than it. */
async function expectFitsPhone(canvasElement: HTMLElement) {
  const phone = within(canvasElement).getByTestId("phone");
  await expect(phone.scrollWidth).toBeLessThanOrEqual(PHONE_WIDTH);
}

export const RowsAsCards: Story = {
  args: { onOpen: fn() },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("table")).toBeNull();
    const list = canvas.getByRole("list", { name: "我的作业" });
    const cards = within(list).getAllByRole("listitem");
    await expect(cards).toHaveLength(3);
    // The first field is the card's title; the others read as label: value.
    const first = within(cards[0]!);
    await expect(first.getByText("第三章 链表：单链表的插入与删除")).toBeVisible();
    await expect(first.getByText("课程")).toBeVisible();
    await expect(first.getByText("数据结构")).toBeVisible();
    await expect(first.getByText("截止时间")).toBeVisible();
    await expect(first.getByText("进行中")).toBeVisible();
    // The headers do not break one character per line: each label is one line high.
    const label = first.getByText("截止时间");
    await expect(label.getBoundingClientRect().height).toBeLessThan(30);
    await expectFitsPhone(canvasElement);
  },
};

export const ActionsTappable: Story = {
  args: { onOpen: fn() },
  play: async ({ canvas, args }) => {
    const card = within(within(canvas.getByRole("list", { name: "我的作业" })).getAllByRole("listitem")[1]!);
    const open = card.getByRole("button", { name: "查看" });
    const submit = card.getByRole("button", { name: "提交" });
    for (const button of [open, submit]) {
      const box = button.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
    // 8 px between neighbours.
    const gap = submit.getBoundingClientRect().left - open.getBoundingClientRect().right;
    await expect(gap).toBeGreaterThanOrEqual(8);
    await userEvent.click(open);
    await expect(args.onOpen).toHaveBeenCalledWith(assignments[1]);
  },
};

export const Selectable: Story = {
  args: { selectable: true },
  play: async ({ canvas }) => {
    const name = "选择 实验二 栈与队列";
    await userEvent.click(canvas.getByRole("checkbox", { name }));
    await waitFor(() => expect(canvas.getByRole("checkbox", { name })).toBeChecked());
    const cards = within(canvas.getByRole("list", { name: "我的作业" })).getAllByRole("listitem");
    await expect(cards[1]).toHaveAttribute("data-state", "selected");
  },
};

export const EmptyNotCutOff: Story = {
  args: { rows: [], empty: "还没有布置给你的作业，老师布置后会出现在这里" },
  play: async ({ canvas, canvasElement }) => {
    const text = canvas.getByText("还没有布置给你的作业，老师布置后会出现在这里");
    await expect(text).toBeVisible();
    // Wrapped onto more lines, never cut with an ellipsis.
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
    await expectFitsPhone(canvasElement);
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("加载中");
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

export const Reloading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole("list", { name: "我的作业" })).getAllByRole("listitem")).toHaveLength(3);
    await expect(canvas.getByRole("status")).toHaveTextContent("加载中");
  },
};

export const LoadFailed: Story = {
  args: { rows: [], error: "网络错误", onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("加载失败：网络错误");
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

const tableColumns: TableColumn<Assignment>[] = [
  { key: "title", header: "标题" },
  { key: "course", header: "课程", width: 110 },
  { key: "deadline", header: "截止时间", width: 120 },
  { key: "actions", header: "操作", width: 80, cell: () => <Button size="mini">打开</Button> },
];

/** The simpler Table of the classroom lists, responsive the same way. */
export const TableAsCards: Story = {
  render: () => (
    <Phone>
      <Table caption="我的提问" columns={tableColumns} rows={assignments} rowKey={(row) => row.id} responsive />
    </Phone>
  ),
  play: async ({ canvas, canvasElement }) => {
    const cards = within(canvas.getByRole("list", { name: "我的提问" })).getAllByRole("listitem");
    await expect(cards).toHaveLength(3);
    await expect(within(cards[2]!).getByText("高等数学")).toBeVisible();
    const open = within(cards[0]!).getByRole("button", { name: "打开" });
    await expect(open.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expectFitsPhone(canvasElement);
  },
};

/** Wider than the breakpoint the same table keeps its columns. */
export const WideKeepsColumns: Story = {
  render: () => (
    <div style={{ width: 800 }}>
      <Table caption="我的提问" columns={tableColumns} rows={assignments} rowKey={(row) => row.id} responsive />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("table", { name: "我的提问" })).toBeVisible();
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

/**
 * A table first drawn in a hidden box (a closed tab panel, a page still being prepared) keeps its
 * columns when the box is shown on a wide screen: a box with no width yet is not a phone.
 */
export const HiddenThenShownKeepsColumns: Story = {
  render: function HiddenThenShown() {
    const [shown, setShown] = React.useState(false);
    return (
      <div style={{ width: 800 }}>
        <Button onClick={() => setShown(true)}>显示</Button>
        <div hidden={!shown} data-testid="panel">
          <Table caption="我的提问" columns={tableColumns} rows={assignments} rowKey={(row) => row.id} responsive />
        </div>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("list", { hidden: true })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "显示" }));
    await expect(canvas.getByRole("table", { name: "我的提问" })).toBeVisible();
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};
