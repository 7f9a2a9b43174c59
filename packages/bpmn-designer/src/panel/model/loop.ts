/**
 * Multi-instance (§3, §4, §9): the loop kind as moddle objects (a MultiInstanceLoopCharacteristics
 * with `isSequential`, a StandardLoopCharacteristics, or none), and the asynchronous continuation
 * with its rules — both async flags off forces exclusive off, an async turned on from all-off
 * takes exclusive back to its default (true) — and the retry cycle, an extension element kept
 * beside the others.
 */
import { createModdle, getExtensionElements, hasProperty, type ServiceLocator } from "../../core/business-object";
import type { CommandStep } from "../../core/multi-command";
import type { ModdleElement } from "../../core/types";
import { moddleStep, removeExtensionsStep, setStep } from "./edit";
import type { PanelTarget } from "./target";

type LoopKind = "none" | "parallel" | "sequential" | "standard";

/** The element's loop kind as the model has it. */
function readLoopKind(bo: ModdleElement): LoopKind {
  const loop = bo.get("loopCharacteristics") as ModdleElement | undefined;
  if (!loop) return "none";
  if (loop.$instanceOf("bpmn:StandardLoopCharacteristics")) return "standard";
  return loop.get("isSequential") ? "sequential" : "parallel";
}

/** The steps that give the target the loop `kind` (parallel ↔ sequential keeps the other fields). */
function loopKindSteps(modeler: ServiceLocator, target: PanelTarget, kind: LoopKind): CommandStep[] {
  const current = readLoopKind(target.bo);
  if (kind === current) return [];
  const loop = target.bo.get("loopCharacteristics") as ModdleElement | undefined;
  if (kind === "none") return [setStep(target, { loopCharacteristics: undefined })];
  if (kind !== "standard" && loop && current !== "standard") {
    return [moddleStep(target, loop, { isSequential: kind === "sequential" })];
  }
  const created =
    kind === "standard"
      ? createModdle(modeler, "bpmn:StandardLoopCharacteristics")
      : createModdle(modeler, "bpmn:MultiInstanceLoopCharacteristics", { isSequential: kind === "sequential" });
  created.$parent = target.bo;
  return [setStep(target, { loopCharacteristics: created })];
}

/** Where an engine keeps the async flags of a multi-instance task, and their names. */
interface AsyncNames {
  /** The moddle object holding them (camunda: the loop characteristics; activiti, flowable: the task). */
  holder: ModdleElement;
  before: string;
  /** Absent for activiti (it has no asynchronous leave). */
  after?: string;
  exclusive: string;
  /** flowable's own exclusive flag of the asynchronous leave. */
  afterExclusive?: string;
  /** The retry cycle's type. */
  retryType: string;
}

/**
 * The async flags for a multi-instance `loop` of the target: camunda declares asyncBefore/After and
 * exclusive on the loop characteristics (the multi-instance body); activiti and flowable read
 * `async` (flowable also `asyncLeave`) on the task itself.
 */
function asyncNames(modeler: ServiceLocator, target: PanelTarget, loop: ModdleElement, prefix: string): AsyncNames {
  const retryType = `${prefix}:FailedJobRetryTimeCycle`;
  if (hasProperty(modeler, loop, `${prefix}:asyncBefore`)) {
    return {
      holder: loop,
      before: `${prefix}:asyncBefore`,
      after: `${prefix}:asyncAfter`,
      exclusive: `${prefix}:exclusive`,
      retryType,
    };
  }
  const has = (name: string) => hasProperty(modeler, target.bo, `${prefix}:${name}`);
  return {
    holder: target.bo,
    before: `${prefix}:async`,
    after: has("asyncLeave") ? `${prefix}:asyncLeave` : undefined,
    exclusive: `${prefix}:exclusive`,
    afterExclusive: has("asyncLeaveExclusive") ? `${prefix}:asyncLeaveExclusive` : undefined,
    retryType,
  };
}

/** The current async flags. */
function readAsync(names: AsyncNames): {
  before: boolean;
  after: boolean;
  exclusive: boolean;
  afterExclusive: boolean;
} {
  const flag = (name: string | undefined) => (name ? names.holder.get(name) === true : false);
  return {
    before: flag(names.before),
    after: flag(names.after),
    exclusive: flag(names.exclusive),
    afterExclusive: flag(names.afterExclusive),
  };
}

/**
 * The steps that turn the `which` async flag on or off, in one command: both off forces exclusive
 * off and removes the retry cycle (keeping every other extension element); the first one on takes
 * exclusive back to its default, true.
 */
function asyncSteps(target: PanelTarget, names: AsyncNames, which: "before" | "after", on: boolean): CommandStep[] {
  const name = which === "before" ? names.before : names.after;
  if (!name) return [];
  const now = readAsync(names);
  const next = { ...now, [which]: on };
  const props: Record<string, unknown> = { [name]: on };
  const steps: CommandStep[] = [];
  if (!next.before && !next.after) {
    props[names.exclusive] = false;
    if (names.afterExclusive) props[names.afterExclusive] = false;
    steps.push(...removeExtensionsStep(target, names.holder, names.retryType));
  } else if (!now.before && !now.after) {
    props[names.exclusive] = true;
    if (names.afterExclusive && which === "after") props[names.afterExclusive] = true;
  }
  return [moddleStep(target, names.holder, props), ...steps];
}

/** The retry cycle extension element of the holder, if any. */
function readRetryCycle(names: AsyncNames): ModdleElement | undefined {
  return getExtensionElements(names.holder, names.retryType)[0];
}

export { asyncNames, asyncSteps, loopKindSteps, readAsync, readLoopKind, readRetryCycle };
export type { LoopKind };
