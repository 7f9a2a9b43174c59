import { Badge, Button, Form, Input, Label, Switch, cn, useConfirm } from "@smartclass/ui";
import { RotateCcwIcon } from "lucide-react";
import * as React from "react";

import { ConfirmHost } from "../designer/designer-chrome";
import { editableButtons, storedButtonName, validateButton, workflowButtonLabel } from "./buttons";
import { ChoiceField, Note, RowActions } from "./fields";
import { taskSettingsMessages as t } from "./messages";
import { moveItem } from "./order";
import type { WorkflowButton } from "./types";

/** Props of `WorkflowButtonEditor`. */
interface WorkflowButtonEditorProps {
  /** The task's buttons; none means the defaults (通过, 不通过, 退回, 转办). */
  buttons: readonly WorkflowButton[];
  /**
   * Called on every change with all four buttons, renumbered 1…n in their order; 恢复默认 calls it
   * with [] (the task has no buttons of its own: the defaults apply). A default name is passed in
   * its saved (Chinese) form whatever the page's language, so the settings read the same in any.
   */
  onChange: (buttons: WorkflowButton[]) => void;
  /** The user tasks a 退回 button may return to (the earlier ones), by key and name. */
  returnTargets: readonly { key: string; name: string }[];
  disabled?: boolean;
  className?: string;
}

/** Radix Select has no empty value: this one stands for "no `next`, the assignee chooses". */
const ASSIGNEE_CHOOSES = "__assignee__";

function ButtonRow({
  button,
  index,
  count,
  returnTargets,
  disabled,
  onChange,
  onMove,
}: {
  button: WorkflowButton;
  index: number;
  count: number;
  returnTargets: readonly { key: string; name: string }[];
  disabled?: boolean;
  onChange: (button: WorkflowButton) => void;
  onMove: (delta: -1 | 1) => void;
}) {
  const id = React.useId();
  const code = t.buttonCodes[button.code];
  const errors = validateButton({ ...button, name: workflowButtonLabel(button) }, returnTargets);
  const missing = button.next !== undefined && !returnTargets.some((target) => target.key === button.next);
  return (
    <li>
      <div
        role="group"
        aria-label={code}
        data-slot="task-settings-button"
        data-hidden={button.isHide ? "" : undefined}
        className="flex flex-col gap-2 rounded-md border border-border p-2"
      >
        <div className="flex items-center gap-2">
          <Badge variant={button.isHide ? "default" : "primary"} className="w-14 justify-center">
            {code}
          </Badge>
          <Form.Field error={errors.name} className="min-w-0 flex-1 gap-1">
            <Form.Label className="sr-only">{t.buttons.nameOf(code)}</Form.Label>
            <Form.Control>
              {/* A default name shows in the page's language and is saved as the Chinese one (see storedButtonName). */}
              <Input
                value={workflowButtonLabel(button)}
                disabled={disabled}
                onChange={(event) => onChange({ ...button, name: storedButtonName(button.code, event.target.value) })}
              />
            </Form.Control>
            <Form.Message />
          </Form.Field>
          <span className="flex shrink-0 items-center gap-1.5">
            <Switch
              id={`${id}-hide`}
              checked={button.isHide}
              disabled={disabled}
              onCheckedChange={(isHide) => onChange({ ...button, isHide })}
            />
            <Label htmlFor={`${id}-hide`} className="text-xs font-normal">
              {t.buttons.hidden}
            </Label>
          </span>
          <RowActions name={code} index={index} count={count} disabled={disabled} onMove={onMove} />
        </div>
        {button.code === "return" ? (
          <>
            <ChoiceField
              label={t.buttons.nextOf(code)}
              value={button.next ?? ASSIGNEE_CHOOSES}
              options={[
                { value: ASSIGNEE_CHOOSES, label: t.buttons.assigneeChooses },
                ...returnTargets.map((target) => ({ value: target.key, label: target.name })),
                ...(missing && button.next
                  ? [{ value: button.next, label: t.buttons.missingTarget(button.next) }]
                  : []),
              ]}
              error={errors.next}
              disabled={disabled}
              onChange={(next) => {
                const { next: _previous, ...rest } = button;
                onChange(next === ASSIGNEE_CHOOSES ? rest : { ...rest, next });
              }}
            />
            {returnTargets.length === 0 ? <Note>{t.buttons.noTargets}</Note> : null}
          </>
        ) : null}
      </div>
    </li>
  );
}

function ButtonList({ buttons, onChange, returnTargets, disabled, className }: WorkflowButtonEditorProps) {
  const { confirm } = useConfirm();
  const rows = editableButtons(buttons);
  const emit = (next: WorkflowButton[]) => onChange(next.map((button, index) => ({ ...button, sort: index + 1 })));
  return (
    <div data-slot="task-settings-buttons" className={cn("flex flex-col gap-2", className)}>
      {buttons.length === 0 ? <Note>{t.buttons.defaults}</Note> : null}
      <ol aria-label={t.buttons.list} className="m-0 flex list-none flex-col gap-2 p-0">
        {rows.map((button, index) => (
          <ButtonRow
            key={button.code}
            button={button}
            index={index}
            count={rows.length}
            returnTargets={returnTargets}
            disabled={disabled}
            onChange={(next) => emit(rows.map((b) => (b.code === button.code ? next : b)))}
            onMove={(delta) => emit(moveItem(rows, index, delta))}
          />
        ))}
      </ol>
      <Button
        size="small"
        className="self-start"
        disabled={disabled || buttons.length === 0}
        onClick={async () => {
          if (await confirm(t.buttons.resetConfirm)) onChange([]);
        }}
      >
        <RotateCcwIcon aria-hidden />
        {t.buttons.reset}
      </Button>
    </div>
  );
}

/**
 * The action buttons of a user task (spec §3 "Workflow button"): one row per action (通过, 不通过,
 * 退回, 转办) with its name (required, at most 10 characters), hidden switch, order, and for 退回
 * the earlier task it returns to (or 由处理人选择); 恢复默认 goes back to the defaults.
 */
function WorkflowButtonEditor(props: WorkflowButtonEditorProps) {
  return (
    <ConfirmHost>
      <ButtonList {...props} />
    </ConfirmHost>
  );
}

export { WorkflowButtonEditor };
export type { WorkflowButtonEditorProps };
