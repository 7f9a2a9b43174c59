// The filters of the notification message administration page and the query they make.
import type { QueryParams } from "@smartclass/api/react";

import { createTimeRange, type DayRange } from "../shared/date-range";

/** The filters as typed: a user id (picked or typed), a template type, a read state, a send-time range. */
type NotifyFilters = DayRange & { userId: string; templateType: string; readStatus: "" | "true" | "false" };

/** No filter at all. */
const noNotifyFilters: NotifyFilters = { userId: "", templateType: "", readStatus: "", from: "", to: "" };

/** Whether a typed user id is usable: empty (no filter) or a positive whole number. */
function validUserId(text: string): boolean {
  return text.trim() === "" || /^[1-9]\d{0,15}$/.test(text.trim());
}

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

export { noNotifyFilters, notifyMessageQuery, validUserId };
export type { NotifyFilters };
