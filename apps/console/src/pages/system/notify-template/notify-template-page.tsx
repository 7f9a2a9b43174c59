// /system/notify-template (站内信模板): wires the templates administration to the server — the page of
// templates for the applied filters, save and delete, and 发送 on a row opening the send dialog with
// that template chosen; each offered only with its permission.
import {
  notifyTemplatePageOptions,
  type QueryParams,
  useApiClient,
  useCreateNotifyTemplate,
  useDeleteNotifyTemplate,
  useUpdateNotifyTemplate,
} from "@smartclass/api/react";
import {
  crudMessages as shared,
  noNotifyTemplateFilters,
  NotifyTemplateAdmin,
  type NotifyTemplateFilters,
  notifyTemplateMessages,
  type NotifyTemplateRow,
  useAuthorized,
  useCrudPage,
} from "@smartclass/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import * as React from "react";

import { pagedList } from "../shared/paged-list";
import { notifySuccess } from "../../../services/notify";
import { PageFrame } from "../../page-frame";
import { SendDialog } from "../notify-message/notify-send";

/** The query of the applied filters. */
function filterQuery(
  filters: NotifyTemplateFilters,
): Omit<QueryParams<"/system/notify-template/page">, "pageNo" | "pageSize"> {
  return {
    ...(filters.name ? { name: filters.name } : {}),
    ...(filters.code ? { code: filters.code } : {}),
  };
}

/** The in-site message templates page. */
function NotifyTemplatePage() {
  const api = useApiClient();
  const state = useCrudPage<NotifyTemplateRow, NotifyTemplateFilters>(noNotifyTemplateFilters);
  const page = useQuery({
    ...notifyTemplatePageOptions(api, { ...state.paging, ...filterQuery(state.filters) }),
    placeholderData: keepPreviousData,
  });
  const create = useCreateNotifyTemplate();
  const update = useUpdateNotifyTemplate();
  const remove = useDeleteNotifyTemplate();
  const [sending, setSending] = React.useState<number>();
  const can = {
    create: useAuthorized({ hasPermi: ["system:notify-template:create"] }),
    update: useAuthorized({ hasPermi: ["system:notify-template:update"] }),
    delete: useAuthorized({ hasPermi: ["system:notify-template:delete"] }),
    send: useAuthorized({ hasPermi: ["system:notify-template:send-notify"] }),
  };

  return (
    <PageFrame title={notifyTemplateMessages.title}>
      <NotifyTemplateAdmin
        {...pagedList(state, page)}
        can={can}
        onSave={async (values, row) => {
          if (row) {
            await update.mutateAsync({ ...values, id: row.id });
            notifySuccess(shared.updated);
          } else {
            await create.mutateAsync(values);
            notifySuccess(shared.created);
          }
        }}
        onDelete={async (row) => {
          await remove.mutateAsync(row.id);
          notifySuccess(shared.deleted);
        }}
        onSend={(row) => setSending(row.id)}
      />
      <SendDialog
        open={sending !== undefined}
        onOpenChange={(open) => {
          if (!open) setSending(undefined);
        }}
        {...(sending === undefined ? {} : { templateId: sending })}
      />
    </PageFrame>
  );
}

export default NotifyTemplatePage;
