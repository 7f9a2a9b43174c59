import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { useCrudPage } from "../../components/crud-page/use-crud-page";
import { AuditTrailAdmin } from "./audit-trail-admin";
import { type AuditEntryRow, type AuditFilters, auditFilterQuery, noAuditFilters } from "./audit-trail-filters";

const at = (iso: string) => Date.parse(iso);

const entries: AuditEntryRow[] = [
  {
    id: 5,
    time: at("2026-11-28T02:30:00Z"),
    actorUserId: 1,
    actorName: "管理员",
    action: "export",
    kind: "user-export",
    subjectUserId: null,
    subjectName: null,
    detail: null,
    clientAddress: "10.0.0.8",
  },
  {
    id: 4,
    time: at("2026-11-27T06:00:00Z"),
    actorUserId: 3,
    actorName: "李老师",
    action: "view",
    kind: "submission",
    subjectUserId: 12,
    subjectName: "张小明",
    detail: "assignment=8",
    clientAddress: "10.0.0.21",
  },
  {
    id: 3,
    time: at("2026-11-26T01:00:00Z"),
    actorUserId: 1,
    actorName: "管理员",
    action: "erase",
    kind: "erasure",
    subjectUserId: 30,
    subjectName: "已删除用户 1",
    detail: "files=2",
    clientAddress: "10.0.0.8",
  },
  {
    id: 2,
    time: at("2026-11-25T00:00:00Z"),
    actorUserId: null,
    actorName: null,
    action: "erase",
    kind: "retention",
    subjectUserId: null,
    subjectName: null,
    detail: "answers=14",
    clientAddress: null,
  },
];

type HarnessProps = {
  initial?: AuditEntryRow[];
  loading?: boolean;
  error?: string;
  canExport?: boolean;
  onRetry?: () => void;
  onExport?: (filters: AuditFilters) => void;
  onFilter?: (filters: AuditFilters) => void;
};

/** The audit trail on story data: the rows the applied filters select, as the server would answer. */
function Harness({ initial = entries, loading, error, canExport = true, onRetry, onExport, onFilter }: HarnessProps) {
  const state = useCrudPage<AuditEntryRow, AuditFilters>(noAuditFilters);
  const checked = auditFilterQuery(state.filters);
  const q = "query" in checked ? checked.query : {};
  const shown = initial.filter(
    (e) =>
      (!q.action || e.action === q.action) &&
      (!q.kind || e.kind === q.kind) &&
      (q.actorUserId === undefined || e.actorUserId === q.actorUserId) &&
      (q.subjectUserId === undefined || e.subjectUserId === q.subjectUserId) &&
      (q.from === undefined || e.time >= q.from) &&
      (q.to === undefined || e.time < q.to),
  );
  return (
    <AuditTrailAdmin
      state={{
        ...state,
        applyFilters: (filters) => {
          onFilter?.(filters);
          state.applyFilters(filters);
        },
      }}
      rows={loading || error ? [] : shown}
      total={loading || error ? 0 : shown.length}
      loading={loading}
      error={error}
      onRetry={onRetry}
      onExport={
        canExport
          ? async (filters) => {
              onExport?.(filters);
              return { blob: new Blob(["audit"]), fileName: "审计日志.xlsx" };
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: "Admin/AuditTrail",
  component: Harness,
  args: { onRetry: fn(), onExport: fn(), onFilter: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole("table", { name: "审计日志" });

/** Who did what with whose data: names with ids, the server itself, and no row actions. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(within(table()).getAllByRole("row")).toHaveLength(entries.length + 1);
    await expect(within(table()).getByText("张小明 (12)")).toBeVisible();
    await expect(within(table()).getByText("系统")).toBeVisible();
    await expect(within(table()).getByText("用户导出")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^修改|^删除/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "导出" })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async () => {
    await expect(within(table()).getByRole("status")).toHaveTextContent("加载中");
  },
};

export const Empty: Story = {
  args: { initial: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("暂无审计记录")).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { error: "网络错误" },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("网络错误");
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Filtering by action and by person narrows the list; 导出 is of the applied filters. */
export const Filtered: Story = {
  play: async ({ args, canvas }) => {
    const filters = canvas.getByRole("search", { name: "审计日志" });
    await userEvent.click(within(filters).getByRole("combobox", { name: "操作" }));
    await userEvent.click(await screen.findByRole("option", { name: "删除" }));
    await userEvent.click(within(filters).getByRole("button", { name: "搜索" }));
    await waitFor(() => expect(within(table()).getAllByRole("row")).toHaveLength(3));
    await userEvent.type(within(filters).getByRole("textbox", { name: "数据主体编号" }), "30{Enter}");
    await waitFor(() => expect(within(table()).getAllByRole("row")).toHaveLength(2));
    await expect(within(table()).getByText("已删除用户 1 (30)")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "导出" }));
    await waitFor(() =>
      expect(args.onExport).toHaveBeenCalledWith(expect.objectContaining({ action: "erase", subjectUserId: "30" })),
    );
  },
};

/** A person id that is not one is refused in the filter row, and nothing is searched. */
export const BadFilter: Story = {
  play: async ({ args, canvas }) => {
    const filters = canvas.getByRole("search", { name: "审计日志" });
    await userEvent.type(within(filters).getByRole("textbox", { name: "操作人编号" }), "abc{Enter}");
    await expect(await within(filters).findByRole("alert")).toHaveTextContent("用户编号须为正整数");
    await expect(args.onFilter).not.toHaveBeenCalled();
    await expect(within(table()).getAllByRole("row")).toHaveLength(entries.length + 1);
  },
};

/** Without system:audit:export there is no 导出. */
export const ReadOnly: Story = {
  args: { canExport: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "导出" })).not.toBeInTheDocument();
  },
};
