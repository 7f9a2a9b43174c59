/** Reading and updating a model's settings (never in place: every change is a new object). */
import { validateButton } from "./buttons";
import { validateConditionRow } from "./conditions";
import { validateRule } from "./rules";
import type { ConditionField, ModelSettings, SequenceCondition, TaskSettings } from "./types";

const NO_TASK_SETTINGS: TaskSettings = Object.freeze({ rules: [], buttons: [] }) as TaskSettings;

/** The settings of the user task `id` (no rules and no buttons of its own when it has none). */
function taskSettingsOf(settings: ModelSettings, id: string): TaskSettings {
  return settings.tasks[id] ?? NO_TASK_SETTINGS;
}

/** `settings` with the task's settings replaced; a task left with no rules and no buttons is dropped. */
function withTaskSettings(settings: ModelSettings, id: string, task: TaskSettings): ModelSettings {
  const tasks = { ...settings.tasks };
  if (task.rules.length === 0 && task.buttons.length === 0) delete tasks[id];
  else tasks[id] = task;
  return { ...settings, tasks };
}

/** `settings` with the flow's condition rows replaced; a flow left with no rows is dropped. */
function withFlowConditions(settings: ModelSettings, id: string, rows: SequenceCondition[]): ModelSettings {
  const flows = { ...settings.flows };
  if (rows.length === 0) delete flows[id];
  else flows[id] = rows;
  return { ...settings, flows };
}

/**
 * `settings` without what belongs to elements no longer in the diagram: the tasks and flows whose
 * id is not in `elementIds`, and return buttons' targets that are gone (the assignee chooses then).
 * The same object when nothing had to go, so a caller can tell.
 */
function pruneModelSettings(settings: ModelSettings, elementIds: Iterable<string>): ModelSettings {
  const ids = new Set(elementIds);
  let changed = false;
  const tasks: ModelSettings["tasks"] = {};
  for (const [id, task] of Object.entries(settings.tasks)) {
    if (!ids.has(id)) {
      changed = true;
      continue;
    }
    const stale = task.buttons.some((button) => button.next !== undefined && !ids.has(button.next));
    if (!stale) {
      tasks[id] = task;
      continue;
    }
    changed = true;
    tasks[id] = {
      ...task,
      buttons: task.buttons.map((button) => {
        if (button.next === undefined || ids.has(button.next)) return button;
        const { next: _gone, ...rest } = button;
        return rest;
      }),
    };
  }
  const flows: ModelSettings["flows"] = {};
  for (const [id, rows] of Object.entries(settings.flows)) {
    if (ids.has(id)) flows[id] = rows;
    else changed = true;
  }
  return changed ? { ...settings, tasks, flows } : settings;
}

/**
 * `settings` after an element's id changed from `from` to `to` (the property panel's ID field, or
 * its undo): its task or flow entry and the return buttons pointing at it follow. The same object
 * when nothing referred to `from`.
 */
function renameInSettings(settings: ModelSettings, from: string, to: string): ModelSettings {
  if (from === to) return settings;
  let changed = false;
  const rename = <T>(record: Record<string, T>): Record<string, T> => {
    if (!(from in record)) return record;
    changed = true;
    return Object.fromEntries(Object.entries(record).map(([key, value]) => [key === from ? to : key, value]));
  };
  const tasks = Object.fromEntries(
    Object.entries(rename(settings.tasks)).map(([id, task]) => {
      if (!task.buttons.some((button) => button.next === from)) return [id, task];
      changed = true;
      return [id, { ...task, buttons: task.buttons.map((b) => (b.next === from ? { ...b, next: to } : b)) }];
    }),
  );
  const flows = rename(settings.flows);
  return changed ? { ...settings, tasks, flows } : settings;
}

/** One thing in the settings that needs fixing before a save. */
interface SettingsProblem {
  /** The user task or sequence flow. */
  elementId: string;
  kind: "rule" | "button" | "condition";
  message: string;
}

/**
 * Everything in `settings` a person still has to fix (a rule without values, a button without a
 * valid name, an incomplete condition row), so a page can refuse to save and say where.
 */
function modelSettingsProblems(settings: ModelSettings, fields?: readonly ConditionField[]): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  for (const [elementId, task] of Object.entries(settings.tasks)) {
    for (const rule of task.rules) {
      const { value } = validateRule(rule);
      if (value) problems.push({ elementId, kind: "rule", message: value });
    }
    for (const button of task.buttons) {
      const { name } = validateButton(button);
      if (name) problems.push({ elementId, kind: "button", message: name });
    }
  }
  for (const [elementId, rows] of Object.entries(settings.flows))
    for (const row of rows)
      for (const message of Object.values(validateConditionRow(row, fields)))
        problems.push({ elementId, kind: "condition", message });
  return problems;
}

export {
  modelSettingsProblems,
  pruneModelSettings,
  renameInSettings,
  taskSettingsOf,
  withFlowConditions,
  withTaskSettings,
};
export type { SettingsProblem };
