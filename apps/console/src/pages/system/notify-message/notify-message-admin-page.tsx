// /system/notify-message (站内信管理): wires the in-site messages' administration to the server — the page
// of messages for the applied filters, the users to pick from (typed by id without them), the template
// types, and 发送站内信 for those allowed to.
import { notifyMessagePageOptions, simpleUserListOptions, useAllDictData, useApiClient } from "@smartclass/api/react";
import {
  noNotifyFilters,
  NotifyMessageAdmin,
  notifyMessageAdminMessages as m,
  type NotifyFilters,
  type NotifyMessageRow,
  useCrudPage,
} from "@smartclass/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import * as React from "react";

import { pagedList } from "../shared/paged-list";
import { PageFrame } from "../../page-frame";
import { dictOptionsOf } from "../shared/dict-options";
import { notifyMessageQuery } from "./notify-message-query";
import { NotifySendAction } from "./notify-send";

/** The dictionary type of the notify templates' kinds (seeded by the server). */
const TEMPLATE_TYPE_DICT = "system_notify_template_type";

/** The notification message administration page. */
function NotifyMessageAdminPage() {
  const api = useApiClient();
  const state = useCrudPage<NotifyMessageRow, NotifyFilters>(noNotifyFilters);
  const page = useQuery({
    ...notifyMessagePageOptions(api, notifyMessageQuery(state.filters, state.paging)),
    placeholderData: keepPreviousData,
  });
  // The user picker needs system:user:query; without it (or while it fails) the user is typed by id.
  const users = useQuery({ ...simpleUserListOptions(api), retry: false });
  const dicts = useAllDictData();
  const typeOptions = React.useMemo(() => dictOptionsOf(dicts.data, TEMPLATE_TYPE_DICT), [dicts.data]);

  return (
    <PageFrame title={m.title}>
      <NotifyMessageAdmin
        {...pagedList(state, page)}
        users={users.isSuccess ? users.data : undefined}
        typeOptions={typeOptions}
        toolbarActions={<NotifySendAction />}
      />
    </PageFrame>
  );
}

export default NotifyMessageAdminPage;
