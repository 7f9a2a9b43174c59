/** The workflow buttons' rules: the defaults, what the editor shows, when a button is valid. */
import { taskSettingsMessages as t, taskSettingsMessageTables } from "./messages";
import { bySort } from "./order";
import { DEFAULT_WORKFLOW_BUTTONS, WORKFLOW_BUTTON_CODES, type WorkflowButton, type WorkflowButtonCode } from "./types";

/** A button's name is at most this many characters. */
const BUTTON_NAME_MAX = 10;

/** Fresh copies of the default buttons as saved (通过, 不通过, 退回, 转办, all shown, in that order). */
function defaultButtons(): WorkflowButton[] {
  return DEFAULT_WORKFLOW_BUTTONS.map((button) => ({ ...button }));
}

/**
 * The default buttons named in the page's language (Approve, Reject, Return, Transfer on an English
 * page), read from the message table at each call: what a screen shows for a task without buttons.
 */
function defaultWorkflowButtons(): WorkflowButton[] {
  return DEFAULT_WORKFLOW_BUTTONS.map((button) => ({ ...button, name: t.buttonCodes[button.code] }));
}

/** Whether `name` is the default name of the action `code` in one of the package's languages. */
function isDefaultButtonName(code: WorkflowButtonCode, name: string): boolean {
  return Object.values(taskSettingsMessageTables).some((table) => table.buttonCodes[code] === name);
}

/**
 * The name a person sees on a button: a default name (in any language: 通过 as saved and as the
 * server sends it, or Approve) is shown in the page's language; a name someone chose is shown as it is.
 */
function workflowButtonLabel(button: Pick<WorkflowButton, "code" | "name">): string {
  return isDefaultButtonName(button.code, button.name) ? t.buttonCodes[button.code] : button.name;
}

/**
 * The name saved for what someone typed: a default name in any language is saved as the Chinese one
 * (as `DEFAULT_WORKFLOW_BUTTONS` and the server name them), so a model's settings read the same
 * whatever language it was designed in, and every reader sees the default in their own language.
 */
function storedButtonName(code: WorkflowButtonCode, name: string): string {
  return isDefaultButtonName(code, name) ? taskSettingsMessageTables["zh-CN"].buttonCodes[code] : name;
}

/**
 * The buttons a task offers, as the editor lists them: the defaults when it has none; otherwise its
 * own in `sort` order, then any code it lacks — hidden, with its default name — so each of the four
 * actions has one row (a missing action and a hidden one mean the same: not offered). Names are as
 * saved (defaults in Chinese): show them through `workflowButtonLabel`.
 */
function editableButtons(buttons: readonly WorkflowButton[]): WorkflowButton[] {
  if (buttons.length === 0) return defaultButtons();
  // One row per action: a second button of the same code (bad data) is not shown.
  const own = bySort(buttons).filter((button, index, all) => all.findIndex((b) => b.code === button.code) === index);
  const missing = WORKFLOW_BUTTON_CODES.filter((code) => !own.some((button) => button.code === code)).map(
    (code, index): WorkflowButton => ({
      id: code,
      code,
      name: taskSettingsMessageTables["zh-CN"].buttonCodes[code],
      isHide: true,
      sort: (own.at(-1)?.sort ?? 0) + index + 1,
    }),
  );
  return [...own, ...missing];
}

/**
 * What is wrong with a button: a name is required and at most 10 characters; a return target
 * must be among `returnTargets` (the earlier user tasks) when they are given.
 */
function validateButton(
  button: WorkflowButton,
  returnTargets?: readonly { key: string }[],
): { name?: string; next?: string } {
  const errors: { name?: string; next?: string } = {};
  const name = button.name.trim();
  if (name === "") errors.name = t.buttons.nameRequired;
  else if ([...name].length > BUTTON_NAME_MAX) errors.name = t.buttons.nameTooLong(BUTTON_NAME_MAX);
  if (
    button.code === "return" &&
    button.next &&
    returnTargets &&
    !returnTargets.some((target) => target.key === button.next)
  )
    errors.next = t.buttons.missingTargetError;
  return errors;
}

export {
  BUTTON_NAME_MAX,
  defaultButtons,
  defaultWorkflowButtons,
  editableButtons,
  isDefaultButtonName,
  storedButtonName,
  validateButton,
  workflowButtonLabel,
};
