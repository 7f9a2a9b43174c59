import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";

import { PagedList } from "./paged-list";

type Row = { id: number; title: string };
const rows: Row[] = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, title: `第 ${i + 1} 条` }));

function List({ loading, error, onRetry }: { loading?: boolean; error?: string; onRetry?: () => void }) {
  const [page, setPage] = useState({ pageNo: 1, pageSize: 12 });
  const shown = rows.slice((page.pageNo - 1) * page.pageSize, page.pageNo * page.pageSize);
  return (
    <PagedList<Row>
      title="提问记录"
      columns={[{ key: "title", header: "标题" }]}
      rows={shown}
      rowKey={(row) => row.id}
      total={rows.length}
      page={page.pageNo}
      pageSize={page.pageSize}
      onPageChange={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
      loading={loading ?? false}
      error={error ?? null}
      {...(onRetry ? { onRetry } : {})}
      empty="还没有提问"
    />
  );
}

const meta = {
  title: "Classroom/Shared/PagedList",
  component: List,
  tags: ["!autodocs"],
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pages of twelve; the next page by button. */
export const Paged: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "提问记录" });
    await expect(within(table).getAllByRole("row")).toHaveLength(13);
    await userEvent.click(canvas.getByRole("button", { name: "下一页" }));
    await expect(within(table).getAllByRole("row")[1]).toHaveTextContent("第 13 条");
  },
};

/** Loading. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("table", { name: "提问记录" })).toHaveAttribute("aria-busy", "true");
  },
};

/** A failure with a retry. */
export const Failure: Story = {
  args: { error: "当前操作没有权限", onRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
  },
};
