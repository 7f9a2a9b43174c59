// Who is a minor: a person the administrator flagged 未满14岁, or whose date of birth makes them
// younger than 14 on the school's date (the server clock read in the school's time zone).
import { eq } from "drizzle-orm";

import { schema } from "../db/index.js";
import { badRequest } from "../lib/errors.js";
import { schoolDate } from "../lib/school-time.js";
import type { Services } from "../routes/types.js";
import { consentMessages as m } from "./consent-messages.js";

/** The age under which a guardian consents for the person (PIPL: under 14). */
const MINOR_AGE = 14;

export interface MinorProfile {
  birthDate: string | null;
  under14: boolean;
}

/** Whole years between two `yyyy-MM-dd` dates (a birthday counts from its own day). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  const beforeBirthday = tm < bm || (tm === bm && td < bd);
  return ty - by - (beforeBirthday ? 1 : 0);
}

/** Whether a profile makes its person a minor on the school date `today`. */
export function isMinorOn(profile: MinorProfile | undefined, today: string): boolean {
  if (!profile) return false;
  if (profile.under14) return true;
  return profile.birthDate !== null && ageOn(profile.birthDate, today) < MINOR_AGE;
}

/** A real calendar date written `yyyy-MM-dd` (the contract checks the shape; this checks e.g. 02-30). */
export function validBirthDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, mo, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * Why a date of birth and 未满14岁 flag cannot be saved together on the school date `today` (undefined when
 * they can): a date that does not exist or lies after today, or the flag on someone the date makes 14 or older.
 */
export function minorProfileProblem(profile: MinorProfile, today: string): string | undefined {
  const { birthDate, under14 } = profile;
  if (birthDate === null) return undefined;
  if (!validBirthDate(birthDate)) return m.badBirthDate(birthDate);
  // Both are yyyy-MM-dd, so the text order is the calendar order.
  if (birthDate > today) return m.birthDateInFuture;
  if (under14 && ageOn(birthDate, today) >= MINOR_AGE) return m.under14ButOlder;
  return undefined;
}

/** 出生日期 and 未满14岁 of an imported row. */
export interface MinorCells {
  birthDate: string | null;
  under14: boolean;
}

const UNDER14_CELL: Record<string, boolean> = { 是: true, 否: false, Y: true, N: false, "1": true, "0": false };

/**
 * The minors' columns of an imported row: undefined when both are empty, the refusal's text when a cell
 * cannot be read (a date that is not yyyy-MM-dd or does not exist; 未满14岁 other than 是/否).
 */
export function minorCellsOf(birthDate: string, under14: string, today: string): MinorCells | string | undefined {
  if (!birthDate && !under14) return undefined;
  if (birthDate && !validBirthDate(birthDate)) return m.badBirthDate(birthDate);
  const flag = under14 ? UNDER14_CELL[under14.toUpperCase()] : false;
  if (flag === undefined) return m.under14Invalid;
  const cells = { birthDate: birthDate || null, under14: flag };
  // The same rule as the user form: no date after today, no 未满14岁 on someone the date makes 14 or older.
  return minorProfileProblem(cells, today) ?? cells;
}

/** The school's date today. */
export function schoolToday(services: Pick<Services, "clock" | "config">): string {
  return schoolDate(services.clock.now(), services.config.schoolTimeZone);
}

export async function minorProfileOf(services: Services, userId: number): Promise<MinorProfile | undefined> {
  const [row] = await services.db
    .select({ birthDate: schema.minorProfiles.birthDate, under14: schema.minorProfiles.under14 })
    .from(schema.minorProfiles)
    .where(eq(schema.minorProfiles.userId, userId));
  return row;
}

/** Whether the person is a minor today. */
export async function isMinor(services: Services, userId: number): Promise<boolean> {
  return isMinorOn(await minorProfileOf(services, userId), schoolToday(services));
}

/** Sets a person's date of birth and 未满14岁 flag (the user form, the user import, the student panel). */
export async function setMinorProfile(
  services: Pick<Services, "db" | "clock">,
  userId: number,
  profile: { birthDate?: string | null; under14?: boolean },
): Promise<void> {
  const birthDate = profile.birthDate || null;
  if (birthDate !== null && !validBirthDate(birthDate)) throw badRequest(m.badBirthDate(birthDate));
  const values = { birthDate, under14: profile.under14 ?? false, updatedAt: services.clock.now() };
  await services.db
    .insert(schema.minorProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: schema.minorProfiles.userId, set: values });
}
