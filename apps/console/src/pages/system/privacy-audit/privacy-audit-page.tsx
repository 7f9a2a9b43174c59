// /system/privacy-audit (审计日志): wires the audit trail to the server — the page of entries for the
// applied filters and, with system:audit:export, the export of what they select.
import { privacyAuditPageOptions, useApiClient, useExportPrivacyAudit } from "@smartclass/api/react";
import {
  type AuditEntryRow,
  type AuditFilters,
  auditFilterQuery,
  AuditTrailAdmin,
  noAuditFilters,
  privacyMessages,
  useAuthorized,
  useCrudPage,
} from "@smartclass/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { PageFrame } from "../../page-frame";

/** The query of the applied filters (the filter row refuses filters that make none). */
const filterQuery = (filters: AuditFilters) => {
  const checked = auditFilterQuery(filters);
  return "query" in checked ? checked.query : {};
};

/** The administrator's audit trail page. */
function PrivacyAuditPage() {
  const api = useApiClient();
  const state = useCrudPage<AuditEntryRow, AuditFilters>(noAuditFilters);
  const page = useQuery({
    ...privacyAuditPageOptions(api, { ...state.paging, ...filterQuery(state.filters) }),
    placeholderData: keepPreviousData,
  });
  const exportTrail = useExportPrivacyAudit();
  const canExport = useAuthorized({ hasPermi: ["system:audit:export"] });
  return (
    <PageFrame title={privacyMessages.auditTitle}>
      <AuditTrailAdmin
        state={state}
        rows={page.data?.list ?? []}
        total={page.data?.total ?? 0}
        loading={page.isFetching}
        error={page.isError ? page.error.message : undefined}
        onRetry={() => void page.refetch()}
        {...(canExport ? { onExport: (filters: AuditFilters) => exportTrail.mutateAsync(filterQuery(filters)) } : {})}
      />
    </PageFrame>
  );
}

export default PrivacyAuditPage;
