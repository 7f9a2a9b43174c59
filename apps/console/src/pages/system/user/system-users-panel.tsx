// 用户: wires the user administration to the server — the page of users for the applied filters and
// order, the role list, and each action (save, delete, status, password, import, template, export), each
// offered only with its permission (the server's 403 stays the guard).
import {
  useCreateUser,
  useDeleteUser,
  useExportUsers,
  useResetUserPassword,
  useUpdateUser,
  useUpdateUserStatus,
  useUserImportTemplate,
  useUserPage,
} from "@smartclass/api/react";
import {
  noUserFilters,
  useAuthorized,
  UserAdmin,
  userAdminMessages as messages,
  type UserFilters,
  type UserRow,
  type UserSorting,
  useCrudPage,
} from "@smartclass/ui";
import { useState } from "react";

import { pagedList } from "../shared/paged-list";
import { notifySuccess } from "../../../services/notify";
import { importResultOf, useImportUsers } from "./use-import-users";
import { createBodyOf, updateBodyOf, userPasswordRule } from "./user-form";
import { exportQuery, pageQuery } from "./user-query";
import { useUserGuardianAction } from "./user-guardian-dialog";
import { useUserPrivacyActions } from "./user-privacy-actions";
import { useSimpleRoles } from "./user-roles";

/** The permissions of the page's actions (apps/server/src/permissions.ts). */
function usePermissions() {
  return {
    create: useAuthorized({ hasPermi: ["system:user:create"] }),
    update: useAuthorized({ hasPermi: ["system:user:update"] }),
    delete: useAuthorized({ hasPermi: ["system:user:delete"] }),
    export: useAuthorized({ hasPermi: ["system:user:export"] }),
    import: useAuthorized({ hasPermi: ["system:user:import"] }),
    password: useAuthorized({ hasPermi: ["system:user:update-password"] }),
  };
}

/** The system users tab. */
function SystemUsersPanel() {
  const can = usePermissions();
  const state = useCrudPage<UserRow, UserFilters>(noUserFilters);
  const [sorting, setSorting] = useState<UserSorting>([]);
  const page = useUserPage(pageQuery(state.filters, sorting, state.paging.pageNo, state.paging.pageSize));
  const roles = useSimpleRoles();
  const create = useCreateUser();
  const update = useUpdateUser();
  const updateStatus = useUpdateUserStatus();
  const remove = useDeleteUser();
  const resetPassword = useResetUserPassword();
  const upload = useImportUsers();
  const exportUsers = useExportUsers();
  const template = useUserImportTemplate();
  const privacy = useUserPrivacyActions();
  const guardian = useUserGuardianAction();
  const { moreRowActions } = privacy;
  const { rowAction } = guardian;

  return (
    <>
      <UserAdmin
        {...pagedList(state, page)}
        sorting={sorting}
        onSortingChange={setSorting}
        roles={{ data: roles.data, failed: roles.isError, onRetry: () => void roles.refetch() }}
        passwordRule={userPasswordRule()}
        can={can}
        onSave={async (values, row) => {
          if (row) {
            await update.mutateAsync(updateBodyOf(row.id, values));
            notifySuccess(messages.updated);
          } else {
            await create.mutateAsync(createBodyOf(values));
            notifySuccess(messages.created);
          }
        }}
        onDelete={async (row) => {
          await remove.mutateAsync(row.id);
          notifySuccess(messages.deleted);
        }}
        onStatusChange={async (row, status) => {
          await updateStatus.mutateAsync({ id: row.id, status });
          const action = status === 0 ? messages.statusAction.enable : messages.statusAction.disable;
          notifySuccess(messages.statusDone(action));
        }}
        onResetPassword={async (row, password) => {
          await resetPassword.mutateAsync({ id: row.id, password });
          notifySuccess(messages.passwordReset(row.username));
        }}
        onImport={async (input) =>
          importResultOf(await upload.mutateAsync(input), input.updateSupport, messages.importDialog.failure)
        }
        onDownloadTemplate={() => template.mutateAsync()}
        onExport={() => exportUsers.mutateAsync(exportQuery(state.filters, sorting))}
        moreRowActions={
          moreRowActions || rowAction
            ? (row) => (
                <>
                  {moreRowActions?.(row)}
                  {rowAction?.(row)}
                </>
              )
            : undefined
        }
      />
      {privacy.dialogs}
      {guardian.dialog}
    </>
  );
}

export { SystemUsersPanel };
