import { workflowButtonLabel } from "../task-settings/buttons";
import { DEFAULT_WORKFLOW_BUTTONS } from "../task-settings/types";
import type { ProcessNode, ProcessTaskButton } from "./types";

/**
 * What a user task offers when it has no buttons of its own: 通过, 不通过, 退回, 转办, all
 * shown, in that order — the same list the task settings' editor restores (one definition). Named as
 * saved (Chinese); `visibleTaskButtons` names them in the page's language.
 */
const DEFAULT_TASK_BUTTONS: readonly ProcessTaskButton[] = DEFAULT_WORKFLOW_BUTTONS;

/**
 * The buttons a person sees: hidden ones left out, in `sort` order (ties keep their given order), each
 * named as they read it — a default name (the server sends 通过 for a task without buttons of its
 * own) in the page's language, a chosen name as it is.
 */
function visibleTaskButtons(buttons: readonly ProcessTaskButton[] = DEFAULT_TASK_BUTTONS): ProcessTaskButton[] {
  return buttons
    .map((button, index) => ({ button, index }))
    .filter(({ button }) => !button.isHide)
    .sort((a, b) => a.button.sort - b.button.sort || a.index - b.index)
    .map(({ button }) => ({ ...button, name: workflowButtonLabel(button) }));
}

/** Where a return button sends the task: its fixed `next` (named from the targets when listed), else the person chooses. */
function fixedReturnTarget(button: ProcessTaskButton, targets: readonly ProcessNode[]): ProcessNode | null {
  if (!button.next) return null;
  return targets.find((target) => target.key === button.next) ?? { key: button.next, name: button.next };
}

export { DEFAULT_TASK_BUTTONS, fixedReturnTarget, visibleTaskButtons };
