import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { useCrudPage } from "../../components/crud-page/use-crud-page";
import { DictAdmin } from "./dict-admin";
import { type DictDataOutput, type DictDataRow, type DictFilters, dictTypesOf, noDictFilters } from "./dict-schema";

const entries: DictDataRow[] = [
  {
    id: 1,
    dictType: "common_status",
    label: "开启",
    value: "0",
    sort: 1,
    status: 0,
    colorType: "primary",
    cssClass: "",
  },
  { id: 2, dictType: "common_status", label: "关闭", value: "1", sort: 2, status: 0, colorType: "info", cssClass: "" },
  {
    id: 3,
    dictType: "system_notify_template_type",
    label: "通知公告",
    value: "1",
    sort: 1,
    status: 0,
    colorType: "success",
    remark: "学校向全体师生发布的通知，显示在站内信的类型一栏",
    createTime: "2026-09-01T00:30:00Z",
  },
  {
    id: 4,
    dictType: "system_notify_template_type",
    label: "系统消息",
    value: "2",
    sort: 2,
    status: 1,
    colorType: "warning",
    createTime: "2026-09-01T00:30:00Z",
  },
];

type HarnessProps = {
  can?: { create?: boolean; update?: boolean; delete?: boolean; export?: boolean };
  /** The type the page's address asks for. */
  dictType?: string;
  onSave?: (values: DictDataOutput, row: DictDataRow | undefined) => void;
  onDelete?: (row: DictDataRow) => void;
  onExport?: (filters: DictFilters) => void;
  width?: number;
};

/** The dictionary administration on story data, as the console wires it to the server. */
function Harness({
  can = { create: true, update: true, delete: true, export: true },
  dictType = "",
  onSave,
  onDelete,
  onExport,
  width,
}: HarnessProps) {
  const state = useCrudPage<DictDataRow, DictFilters>({ ...noDictFilters, dictType });
  const [rows, setRows] = React.useState(entries);
  const { filters } = state;
  const shown = rows.filter(
    (r) =>
      (filters.dictType === "" || r.dictType === filters.dictType) &&
      r.label.includes(filters.label) &&
      (filters.status === "" || String(r.status) === filters.status),
  );
  return (
    <div data-testid="content-box" className="overflow-auto" style={width ? { width } : undefined}>
      <DictAdmin
        state={state}
        dictType={dictType}
        dictTypes={dictTypesOf(rows, dictType)}
        rows={shown}
        total={shown.length}
        can={can}
        onSave={async (values, row) => {
          onSave?.(values, row);
          const stored = { ...values, status: values.status === "1" ? 1 : 0 };
          setRows((all) =>
            row
              ? all.map((r) => (r.id === row.id ? { ...r, ...stored } : r))
              : [...all, { ...stored, id: all.length + 10 }],
          );
        }}
        onDelete={async (row) => {
          onDelete?.(row);
          setRows((all) => all.filter((r) => r.id !== row.id));
        }}
        onExport={async (applied) => {
          onExport?.(applied);
          return { blob: new Blob(["dict"]), fileName: "字典数据.xls" };
        }}
      />
    </div>
  );
}

const meta = {
  title: "Admin/Dictionary",
  component: Harness,
  args: { onSave: fn(), onDelete: fn(), onExport: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole("table", { name: "字典数据" });

export const Entries: Story = {
  play: async () => {
    await expect(within(table()).getAllByRole("row")).toHaveLength(entries.length + 1);
    await expect(within(table()).getAllByText("通知公告").length).toBeGreaterThan(0);
  },
};

export const ReadOnly: Story = {
  args: { can: {} },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "新增" })).not.toBeInTheDocument();
    await expect(within(table()).queryByRole("columnheader", { name: "操作" })).not.toBeInTheDocument();
  },
};

/** Opened from a link with ?type=: the filter shows the type and a new entry starts with it. */
export const FilteredByAddress: Story = {
  args: { dictType: "common_status" },
  play: async ({ canvas }) => {
    await expect(within(table()).getAllByRole("row")).toHaveLength(3);
    await userEvent.click(canvas.getByRole("button", { name: "新增" }));
    const dialog = await screen.findByRole("dialog", { name: "添加字典数据" });
    await expect(within(dialog).getByRole("combobox", { name: "字典类型" })).toHaveValue("common_status");
  },
};

/** The form refuses a type the server would refuse, and previews the tag as it is typed. */
export const AddEntry: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "新增" }));
    const dialog = await screen.findByRole("dialog", { name: "添加字典数据" });
    await userEvent.type(within(dialog).getByRole("combobox", { name: "字典类型" }), "Bad-Type");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "数据标签" }), "作业提醒");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "数据键值" }), "3");
    await expect(within(dialog).getByTestId("dict-preview")).toHaveTextContent("作业提醒");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(await within(dialog).findByText("字典类型以小写字母开头，只含小写字母、数字和下划线")).toBeVisible();
    const type = within(dialog).getByRole("combobox", { name: "字典类型" });
    await userEvent.clear(type);
    await userEvent.type(type, "system_notify_template_type");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ dictType: "system_notify_template_type", label: "作业提醒", status: "0" }),
      undefined,
    );
  },
};

/** 删除 asks with the entry's label first. */
export const DeleteAsksFirst: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "删除 系统消息" }));
    const question = await screen.findByRole("alertdialog", { name: "系统提示" });
    await expect(question).toHaveTextContent("是否确认删除字典标签为“系统消息”的数据项？");
    await userEvent.click(within(question).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 4 })));
  },
};

/** In the content box of a 1024 px window: the label readable, 删除 in view, no sideways page scroll. */
export const At1024: Story = {
  args: { width: 780 },
  play: async ({ canvas }) => {
    const box = canvas.getByTestId("content-box");
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    const label = within(table()).getByRole("columnheader", { name: "数据标签" });
    await expect(label.getBoundingClientRect().width).toBeGreaterThanOrEqual(140);
    const scrollBox = table().parentElement as HTMLElement;
    const del = within(table()).getByRole("button", { name: "删除 开启" }).getBoundingClientRect();
    await expect(del.right).toBeLessThanOrEqual(scrollBox.getBoundingClientRect().right + 0.5);
  },
};

export const At1280: Story = {
  args: { width: 1036 },
  play: At1024.play,
};
