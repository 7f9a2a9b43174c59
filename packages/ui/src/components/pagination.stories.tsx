import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, screen, userEvent, within } from "storybook/test";

import { Pagination } from "./pagination";

function Demo({
  total,
  onChange,
  scrollToTop,
  pagerCount,
  startPage = 1,
}: {
  total: number;
  onChange: (page: number, size: number) => void;
  scrollToTop: (duration: number) => void;
  pagerCount?: number;
  startPage?: number;
}) {
  const [state, setState] = React.useState({ page: startPage, size: 20 });
  return (
    <Pagination
      total={total}
      page={state.page}
      pageSize={state.size}
      pagerCount={pagerCount}
      scrollToTop={scrollToTop}
      onChange={(page, size) => {
        setState({ page, size });
        onChange(page, size);
      }}
    />
  );
}

const meta = {
  title: "Primitives/Pagination",
  component: Demo,
  args: { total: 400, onChange: fn(), scrollToTop: fn(), pagerCount: 7 },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const pager = (canvas: { getByRole: typeof screen.getByRole }) =>
  within(canvas.getByRole("navigation", { name: "分页" }));

export const Defaults: Story = {
  play: async ({ canvas }) => {
    const nav = pager(canvas);
    await expect(nav.getByText("共 400 条")).toBeInTheDocument();
    await expect(nav.getByRole("combobox", { name: "每页条数" })).toHaveTextContent("20条/页");
    await expect(nav.getByRole("button", { name: "第 1 页" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("button", { name: "上一页" })).toBeDisabled();
    // 7 buttons: 1 2 3 4 5 6 … 20
    await expect(nav.getAllByRole("button", { name: /^第 \d+ 页$/ })).toHaveLength(7);
  },
};

export const NextScrollsToTop: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(pager(canvas).getByRole("button", { name: "下一页" }));
    await expect(args.onChange).toHaveBeenCalledWith(2, 20);
    await expect(args.scrollToTop).toHaveBeenCalledWith(800);
    await expect(pager(canvas).getByRole("button", { name: "第 2 页" })).toHaveAttribute("aria-current", "page");
  },
};

export const Jumper: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(pager(canvas).getByRole("textbox", { name: "前往" }), "15{enter}");
    await expect(args.onChange).toHaveBeenCalledWith(15, 20);
    await expect(pager(canvas).getByRole("button", { name: "第 15 页" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(pager(canvas).getByRole("button", { name: "向前 5 页" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(10, 20);
  },
};

export const SizeChangeResetsPage: Story = {
  args: { startPage: 9 },
  play: async ({ args, canvas }) => {
    await userEvent.click(pager(canvas).getByRole("combobox", { name: "每页条数" }));
    const options = await screen.findAllByRole("option");
    await expect(options.map((o) => o.textContent)).toEqual(["12条/页", "20条/页", "24条/页", "36条/页", "48条/页"]);
    await userEvent.click(screen.getByRole("option", { name: "48条/页" }));
    // 9 × 48 > 400: back to page 1.
    await expect(args.onChange).toHaveBeenCalledWith(1, 48);
  },
};

export const MobilePager: Story = {
  args: { pagerCount: 5, startPage: 10 },
  play: async ({ canvas }) => {
    const labels = pager(canvas)
      .getAllByRole("button", { name: /^第 \d+ 页$/ })
      .map((b) => b.textContent);
    await expect(labels).toEqual(["1", "9", "10", "11", "20"]);
  },
};

export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(pager(canvas).getByText("共 0 条")).toBeInTheDocument();
    await expect(pager(canvas).getByRole("button", { name: "下一页" })).toBeDisabled();
  },
};

/** In English: the total, the page size, the page buttons and the jumper read in English. */
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ args, canvas }) => {
    const nav = within(canvas.getByRole("navigation", { name: "Pagination" }));
    await expect(nav.getByText("400 total")).toBeInTheDocument();
    await expect(nav.getByRole("combobox", { name: "Rows per page" })).toHaveTextContent("20 / page");
    await expect(nav.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("button", { name: "Previous page" })).toBeDisabled();
    await userEvent.click(nav.getByRole("button", { name: "Next page" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2, 20);
    await userEvent.type(nav.getByLabelText("Go to page"), "5{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith(5, 20);
    await expect(nav.getByRole("button", { name: "Page 5" })).toHaveAttribute("aria-current", "page");
  },
};
