// The user list's filters and sort as the page keeps them and as /system/user/page and /system/user/export
// take them.
import type { QueryParams } from "@smartclass/api/react";
import type { UserFilters, UserSorting } from "@smartclass/ui";

type ExportQuery = QueryParams<"/system/user/export">;
type SortField = NonNullable<ExportQuery["sortField"]>;

/** The columns the server sorts by; their column ids are the contract's `sortField` values. */
const SORT_FIELDS: readonly SortField[] = ["username", "nickname", "mobile", "status", "createTime"];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filters as the calls' query: empty filters left out; the create-time range as
 * `[from 00:00:00, to 23:59:59]` (the server reads it in the school's time zone, as the console shows
 * times), with "" for an open start so an end alone still travels as the second value.
 */
function filterQuery(filters: UserFilters): ExportQuery {
  const query: ExportQuery = {};
  const username = filters.username.trim();
  const nickname = filters.nickname.trim();
  const mobile = filters.mobile.trim();
  if (username) query.username = username.slice(0, 30);
  if (nickname) query.nickname = nickname.slice(0, 30);
  if (mobile) query.mobile = mobile.slice(0, 11);
  if (filters.status !== "") query.status = Number(filters.status) as 0 | 1;
  const from = DATE.test(filters.createdFrom) ? `${filters.createdFrom} 00:00:00` : "";
  const to = DATE.test(filters.createdTo) ? `${filters.createdTo} 23:59:59` : "";
  if (from || to) query.createTime = to ? [from, to] : [from];
  return query;
}

/** The sort as the calls' `sortField` / `sortOrder`; nothing (the server's order, by id) when unsorted. */
function sortQuery(sorting: Readonly<UserSorting>): Pick<ExportQuery, "sortField" | "sortOrder"> {
  const [sort] = sorting;
  const field = SORT_FIELDS.find((f) => f === sort?.id);
  if (!sort || !field) return {};
  return { sortField: field, sortOrder: sort.desc ? "desc" : "asc" };
}

/** The 导出 call's query: the filters applied to the table, in the table's order. */
function exportQuery(filters: UserFilters, sorting: Readonly<UserSorting>): ExportQuery {
  return { ...filterQuery(filters), ...sortQuery(sorting) };
}

/** The page call's query: the filters, the sort and the page. */
function pageQuery(
  filters: UserFilters,
  sorting: Readonly<UserSorting>,
  pageNo: number,
  pageSize: number,
): QueryParams<"/system/user/page"> {
  return { ...exportQuery(filters, sorting), pageNo, pageSize };
}

export { exportQuery, filterQuery, pageQuery, sortQuery };
