// Paged lists of the contract: the caller asks for page `pageNo` (from 1) of `pageSize` rows and gets
// `{ list, total }`, total counting every row the filter matches.
import { count, type SQL } from "drizzle-orm";

import type { Db } from "../db/index.js";

/** Paging parameters of the contract. */
export interface Page {
  pageNo: number;
  pageSize: number;
}

/** One page of rows and how many rows match in all. */
export interface PageOf<T> {
  list: T[];
  total: number;
}

/** How many rows come before the page. */
export const pageOffset = (page: Page): number => (page.pageNo - 1) * page.pageSize;

/** One page of a table's rows matching `where`; `list` reads the page's rows in the order it chooses. */
export async function pageOf<T>(
  db: Db,
  table: Parameters<ReturnType<Db["select"]>["from"]>[0],
  where: SQL | undefined,
  page: Page,
  list: (offset: number, limit: number) => Promise<T[]>,
): Promise<PageOf<T>> {
  const [total] = await db.select({ n: count() }).from(table).where(where);
  return { list: await list(pageOffset(page), page.pageSize), total: total?.n ?? 0 };
}
