// The applied filters of the notification message administration as the page query takes them.
import type { QueryParams } from "@smartclass/api/react";
import { type NotifyFilters, validUserId } from "@smartclass/ui";

import { createTimeRange } from "../shared/date-range";

/** The page query of the applied filters and paging; empty filters are left out. */
function notifyMessageQuery(
  filters: NotifyFilters,
  paging: { pageNo: number; pageSize: number },
): QueryParams<"/system/notify-message/page"> {
  const userId = filters.userId.trim();
  const createTime = createTimeRange(filters);
  return {
    ...paging,
    ...(userId && validUserId(userId) ? { userId: Number(userId) } : {}),
    ...(filters.templateType ? { templateType: Number(filters.templateType) } : {}),
    ...(filters.readStatus ? { readStatus: filters.readStatus === "true" } : {}),
    ...(createTime ? { createTime } : {}),
  };
}

export { notifyMessageQuery };
