import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { ImportResult } from "./import-result";

const meta = {
  title: "Primitives/ImportResult",
  component: ImportResult,
  args: {
    result: {
      created: 28,
      failures: [
        { line: 4, reason: "手机号码格式不正确" },
        { line: 17, reason: "用户账号已经存在：teacher07" },
      ],
    },
    clipboard: { writeText: fn(async () => {}) },
  },
} satisfies Meta<typeof ImportResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithFailures: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("status")[0]).toHaveTextContent("成功导入 28 条失败 2 条");
    const table = canvas.getByRole("table", { name: "导入失败的行" });
    const rows = within(table).getAllByRole("row").slice(1);
    await expect(rows).toHaveLength(2);
    await expect(
      within(rows[0]!)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["4", "手机号码格式不正确"]);
    await expect(within(rows[1]!).getByText("用户账号已经存在：teacher07")).toBeInTheDocument();
  },
};

export const AllImported: Story = {
  args: { result: { created: 30, failures: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("成功导入 30 条");
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "复制失败明细" })).not.toBeInTheDocument();
  },
};

const initialPasswords = [
  { username: "student41", password: "q7Kd2mXa9LpW" },
  { username: "student42", password: "0OlI1zR8vTn3" },
  { username: "student43", password: "Hs4bYc6eJf2G" },
];

export const WithInitialPasswords: Story = {
  // The browser's own clipboard (no `clipboard` prop), stubbed so the story can see what 复制全部 wrote.
  args: {
    result: { created: 3, failures: [{ line: 5, reason: "用户账号已经存在：teacher07" }], initialPasswords },
    clipboard: undefined,
  },
  beforeEach: () => {
    const writeText = fn(async (_text: string) => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    return () => {
      // The stub is an own property shadowing Navigator.prototype's getter: removing it restores the real one.
      Reflect.deleteProperty(navigator, "clipboard");
    };
  },
  play: async ({ canvas }) => {
    const section = canvas.getByRole("region", { name: "初始密码" });
    await expect(section).toHaveAccessibleDescription("请立即复制并转交给用户，关闭后将无法再次查看");
    const table = within(section).getByRole("table", { name: "初始密码" });
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["用户账号", "初始密码"]);
    const rows = within(table).getAllByRole("row").slice(1);
    await expect(
      rows.map((r) =>
        within(r)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      ),
    ).toEqual(initialPasswords.map((p) => [p.username, p.password]));
    const password = within(rows[1]!).getByText("0OlI1zR8vTn3");
    await expect(getComputedStyle(password).fontFamily).toMatch(/mono/i);
    await expect(getComputedStyle(password).userSelect).toBe("all");

    await userEvent.click(within(section).getByRole("button", { name: "复制全部" }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(
      "student41\tq7Kd2mXa9LpW\nstudent42\t0OlI1zR8vTn3\nstudent43\tHs4bYc6eJf2G",
    );
    await expect(await within(section).findByText("已复制")).toBeInTheDocument();
    // The failures keep their own copy button and message.
    await expect(canvas.getByRole("table", { name: "导入失败的行" })).toBeInTheDocument();
    await expect(canvas.getAllByText("已复制")).toHaveLength(1);
  },
};

export const CreatedWithoutInitialPasswords: Story = {
  args: { result: { created: 2, failures: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("成功导入 2 条");
    await expect(canvas.queryByRole("region", { name: "初始密码" })).not.toBeInTheDocument();
    await expect(canvas.queryByText("请立即复制并转交给用户，关闭后将无法再次查看")).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "复制全部" })).not.toBeInTheDocument();
  },
};

export const WithUpdates: Story = {
  args: { result: { created: 3, updated: 5, failures: [{ line: 2, reason: "用户名称不能为空" }] } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("status")[0]).toHaveTextContent("成功导入 3 条更新 5 条失败 1 条");
  },
};

export const NothingImported: Story = {
  args: { result: { created: 0, failures: [{ line: 2, reason: "导入用户数据不能为空！" }] } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("status")[0]).toHaveTextContent("成功导入 0 条失败 1 条");
    await expect(canvas.getByRole("cell", { name: "导入用户数据不能为空！" })).toBeInTheDocument();
  },
};

export const CopiesFailures: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "复制失败明细" }));
    await expect(args.clipboard?.writeText).toHaveBeenCalledWith(
      "行号\t失败原因\n4\t手机号码格式不正确\n17\t用户账号已经存在：teacher07",
    );
    await expect(await canvas.findByText("已复制")).toBeInTheDocument();
  },
};

export const CopyRefused: Story = {
  args: {
    clipboard: {
      writeText: fn(async () => {
        throw new DOMException("Write permission denied.", "NotAllowedError");
      }),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "复制失败明细" }));
    await expect(await canvas.findByText("复制失败，请手动选择表格内容复制")).toBeInTheDocument();
  },
};
