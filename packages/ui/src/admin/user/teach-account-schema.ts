// The teaching accounts as the widgets take them, their search filters and the renewal date: times are
// shown in the school's time zone, so a chosen expiry date means the end of that day at the school.
import * as z from "zod";

import { endOfSchoolDay, formatSchoolDate } from "../../lib/time";
import { userAdminMessages as messages } from "./user-admin-messages";

/** A classroom account (the contract's TeachUser): 1 student, 2 teacher, 3 administrator. */
type TeachAccountRow = {
  id: number;
  userName: string;
  nickname: string;
  userType: 1 | 2 | 3;
  status: 0 | 1;
  /** Epoch milliseconds; none for an account that never expires. */
  accountExpireTime?: number | null;
  createTime: number | string;
};

/** The teaching-account search form's values ("" for none). */
type TeachFilters = { userName: string; nickname: string; userType: "" | "1" | "2" | "3"; status: "" | "0" | "1" };

/** No filter at all. */
const noTeachFilters: TeachFilters = { userName: "", nickname: "", userType: "", status: "" };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The school's calendar day (yyyy-MM-dd) of an instant. */
function schoolDayOf(ms: number): string {
  return formatSchoolDate(ms);
}

/** The last second of a school day (23:59:59 in the school's zone), as epoch milliseconds; NaN for a bad day. */
function endOfDay(day: string): number {
  return endOfSchoolDay(day) ?? Number.NaN;
}

/** The 续期 form's schema: a valid date, not before the school's today. */
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

export { endOfDay, noTeachFilters, renewSchema, renewStartDay, schoolDayOf };
export type { TeachAccountRow, TeachFilters };
