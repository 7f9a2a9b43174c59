import { DEFAULT_WORKFLOW_BUTTONS } from "../task-settings/types";
import type { ProcessNode, ProcessTaskButton } from "./types";

/**
 * What a user task offers when it has no buttons of its own (issue 10): 通过, 不通过, 退回, 转办, all
 * shown, in that order — the same list the task settings' editor restores (one definition).
 */
const DEFAULT_TASK_BUTTONS: readonly ProcessTaskButton[] = DEFAULT_WORKFLOW_BUTTONS;

/** The buttons a person sees: hidden ones left out, in `sort` order (ties keep their given order). */
function visibleTaskButtons(buttons: readonly ProcessTaskButton[] = DEFAULT_TASK_BUTTONS): ProcessTaskButton[] {
  return buttons
    .map((button, index) => ({ button, index }))
    .filter(({ button }) => !button.isHide)
    .sort((a, b) => a.button.sort - b.button.sort || a.index - b.index)
    .map(({ button }) => button);
}

/** Where a return button sends the task: its fixed `next` (named from the targets when listed), else the person chooses. */
function fixedReturnTarget(button: ProcessTaskButton, targets: readonly ProcessNode[]): ProcessNode | null {
  if (!button.next) return null;
  return targets.find((target) => target.key === button.next) ?? { key: button.next, name: button.next };
}

export { DEFAULT_TASK_BUTTONS, fixedReturnTarget, visibleTaskButtons };
