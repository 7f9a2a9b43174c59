// The teaching accounts' filters and the renewal date: the console shows times in the school's time zone,
// so a chosen expiry date means the end of that day at the school.
import type { QueryParams } from "@smartclass/api/react";
import { endOfSchoolDay, formatSchoolDate } from "@smartclass/ui";
import * as z from "zod";

import { userAdminMessages as messages } from "@smartclass/ui";

/** The teaching-account search form's values ("" for none). */
type TeachFilters = { userName: string; nickname: string; userType: "" | "1" | "2" | "3"; status: "" | "0" | "1" };

/** No filter at all. */
const NO_TEACH_FILTERS: TeachFilters = { userName: "", nickname: "", userType: "", status: "" };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters and page as /teach/user/page takes them (empty filters left out). */
function teachPageQuery(filters: TeachFilters, pageNo: number, pageSize: number): QueryParams<"/teach/user/page"> {
  const query: QueryParams<"/teach/user/page"> = { pageNo, pageSize };
  if (filters.userName.trim()) query.userName = filters.userName.trim().slice(0, 100);
  if (filters.nickname.trim()) query.nickname = filters.nickname.trim().slice(0, 100);
  if (filters.userType) query.userType = Number(filters.userType) as 1 | 2 | 3;
  if (filters.status) query.status = Number(filters.status) as 0 | 1;
  return query;
}

/** The school's calendar day (yyyy-MM-dd) of an instant. */
function schoolDayOf(ms: number): string {
  return formatSchoolDate(ms);
}

/** The last second of a school day (23:59:59 in the school's zone), as epoch milliseconds; NaN for a bad day. */
function endOfDay(day: string): number {
  return endOfSchoolDay(day) ?? Number.NaN;
}

/** The 续期 form's schema: a valid date, not before the school's today; its output is the renewTime in ms. */
function renewSchema(now: () => number = Date.now) {
  const m = messages.teach;
  return z.object({
    date: z
      .string()
      .min(1, m.renewRequired)
      .refine((v) => DAY.test(v) && !Number.isNaN(endOfDay(v)), m.renewRequired)
      .refine((v) => v >= schoolDayOf(now()), m.renewPast),
  });
}

/** The date the 续期 form starts with: the current expiry day when it is still ahead, else none. */
function renewStartDay(expireTime: number | null | undefined, now: number = Date.now()): string {
  return expireTime && expireTime > now ? schoolDayOf(expireTime) : "";
}

export { endOfDay, NO_TEACH_FILTERS, renewSchema, renewStartDay, schoolDayOf, teachPageQuery };
export type { TeachFilters };
