// The role list behind the user page's 角色 column and the dialog's 角色 checkboxes.
import type { ApiClient } from "@smartclass/api";
import { apiQuery, domainKey, useApiQuery } from "@smartclass/api/react";

/** Query keys of the role list. */
const roleKeys = {
  all: domainKey("system-role"),
  simpleList: () => [...roleKeys.all, "simple-list"] as const,
};

/** Every role, for the 角色 column and the user dialog (needs system:user:query, as the page does). */
const simpleRoleListOptions = (api: ApiClient) =>
  apiQuery(roleKeys.simpleList(), (signal) => api.get("/system/role/list-all-simple", { signal }));

/** The role list, loaded once and shared by the table and the dialog. */
function useSimpleRoles() {
  return useApiQuery(simpleRoleListOptions);
}

export { useSimpleRoles };
