import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { Button } from "./button";
import { ExportButton } from "./export-button";
import { FilterBar, FilterField } from "./filter-bar";
import { Input } from "./input";
import { TableToolbar } from "./table-toolbar";

const workbook = { blob: new Blob(["字典"]), fileName: "字典数据.xlsx" };

const meta = {
  title: "Primitives/TableToolbar",
  component: TableToolbar,
  args: {
    filters: (
      <FilterBar label="字典数据" defaultValues={{ label: "" }} onSearch={() => {}}>
        {({ values, set }) => (
          <FilterField label="字典标签">
            <Input value={values.label} onChange={(e) => set({ label: e.target.value })} />
          </FilterField>
        )}
      </FilterBar>
    ),
  },
} satisfies Meta<typeof TableToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

const onAdd = fn();

/** The filters above the actions (新增, 导出). */
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="primary" onClick={onAdd}>
          新增
        </Button>
        <ExportButton onExport={async () => workbook} save={() => {}} />
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("search", { name: "字典数据" })).toBeInTheDocument();
    const actions = canvasElement.querySelector("[data-slot=table-toolbar-actions]");
    await expect(actions).not.toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "新增" }));
    await expect(onAdd).toHaveBeenCalled();
    await expect(canvas.getByRole("button", { name: "导出" })).toBeEnabled();
  },
};

/** No action allowed (each hidden without its permission): no empty action row is left. */
export const WithoutActions: Story = {
  args: {
    actions: (
      <>
        {false}
        {null}
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("search", { name: "字典数据" })).toBeInTheDocument();
    await expect(canvasElement.querySelector("[data-slot=table-toolbar-actions]")).toBeNull();
  },
};

/** Inline: the filters and the actions on one row. */
export const Inline: Story = {
  args: { layout: "inline", actions: <Button variant="primary">新增</Button> },
  play: async ({ canvas, canvasElement }) => {
    const toolbar = canvasElement.querySelector("[data-slot=table-toolbar]");
    await expect(toolbar).toHaveClass("justify-between");
    await expect(canvas.getByRole("button", { name: "新增" })).toBeInTheDocument();
  },
};
