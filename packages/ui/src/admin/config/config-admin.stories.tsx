import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { useCrudPage } from "../../components/crud-page/use-crud-page";
import { ConfigAdmin } from "./config-admin";
import { type ConfigFilters, type ConfigOutput, type ConfigRow, noConfigFilters, SECRET_MASK } from "./config-schema";

const records: ConfigRow[] = [
  {
    id: 1,
    category: "ui",
    name: "系统名称",
    key: "system.name",
    value: "智慧课堂",
    type: 1,
    visible: true,
    remark: "显示在页眉、标题和登录页",
    createTime: "2026-09-01T00:30:00Z",
  },
  {
    id: 2,
    category: "ai",
    name: "AI 服务密钥",
    key: "ai.api-key",
    value: SECRET_MASK,
    type: 1,
    visible: false,
    remark: "",
    createTime: "2026-09-01T00:30:00Z",
  },
  ...Array.from({ length: 6 }, (_, i) => ({
    id: 10 + i,
    category: "biz",
    name: `自定义参数 ${i + 1}`,
    key: `biz.custom.${i + 1}`,
    value: String(i * 10),
    type: 2,
    visible: true,
    remark: i === 0 ? "学校在开学前统一设置的参数，请勿随意修改，修改后下一节课生效" : "",
    createTime: "2026-11-28T03:00:00Z",
  })),
];

type HarnessProps = {
  can?: { create?: boolean; update?: boolean; delete?: boolean; export?: boolean };
  onSave?: (values: ConfigOutput, row: ConfigRow | undefined) => void;
  onDelete?: (row: ConfigRow) => void;
  onExport?: (filters: ConfigFilters) => void;
  /** The width of the page's content box (a 1024 px window leaves about 780 px). */
  width?: number;
};

/** The configuration administration on story data, as the console wires it to the server. */
function Harness({
  can = { create: true, update: true, delete: true, export: true },
  onSave,
  onDelete,
  onExport,
  width,
}: HarnessProps) {
  const state = useCrudPage<ConfigRow, ConfigFilters>(noConfigFilters);
  const [rows, setRows] = React.useState(records);
  const shown = rows.filter(
    (r) =>
      r.name.includes(state.filters.name) &&
      r.key.includes(state.filters.key) &&
      (state.filters.type === "" || String(r.type) === state.filters.type),
  );
  return (
    <div data-testid="content-box" className="overflow-auto" style={width ? { width } : undefined}>
      <ConfigAdmin
        state={state}
        rows={shown}
        total={shown.length}
        can={can}
        onSave={async (values, row) => {
          onSave?.(values, row);
          if (values.key === "taken.key") throw new Error("参数键名已存在");
          setRows((all) =>
            row
              ? all.map((r) => (r.id === row.id ? { ...r, ...values } : r))
              : [...all, { ...values, id: all.length + 100, type: 2 }],
          );
        }}
        onDelete={async (row) => {
          onDelete?.(row);
          if (row.type === 1) throw new Error("内置参数不能删除");
          setRows((all) => all.filter((r) => r.id !== row.id));
        }}
        onExport={async (filters) => {
          onExport?.(filters);
          return { blob: new Blob(["config"]), fileName: "参数配置.xls" };
        }}
        lookup={async (key) => {
          if (key === "broken") throw new Error("服务器开小差了");
          const found = rows.find((r) => r.key === key && r.visible && r.value !== SECRET_MASK);
          return found?.value ?? null;
        }}
      />
    </div>
  );
}

const meta = {
  title: "Admin/Config",
  component: Harness,
  args: { onSave: fn(), onDelete: fn(), onExport: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole("table", { name: "参数配置" });

export const Records: Story = {
  play: async ({ canvas }) => {
    await expect(within(table()).getAllByRole("row")).toHaveLength(records.length + 1);
    await expect(within(table()).getByText(SECRET_MASK)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "新增" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "导出" })).toBeVisible();
  },
};

/** A person without the permissions sees the records only. */
export const ReadOnly: Story = {
  args: { can: {} },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "新增" })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: /^修改/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "导出" })).not.toBeInTheDocument();
  },
};

