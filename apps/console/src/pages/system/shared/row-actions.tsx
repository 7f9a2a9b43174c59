import { Button } from "@smartclass/ui";

import { adminMessages as m } from "./messages";

/**
 * A row's 修改 and 删除 link buttons, named after the row (修改 <name>, 删除 <name>) so that each is
 * distinguishable to assistive technology; an action without a handler (no permission) is not shown.
 */
function RowActions({
  name,
  onEdit,
  onDelete,
  busy = false,
}: {
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  busy?: boolean;
}) {
  if (!onEdit && !onDelete) return null;
  return (
    <div className="flex gap-1">
      {onEdit ? (
        <Button size="mini" variant="link" aria-label={m.editOf(name)} onClick={onEdit}>
          {m.edit}
        </Button>
      ) : null}
      {onDelete ? (
        <Button size="mini" variant="link" aria-label={m.deleteOf(name)} disabled={busy} onClick={onDelete}>
          {m.delete}
        </Button>
      ) : null}
    </div>
  );
}

export { RowActions };
