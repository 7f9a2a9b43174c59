import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { FilterBar, FilterField, FilterText } from "./filter-bar";
import { Input } from "./input";
import { OptionSelect } from "./option-select";

type Filters = { username: string; nickname: string; status: "" | "0" | "1" };
const noFilters: Filters = { username: "", nickname: "", status: "" };

type HarnessProps = {
  onSearch: (values: Filters) => void;
  /** When given, the page holds the typed values and starts with these (the bar is controlled). */
  startValues?: Filters;
  error?: string;
  disabled?: boolean;
  label?: string;
};

/** A user list's filter row, as a page composes it. */
function Harness({ onSearch, startValues, error, disabled, label }: HarnessProps) {
  const [values, setValues] = React.useState(startValues ?? noFilters);
  return (
    <FilterBar
      label={label}
      defaultValues={noFilters}
      {...(startValues ? { values, onValuesChange: setValues } : {})}
      onSearch={onSearch}
      error={error}
      disabled={disabled}
    >
      {({ values: typed, set }) => (
        <>
          <FilterField label="用户名称">
            <Input value={typed.username} maxLength={30} onChange={(e) => set({ username: e.target.value })} />
          </FilterField>
          {/* The same field as FilterText, the shorthand of a labelled text box. */}
          <FilterText
            label="用户昵称"
            value={typed.nickname}
            maxLength={30}
            onValueChange={(nickname) => set({ nickname })}
          />
          <FilterField label="状态">
            <OptionSelect
              value={typed.status}
              onValueChange={(status) => set({ status })}
              options={[
                { value: "0", label: "开启" },
                { value: "1", label: "关闭" },
              ]}
              allLabel
              width="xs"
            />
          </FilterField>
        </>
      )}
    </FilterBar>
  );
}

const meta = {
  title: "Primitives/FilterBar",
  component: Harness,
  args: { onSearch: fn(), label: "搜索用户" },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty fields: typing and Enter in a field searches with every typed value. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("search", { name: "搜索用户" })).toBeInTheDocument();
    await expect(canvas.getByRole("combobox", { name: "状态" })).toHaveTextContent("全部");
    await userEvent.type(canvas.getByRole("textbox", { name: "用户昵称" }), "王老师");
    await userEvent.type(canvas.getByRole("textbox", { name: "用户名称" }), "teacher9{Enter}");
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith({ username: "teacher9", nickname: "王老师", status: "" });
  },
};

/** 搜索 searches too, with a status chosen by keyboard. */
export const SearchButton: Story = {
  play: async ({ args, canvas }) => {
    const status = canvas.getByRole("combobox", { name: "状态" });
    status.focus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await waitFor(() => expect(status).toHaveTextContent("关闭"));
    await userEvent.click(canvas.getByRole("button", { name: "搜索" }));
    await expect(args.onSearch).toHaveBeenCalledWith({ username: "", nickname: "", status: "1" });
  },
};

/** With values (held by the page): 重置 restores the defaults and searches with them at once. */
export const WithValues: Story = {
  args: { startValues: { username: "teacher9", nickname: "王老师", status: "0" } },
  play: async ({ args, canvas }) => {
    const username = canvas.getByRole("textbox", { name: "用户名称" });
    await expect(username).toHaveValue("teacher9");
    await expect(canvas.getByRole("combobox", { name: "状态" })).toHaveTextContent("开启");
    await userEvent.click(canvas.getByRole("button", { name: "重置" }));
    await expect(args.onSearch).toHaveBeenCalledWith(noFilters);
    await expect(username).toHaveValue("");
    await expect(canvas.getByRole("textbox", { name: "用户昵称" })).toHaveValue("");
    await expect(canvas.getByRole("combobox", { name: "状态" })).toHaveTextContent("全部");
  },
};

/** Uncontrolled: 重置 clears what was typed but not searched. */
export const ResetClearsTyped: Story = {
  play: async ({ args, canvas }) => {
    const username = canvas.getByRole("textbox", { name: "用户名称" });
    await userEvent.type(username, "draft");
    await userEvent.click(canvas.getByRole("button", { name: "重置" }));
    await expect(username).toHaveValue("");
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith(noFilters);
  },
};

/** A message about the typed filters, announced under the row. */
export const WithError: Story = {
  args: { error: "结束日期不能早于开始日期" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("结束日期不能早于开始日期");
  },
};

/** Disabled: no field or button can be used. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "用户名称" })).toBeDisabled();
    await expect(canvas.getByRole("combobox", { name: "状态" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "搜索" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "重置" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "重置" }), { pointerEventsCheck: 0 });
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** English: the buttons, the 全部 item and the landmark's default name follow the page's language. */
export const English: Story = {
  globals: { locale: "en" },
  args: { label: undefined },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("search", { name: "Filters" })).toBeInTheDocument();
    await expect(canvas.getByRole("combobox", { name: "状态" })).toHaveTextContent("All");
    await userEvent.type(canvas.getByRole("textbox", { name: "用户名称" }), "teacher9");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(args.onSearch).toHaveBeenCalledWith({ username: "teacher9", nickname: "", status: "" });
    await expect(canvas.getByRole("button", { name: "Reset" })).toBeInTheDocument();
  },
};
