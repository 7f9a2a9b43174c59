// The user dialog's 角色 field: one checkbox per role in a fieldset named 角色, with the hint that a user
// without a role only reaches the home page, and the role list's loading and failure in its place.
import { Button, Checkbox, cn, Label } from "@smartclass/ui";
import { type Ref, useId } from "react";

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
  const id = useId();
  const roles = useSimpleRoles();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [value.length === 0 ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ");

  const toggle = (roleId: number, checked: boolean) =>
    onChange(checked ? [...value.filter((v) => v !== roleId), roleId] : value.filter((v) => v !== roleId));

  return (
    <fieldset
      data-slot="role-checkboxes"
      aria-describedby={described || undefined}
      aria-invalid={error ? true : undefined}
      className={cn("grid min-w-0 gap-1.5", className)}
    >
      <legend className={cn("mb-1.5 text-sm font-medium", error && "text-danger")}>{m.roles}</legend>
      {roles.data ? (
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {roles.data.map((role, index) => (
            <div key={role.id} className="flex items-center gap-2">
              <Checkbox
                id={`${id}-${role.id}`}
                ref={index === 0 ? inputRef : undefined}
                checked={value.includes(role.id)}
                onCheckedChange={(checked) => toggle(role.id, checked === true)}
              />
              <Label htmlFor={`${id}-${role.id}`} className="font-normal">
                {roleLabel(role)}
              </Label>
            </div>
          ))}
        </div>
      ) : roles.isError ? (
        <p role="alert" className="flex items-center gap-2 text-sm text-danger">
          {m.rolesFailed}
          <Button size="mini" variant="link" onClick={() => void roles.refetch()}>
            {m.rolesRetry}
          </Button>
        </p>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          {m.rolesLoading}
        </p>
      )}
      {value.length === 0 ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {m.rolesHint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export { RoleCheckboxes };