/** 新增 with nothing typed names the missing fields; filled in, it saves and the record is listed. */
export const AddRecord: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "新增" }));
    const dialog = await screen.findByRole("dialog", { name: "添加参数配置" });
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(await within(dialog).findByText("参数分类不能为空")).toBeVisible();
    await expect(within(dialog).getByText("参数键名不能为空")).toBeVisible();
    await userEvent.type(within(dialog).getByRole("textbox", { name: "参数分类" }), "biz");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "参数名称" }), "每节课时长");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "参数键名" }), "lesson.minutes");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "参数键值" }), "45");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ key: "lesson.minutes", value: "45", visible: true }),
      undefined,
    );
    await expect(within(table()).getByText("每节课时长")).toBeVisible();
  },
};

/** A built-in record keeps its key; a secret shows masked with its hint and is sent back masked. */
export const EditBuiltInSecret: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "修改 ai.api-key" }));
    const dialog = await screen.findByRole("dialog", { name: "修改参数配置" });
    await expect(within(dialog).getByRole("textbox", { name: "参数键名" })).toHaveAttribute("readonly");
    await expect(within(dialog).getByText("该值已隐藏；保持不变即保留原值")).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ value: SECRET_MASK }),
      expect.objectContaining({ id: 2 }),
    );
  },
};

/** 删除 asks with the record's name; the server's refusal of a built-in record keeps it listed. */
export const DeleteAsksFirst: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "删除 biz.custom.1" }));
    const question = await screen.findByRole("alertdialog", { name: "系统提示" });
    await expect(question).toHaveTextContent("是否确认删除参数名称为“自定义参数 1”的数据项？");
    await userEvent.click(within(question).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ key: "biz.custom.1" }));
    await expect(within(table()).queryByText("自定义参数 1")).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "删除 system.name" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog", { name: "系统提示" })).getByRole("button", { name: "确定" }),
    );
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(within(table()).getByText("系统名称")).toBeVisible();
  },
};

/** The filters narrow the list and the export is of the applied filters. */
export const FilterAndExport: Story = {
  play: async ({ args, canvas }) => {
    const filters = canvas.getByRole("search", { name: "参数配置" });
    await userEvent.type(within(filters).getByRole("textbox", { name: "参数键名" }), "system{Enter}");
    await waitFor(() => expect(within(table()).getAllByRole("row")).toHaveLength(2));
    await userEvent.click(canvas.getByRole("button", { name: "导出" }));
    await waitFor(() => expect(args.onExport).toHaveBeenCalledWith({ name: "", key: "system", type: "" }));
  },
};

/** 按键名查询: a visible value, none for a secret, and the server's refusal. */
export const Lookup: Story = {
  play: async ({ canvas }) => {
    const lookup = canvas.getByRole("search", { name: "按键名查询" });
    const key = within(lookup).getByRole("textbox");
    await userEvent.type(key, "system.name{Enter}");
    await expect(await within(lookup).findByText("智慧课堂")).toBeVisible();
    await userEvent.clear(key);
    await userEvent.type(key, "ai.api-key{Enter}");
    await expect(await within(lookup).findByText(/没有可见的该参数/)).toBeVisible();
    await userEvent.clear(key);
    await userEvent.type(key, "broken{Enter}");
    await expect(await within(lookup).findByText("服务器开小差了")).toBeVisible();
  },
};

/** In the content box of a 1024 px window: the name readable, 删除 in view, no sideways page scroll. */
export const At1024: Story = {
  args: { width: 780 },
  play: async ({ canvas }) => {
    const box = canvas.getByTestId("content-box");
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    const name = within(table()).getByRole("columnheader", { name: "参数名称" });
    await expect(name.getBoundingClientRect().width).toBeGreaterThanOrEqual(160);
    const scrollBox = table().parentElement as HTMLElement;
    const del = within(table()).getByRole("button", { name: "删除 system.name" }).getBoundingClientRect();
    await expect(del.right).toBeLessThanOrEqual(scrollBox.getBoundingClientRect().right + 0.5);
  },
};

/** In the content box of a 1280 px window. */
export const At1280: Story = {
  args: { width: 1036 },
  play: At1024.play,
};
