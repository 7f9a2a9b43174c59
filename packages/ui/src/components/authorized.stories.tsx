import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { AuthorizationProvider, Authorized } from "./authorized";
import { Button } from "./button";

function Toolbar({ permissions, roles }: { permissions: string[]; roles: string[] }) {
  return (
    <AuthorizationProvider permissions={permissions} roles={roles}>
      <div className="flex gap-2">
        <Authorized hasPermi={["system:user:create"]}>
          <Button variant="primary">新增</Button>
        </Authorized>
        <Authorized hasPermi={["system:user:update", "system:user:delete"]} mode="all">
          <Button>修改并删除</Button>
        </Authorized>
        <Authorized hasPermi={["system:user:export", "system:user:import"]}>
          <Button>导入导出</Button>
        </Authorized>
        <Authorized hasRole={["teacher"]}>
          <Button>发起签到</Button>
        </Authorized>
      </div>
    </AuthorizationProvider>
  );
}

const meta = {
  title: "Primitives/Authorized",
  component: Toolbar,
  args: { permissions: ["system:user:create", "system:user:update", "system:user:export"], roles: ["student"] },
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PartialPermissions: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "新增" })).toBeInTheDocument();
    // all-of fails without delete; any-of passes with export.
    await expect(canvas.queryByRole("button", { name: "修改并删除" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "导入导出" })).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "发起签到" })).not.toBeInTheDocument();
  },
};

export const Wildcard: Story = {
  args: { permissions: ["*:*:*"], roles: ["teacher"] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("button")).toHaveLength(4);
  },
};

export const AdminRole: Story = {
  args: { permissions: [], roles: ["admin"] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("button").map((b) => b.textContent)).toEqual(["发起签到"]);
  },
};
