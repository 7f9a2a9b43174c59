// The teaching accounts' filters as /teach/user/page takes them.
import type { QueryParams } from "@smartclass/api/react";
import type { TeachFilters } from "@smartclass/ui";

/** The filters and page as /teach/user/page takes them (empty filters left out). */
function teachPageQuery(filters: TeachFilters, pageNo: number, pageSize: number): QueryParams<"/teach/user/page"> {
  const query: QueryParams<"/teach/user/page"> = { pageNo, pageSize };
  if (filters.userName.trim()) query.userName = filters.userName.trim().slice(0, 100);
  if (filters.nickname.trim()) query.nickname = filters.nickname.trim().slice(0, 100);
  if (filters.userType) query.userType = Number(filters.userType) as 1 | 2 | 3;
  if (filters.status) query.status = Number(filters.status) as 0 | 1;
  return query;
}

export { teachPageQuery };
