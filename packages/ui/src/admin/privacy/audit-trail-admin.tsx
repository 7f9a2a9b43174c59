import type { ColumnDef } from "@tanstack/react-table";
import * as React from "react";

import { Badge } from "../../components/badge";
import { CrudPage } from "../../components/crud-page/crud-page";
import type { CrudPageState } from "../../components/crud-page/use-crud-page";
import { DateField } from "../../components/date-field";
import type { DownloadedFile } from "../../components/export-button";
import { FilterBar, FilterField } from "../../components/filter-bar";
import { Input } from "../../components/input";
import { OptionSelect } from "../../components/option-select";
import { formatLongTime } from "../../lib/time";
import { type AuditEntryRow, type AuditFilters, auditFilterQuery, noAuditFilters } from "./audit-trail-filters";
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
  const [filterError, setFilterError] = React.useState<string>();
  const actionOptions = Object.entries(m.actions).map(([value, label]) => ({
    value: value as AuditEntryRow["action"],
    label,
  }));
  const kindOptions = Object.entries(m.kinds).map(([value, label]) => ({ value, label }));
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
        filters={
          <FilterBar
            label={m.auditTitle}
            defaultValues={noAuditFilters}
            error={filterError}
            onSearch={(typed) => {
              const checked = auditFilterQuery(typed);
              setFilterError("error" in checked ? checked.error : undefined);
              if (!("error" in checked)) state.applyFilters(typed);
            }}
          >
            {({ values, set }) => (
              <>
                <FilterField label={m.action}>
                  <OptionSelect
                    value={values.action}
                    onValueChange={(action) => set({ action })}
                    options={actionOptions}
                    allLabel
                    className="w-28"
                  />
                </FilterField>
                <FilterField label={m.kind}>
                  <OptionSelect
                    value={values.kind}
                    onValueChange={(kind) => set({ kind })}
                    options={kindOptions}
                    allLabel
                    className="w-40"
                  />
                </FilterField>
                <FilterField label={m.actorId}>
                  <Input
                    value={values.actorUserId}
                    inputMode="numeric"
                    maxLength={16}
                    placeholder={m.idPlaceholder}
                    onChange={(event) => set({ actorUserId: event.target.value })}
                    className="w-28"
                  />
                </FilterField>
                <FilterField label={m.subjectId}>
                  <Input
                    value={values.subjectUserId}
                    inputMode="numeric"
                    maxLength={16}
                    placeholder={m.idPlaceholder}
                    onChange={(event) => set({ subjectUserId: event.target.value })}
                    className="w-28"
                  />
                </FilterField>
                <FilterField label={m.from}>
                  <DateField value={values.from} onValueChange={(from) => set({ from })} className="w-36" />
                </FilterField>
                <FilterField label={m.to}>
                  <DateField value={values.to} onValueChange={(to) => set({ to })} className="w-36" />
                </FilterField>
              </>
            )}
          </FilterBar>
        }
        onExport={onExport ? () => onExport(state.filters) : undefined}
      />
    </div>
  );
}

export { AuditTrailAdmin, auditTrailColumns };
export type { AuditTrailAdminProps };
