// The user dialog's 角色 field: the design system's CheckboxGroup over the role list (one checkbox per role,
// with the hint that a user without a role only reaches the home page), fed by the role query.
import { CheckboxGroup } from "@smartclass/ui";
import type { Ref } from "react";

import { messages } from "./messages";
import { roleLabel, useSimpleRoles } from "./user-roles";

type RoleCheckboxesProps = {
  /** The checked role ids. */
  value: readonly number[];
  onChange: (roleIds: number[]) => void;
  /** The field's error (a server refusal naming roleIds). */
  error?: string;
  /** Given to the first checkbox, so a refused field can take focus. */
  inputRef?: Ref<HTMLButtonElement>;
  className?: string;
};

/** The 角色 checkboxes of 添加用户 / 修改用户. */
function RoleCheckboxes({ value, onChange, error, inputRef, className }: RoleCheckboxesProps) {
  const m = messages.form;
  const roles = useSimpleRoles();
  return (
    <CheckboxGroup<number>
      legend={m.roles}
      options={roles.data?.map((role) => ({ value: role.id, label: roleLabel(role) }))}
      value={value}
      onValueChange={onChange}
      emptyHint={m.rolesHint}
      error={error}
      inputRef={inputRef}
      loadingText={m.rolesLoading}
      loadError={roles.isError ? m.rolesFailed : undefined}
      onRetry={() => void roles.refetch()}
      className={className}
    />
  );
}

export { RoleCheckboxes };
