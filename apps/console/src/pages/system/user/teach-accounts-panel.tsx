// 教学账号: wires the teaching accounts' administration to the server — the page of accounts for the
// applied filters, and 启用 / 停用 / 续期 / 删除, each offered only with its permission.
import {
  useDeleteTeachUser,
  useDisableTeachUser,
  useEnableTeachUser,
  useRenewTeachUser,
  useTeachUserPage,
} from "@smartclass/api/react";
import {
  noTeachFilters,
  type TeachAccountRow,
  TeachAccountsAdmin,
  type TeachFilters,
  useAuthorized,
  useCrudPage,
  userAdminMessages as messages,
} from "@smartclass/ui";

import { pagedList } from "../shared/paged-list";
import { notifySuccess } from "../../../services/notify";
import { teachPageQuery } from "./teach-account";

/** The teaching accounts tab. */
function TeachAccountsPanel() {
  const state = useCrudPage<TeachAccountRow, TeachFilters>(noTeachFilters);
  const page = useTeachUserPage(teachPageQuery(state.filters, state.paging.pageNo, state.paging.pageSize));
  const enable = useEnableTeachUser();
  const disable = useDisableTeachUser();
  const renew = useRenewTeachUser();
  const remove = useDeleteTeachUser();
  const can = {
    update: useAuthorized({ hasPermi: ["teach:user:update"] }),
    delete: useAuthorized({ hasPermi: ["teach:user:delete"] }),
  };

  return (
    <TeachAccountsAdmin
      {...pagedList(state, page)}
      can={can}
      onStatusChange={async (row, status) => {
        await (status === 0 ? enable : disable).mutateAsync(row.id);
        notifySuccess(messages.statusDone(status === 0 ? messages.teach.enable : messages.teach.disable));
      }}
      onRenew={async (row, renewTime) => {
        await renew.mutateAsync({ id: row.id, renewTime });
        notifySuccess(messages.teach.renewed);
      }}
      onDelete={async (row) => {
        await remove.mutateAsync(row.id);
        notifySuccess(messages.deleted);
      }}
    />
  );
}

export { TeachAccountsPanel };
