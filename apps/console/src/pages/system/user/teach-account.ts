// The teaching accounts' filters and the renewal date: the console shows times in UTC+8 (spec §9), so a
// chosen expiry date means the end of that day in UTC+8.
import type { QueryParams } from "@smartclass/api/react";
import * as z from "zod";

import { messages } from "./messages";

/** The teaching-account search form's values ("" for none). */
type TeachFilters = { userName: string; nickname: string; userType: "" | "1" | "2" | "3"; status: "" | "0" | "1" };

/** No filter at all. */
const NO_TEACH_FILTERS: TeachFilters = { userName: "", nickname: "", userType: "", status: "" };

const OFFSET_MS = 8 * 60 * 60 * 1000;
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

/** The calendar day (yyyy-MM-dd) of an instant in UTC+8. */
function dayAt8(ms: number): string {
  return new Date(ms + OFFSET_MS).toISOString().slice(0, 10);
}

/** The last millisecond-second of a day in UTC+8 (23:59:59), as epoch milliseconds. */
function endOfDayAt8(day: string): number {
  return Date.parse(`${day}T23:59:59+08:00`);
}

/** The 续期 form's schema: a valid date, not before today (UTC+8); its output is the renewTime in ms. */
function renewSchema(now: () => number = Date.now) {
  const m = messages.teach;
  return z.object({
    date: z
      .string()
      .min(1, m.renewRequired)
      .refine((v) => DAY.test(v) && !Number.isNaN(endOfDayAt8(v)), m.renewRequired)
      .refine((v) => v >= dayAt8(now()), m.renewPast),
  });
}

/** The date the 续期 form starts with: the current expiry day when it is still ahead, else none. */
function renewStartDay(expireTime: number | null | undefined, now: number = Date.now()): string {
  return expireTime && expireTime > now ? dayAt8(expireTime) : "";
}

export { dayAt8, endOfDayAt8, NO_TEACH_FILTERS, renewSchema, renewStartDay, teachPageQuery };
export type { TeachFilters };
