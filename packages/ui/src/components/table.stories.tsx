import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { Badge } from "./badge";
import { Table, type TableColumn } from "./table";

type User = { id: number; name: string; dept: string; status: "0" | "1" };

const columns: TableColumn<User>[] = [
  { key: "id", header: "编号", width: 80 },
  { key: "name", header: "用户昵称", width: 160 },
  { key: "dept", header: "部门" },
  {
    key: "status",
    header: "状态",
    width: 100,
    align: "center",
    cell: (u) => <Badge variant={u.status === "0" ? "success" : "danger"}>{u.status === "0" ? "正常" : "停用"}</Badge>,
  },
];

const rows: User[] = [
  { id: 1, name: "张老师", dept: "数学组", status: "0" },
  { id: 2, name: "李同学", dept: "高一(3)班", status: "0" },
  { id: 3, name: "王老师", dept: "语文组", status: "1" },
];

const meta = {
  title: "Primitives/Table",
  component: Table<User>,
  args: { columns, rows, rowKey: (u: User) => u.id, caption: "用户列表" },
} satisfies Meta<typeof Table<User>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "用户列表" });
    await expect(within(table).getAllByRole("row")).toHaveLength(4);
    await expect(within(table).getByRole("columnheader", { name: "用户昵称" })).toBeInTheDocument();
    await expect(within(table).getByText("停用")).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("暂无数据")).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("table")).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent("加载中");
  },
};
