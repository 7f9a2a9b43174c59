import type { ColumnDef } from "@tanstack/react-table";

import { Badge } from "../../components/badge";
import { CrudPage } from "../../components/crud-page/crud-page";
import type { CrudPageState } from "../../components/crud-page/use-crud-page";
import type { DownloadedFile } from "../../components/export-button";
import { formatLongTime } from "../../lib/time";
import { AuditTrailFilterBar } from "./audit-trail-filter-bar";
import type { AuditEntryRow, AuditFilters } from "./audit-trail-filters";
import { privacyMessages as m } from "./privacy-messages";

type AuditTrailAdminProps = {
  /** The list's paging and applied filters (`useCrudPage<AuditEntryRow, AuditFilters>(noAuditFilters)`). */
  state: CrudPageState<AuditEntryRow, AuditFilters>;
  rows: AuditEntryRow[];
  total: number;
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
  /** 导出 of the applied filters; leave it out without system:audit:export. */
  onExport?: (filters: AuditFilters) => Promise<DownloadedFile>;
};

/** A person as the trail names them: the name they carry now, with their id; the server itself for none. */
function personOf(id: number | null, name: string | null): string {
  if (id === null) return m.server;
  return name ? `${name} (${id})` : m.removedUser(id);
}

const actionVariant = { view: "default", export: "primary", change: "warning", erase: "danger" } as const;

/** The trail's columns, their headers in the page's language. */
function auditTrailColumns(): ColumnDef<AuditEntryRow>[] {
  return [
    {
      id: "time",
      header: m.time,
      size: 170,
      cell: ({ row }) => formatLongTime(row.original.time),
    },
    {
      id: "actor",
      header: m.actor,
      minSize: 140,
      cell: ({ row }) => personOf(row.original.actorUserId, row.original.actorName),
    },
    {
      id: "action",
      header: m.action,
      size: 90,
      meta: { align: "center", label: m.action },
      cell: ({ row }) => (
        <Badge variant={actionVariant[row.original.action]}>
          {m.actions[row.original.action] ?? row.original.action}
        </Badge>
      ),
    },
    {
      id: "kind",
      header: m.kind,
      size: 130,
      meta: { label: m.kind },
      cell: ({ row }) => m.kinds[row.original.kind] ?? row.original.kind,
    },
    {
      id: "subject",
      header: m.subject,
      minSize: 140,
      meta: { label: m.subject },
      cell: ({ row }) =>
        row.original.subjectUserId === null ? "—" : personOf(row.original.subjectUserId, row.original.subjectName),
    },
    {
      id: "detail",
      header: m.detail,
      size: 200,
      meta: { wrap: true, label: m.detail },
      cell: ({ row }) => row.original.detail ?? "",
    },
    {
      id: "clientAddress",
      header: m.clientAddress,
      size: 140,
      meta: { label: m.clientAddress },
      cell: ({ row }) => row.original.clientAddress ?? "",
    },
  ];
}

/**
 * 审计日志: who viewed, exported, changed or erased whose personal data, newest first; filters by action,
 * kind, actor, person and days, and 导出 of what the filters select. Entries are read-only: no row action.
 */
function AuditTrailAdmin({ state, rows, total, loading, error, onRetry, onExport }: AuditTrailAdminProps) {
  return (
    <div data-slot="audit-trail-admin" className="flex min-w-0 flex-col gap-4">
      <CrudPage<AuditEntryRow>
        caption={m.auditTitle}
        tableId="system-privacy-audit"
        columns={auditTrailColumns()}
        getRowId={(row) => String(row.id)}
        rowName={(row) => String(row.id)}
        rows={rows}
        total={total}
        pageNo={state.paging.pageNo}
        pageSize={state.paging.pageSize}
        onPageChange={state.onPageChange}
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={m.auditEmpty}
        filters={<AuditTrailFilterBar onSearch={state.applyFilters} />}
        onExport={onExport ? () => onExport(state.filters) : undefined}
      />
    </div>
  );
}

export { AuditTrailAdmin, auditTrailColumns };
export type { AuditTrailAdminProps };
