// One step of an instance on bpmn-engine: start a definition, or recover a saved state and resume it,
// then act (signal a user task, return to an earlier one, discard the process) and let the engine run
// until it waits again or ends. The events of the step are recorded for the runtime to turn into task
// and activity rows (engine-events.ts); timers are held for the server's clock (held-timers.ts); nothing
// here touches the database.
import { EventEmitter } from "node:events";

import { type BpmnEngineOptions, Engine } from "bpmn-engine";
import BpmnModdle, { type ModdleElement } from "bpmn-moddle";

import type { EventSubProcessInfo, ProcessGraph } from "./process-graph.js";
import { type ElementApi, type EngineEvent, recordEngineEvents } from "./engine-events.js";
import { engineExpressions } from "./expression.js";
import { type DueTimers, type HeldTimer, HeldTimers, holdSavedTimers } from "./held-timers.js";
import { workflowMessages as m } from "./messages.js";

/** The call activity an instance was started by: the calling instance and the activity's execution. */
export interface CalledBy {
  instanceId: string;
  executionId: string;
}

/** A user task (or other activity) the engine waits in. */
export interface Waiting {
  id: string;
  type: string;
  executionId: string;
}

/** The engine could not continue (the message is for people); nothing of the step may be saved. */
export class EngineFailure extends Error {}

// Scripts never run: the deploy check refuses script tasks and script conditions, and this registry
// makes sure nothing slips through (a script condition then fails instead of running JavaScript).
// (bpmn-elements' IScripts types getScript as always answering a Script; answering none is what it handles.)
const NO_SCRIPTS = { register: () => undefined, getScript: () => undefined } as unknown as BpmnEngineOptions["scripts"];

/**
 * The parsed XML with only `processId` executable: bpmn-engine runs every executable process of a
 * document, and a collaboration exported by another modeler often marks every pool executable.
 */
async function onlyProcessExecutable(xml: string, processId: string) {
  const context = await new BpmnModdle().fromXML(xml);
  for (const root of (context.rootElement.rootElements as ModdleElement[] | undefined) ?? []) {
    if (root.$type === "bpmn:Process") root.isExecutable = root.id === processId;
  }
  return context as unknown as BpmnEngineOptions["moddleContext"];
}

/** Keys of the saved state beside bpmn-engine's own: the armed timers' due times and the earliest one. */
const DUE_TIMERS = "dueTimers";
export const NEXT_TIMER_AT = "nextTimerAt";
export const CALLED_BY = "calledBy";
export const WAITS_FOR = "waitsFor";
/** Beside waitsFor: the correlation value of each correlated message channel the instance waits in. */
export const CORRELATES = "correlates";

/** A saved engine state (bpmn-engine getState(), JSON). */
export type EngineState = Record<string, unknown>;

/** One step of one instance on the engine. */
export class EngineStep {
  readonly events: EngineEvent[] = [];
  private recording = true;
  private failure: Error | undefined;
  private readonly listener = new EventEmitter();
  private dueTimers: DueTimers = {};
  /** Message and signal catch events of the process: id → channel. */
  private readonly catches: Record<string, string>;
  /** Correlated message channels of the process: channel → variable. */
  private readonly correlations: Record<string, string>;
  /** The process's event sub-processes. */
  private readonly eventSubProcesses: Record<string, EventSubProcessInfo>;
  /** The call activity this instance runs for (kept in the saved state until the instance ends). */
  calledBy: CalledBy | undefined;

  private constructor(
    readonly name: string,
    private readonly engine: Engine,
    /** What the deploy check learnt of the process: its names, channels and event sub-processes. */
    private readonly graph: ProcessGraph,
    private readonly timers: HeldTimers,
    /** The server's time of this step: a timer armed now is due this much later. */
    private readonly now: Date,
    /** The instance's variables, as the engine reads them. */
    private readonly variables: () => Record<string, unknown>,
  ) {
    this.catches = graph.catches ?? {};
    this.correlations = graph.correlations ?? {};
    this.eventSubProcesses = graph.eventSubProcesses ?? {};
    engine.on("error", (error: Error) => {
      this.failure ??= error;
    });
    recordEngineEvents(this.listener, this.events, this.eventSubProcesses, () => this.recording);
  }

  /** A bpmn-engine for one step: the instance's variables, no scripts, the timers held. */
  private static createEngine(
    name: string,
    variables: () => Record<string, unknown>,
    timers: HeldTimers,
    moddleContext?: BpmnEngineOptions["moddleContext"],
  ): Engine {
    return new Engine({
      name,
      ...(moddleContext ? { moddleContext } : {}),
      expressions: engineExpressions(variables),
      scripts: NO_SCRIPTS,
      timers: timers as unknown as BpmnEngineOptions["timers"],
    });
  }

  /**
   * Starts a new instance of the definition's process (`graph.processId`; other pools of a
   * collaboration are documentation and never run); answers when it waits or ends.
   */
  static async start(
    name: string,
    xml: string,
    graph: ProcessGraph,
    variables: () => Record<string, unknown>,
    now: Date,
  ): Promise<EngineStep> {
    const moddleContext = await onlyProcessExecutable(xml, graph.processId);
    const timers = new HeldTimers();
    const engine = EngineStep.createEngine(name, variables, timers, moddleContext);
    const step = new EngineStep(name, engine, graph, timers, now, variables);
    await engine.execute({ listener: step.listener });
    await step.settle();
    return step;
  }

  /** Recovers a saved state and resumes it (the waits it re-announces are not recorded again). */
  static async recover(
    name: string,
    state: EngineState,
    graph: ProcessGraph,
    variables: () => Record<string, unknown>,
    now: Date,
  ): Promise<EngineStep> {
    const timers = new HeldTimers();
    const engine = EngineStep.createEngine(name, variables, timers);
    const engineState = structuredClone(state);
    const due = engineState[DUE_TIMERS];
    delete engineState[DUE_TIMERS];
    delete engineState[NEXT_TIMER_AT];
    const calledBy = engineState[CALLED_BY] as CalledBy | undefined;
    delete engineState[CALLED_BY];
    delete engineState[WAITS_FOR];
    delete engineState[CORRELATES];
    holdSavedTimers(engineState);
    engine.recover(engineState);
    const step = new EngineStep(name, engine, graph, timers, now, variables);
    step.dueTimers = (due as DueTimers | undefined) ?? {};
    step.calledBy = calledBy;
    step.recording = false;
    await engine.resume({ listener: step.listener });
    await step.settle();
    step.recording = true;
    return step;
  }

  private get execution() {
    const execution = this.engine.execution;
    if (!execution) throw new EngineFailure(m.engineFailed("no execution"));
    return execution;
  }

  /** The activities the engine waits in, those inside running sub-processes included (after their sub-process). */
  waiting(): Waiting[] {
    return this.postponedApis().map((a) => ({ id: a.id, type: a.type, executionId: a.executionId }));
  }

  /**
   * Every waiting element's api, descending into sub-processes and multi-instance tasks (each
   * iteration of a multi-instance user task waits with its own execution id, after its parent).
   */
  private postponedApis(): ElementApi[] {
    const all: ElementApi[] = [];
    const seen = new Set<string>();
    const visit = (apis: ElementApi[]) => {
      for (const api of apis) {
        if (seen.has(api.executionId)) continue;
        seen.add(api.executionId);
        all.push(api);
        const children = api.owner?.execution?.getPostponed?.() ?? [];
        if (children.length) visit(children);
      }
    };
    visit(this.execution.getPostponed() as unknown as ElementApi[]);
    return all;
  }

  /** Whether the process has ended (nothing waits, nothing runs). */
  get ended(): boolean {
    return this.execution.state === "idle" && this.waiting().length === 0;
  }

  private postponed(executionId: string): ElementApi {
    const api = this.postponedApis().find((a) => a.executionId === executionId);
    if (!api) throw new EngineFailure(m.engineFailed(`execution ${executionId} is not waiting`));
    return api;
  }

  /** Delivers a message or signal the instance waits for (`refId`: its element id in this document). */
  async deliver(channel: string, refId: string): Promise<void> {
    if (channel.startsWith("signal:")) this.execution.signal({ id: refId });
    else for (const definition of this.execution.definitions) definition.sendMessage({ id: refId });
    await this.settle();
  }

  /**
   * The value a message on `channel` is correlated by in this instance (its correlation variable's
   * value, as text), or undefined when the process does not correlate that message.
   */
  correlationOf(channel: string): string | undefined {
    const variable = this.correlations[channel];
    if (!variable) return undefined;
    const value = this.variables()[variable];
    return value === undefined || value === null ? "" : String(value);
  }

  /** Whether the engine waits in this execution. */
  isWaiting(executionId: string): boolean {
    return this.postponedApis().some((a) => a.executionId === executionId);
  }

  /** Completes a waiting user task and runs on to the next wait state or the end. */
  async complete(executionId: string): Promise<void> {
    this.postponed(executionId);
    this.execution.signal({ executionId });
    await this.settle();
  }

  /**
   * Returns from a waiting user task to an earlier one: the earlier activity is run again (a new pass
   * with a new execution), then the waiting one is discarded — in that order, so the process never
   * looks finished in between.
   */
  async returnTo(executionId: string, targetKey: string): Promise<void> {
    const waiting = this.postponed(executionId);
    const target = this.execution.getActivityById(targetKey) as unknown as { run(): void } | undefined;
    if (!target) throw new EngineFailure(m.engineFailed(`no activity ${targetKey}`));
    target.run();
    waiting.discard();
    await this.settle();
  }

  /**
   * Fires every timer due by `now` (in due order), and runs on until the engine waits again. A timer
   * that repeats (a cycle) is armed again, due one period after now.
   */
  async fireDue(now: Date): Promise<void> {
    const due = this.timers.executing
      .map((t) => ({ t, at: this.dueTimers[t.owner!.executionId!]?.dueAt }))
      .filter((x): x is { t: HeldTimer; at: string } => x.at !== undefined && x.at <= now.toISOString())
      .sort((a, b) => a.at.localeCompare(b.at));
    for (const { t } of due) {
      // Still armed? (an interrupting timer fired just before may have discarded this one's activity.)
      if (!this.timers.executing.includes(t)) continue;
      delete this.dueTimers[t.owner!.executionId!];
      t.fire();
      await this.settle();
    }
  }

  /** When each armed timer is due: those armed in this step are due their delay after the step's time. */
  private timersDue(): DueTimers {
    const next: DueTimers = {};
    for (const t of this.timers.executing) {
      const key = t.owner!.executionId!;
      const known = this.dueTimers[key];
      // A date timer (timeDate) is due at its date; a duration or cycle counts from when it was armed.
      const dueAt =
        known?.dueAt ??
        (t.owner!.timerType === "timeDate" && t.owner!.expireAt
          ? new Date(t.owner!.expireAt).toISOString()
          : new Date(this.now.getTime() + t.delay).toISOString());
      next[key] = { dueAt, id: t.owner!.id ?? "" };
    }
    this.dueTimers = next;
    return next;
  }

  /** Ends the process without taking any further flow (reject, cancel). */
  async discardProcess(): Promise<void> {
    for (const definition of this.execution.definitions) {
      for (const process of definition.getRunningProcesses()) process.getApi().discard();
    }
    await this.settle();
  }

  /**
   * The state to save, with the armed timers' due times and the earliest of them (what the timer
   * sweeper selects on).
   */
  async state(): Promise<EngineState> {
    const state = JSON.parse(JSON.stringify(await this.engine.getState())) as EngineState;
    const due = this.timersDue();
    const next = Object.values(due)
      .map((d) => d.dueAt)
      .sort()[0];
    const waitsFor = [...new Set(this.waiting().flatMap((w) => (this.catches[w.id] ? [this.catches[w.id]!] : [])))];
    const correlates = Object.fromEntries(
      waitsFor.flatMap((channel) => {
        const value = this.correlationOf(channel);
        return value === undefined ? [] : [[channel, value]];
      }),
    );
    return {
      ...state,
      [DUE_TIMERS]: due,
      ...(next ? { [NEXT_TIMER_AT]: next } : {}),
      ...(this.calledBy ? { [CALLED_BY]: this.calledBy } : {}),
      // The channels it waits for, for the runtime to find it when a message or signal is thrown.
      [WAITS_FOR]: waitsFor,
      ...(Object.keys(correlates).length ? { [CORRELATES]: correlates } : {}),
    };
  }

  /**
   * Lets the engine run until it waits or ends, then does for event sub-processes what bpmn-engine
   * leaves undone, until nothing changes; throws EngineFailure if it failed on the way.
   */
  private async settle(): Promise<void> {
    for (let round = 0; ; round++) {
      await this.runUntilWaiting();
      if (round >= 10 || !this.superviseEventSubProcesses()) return;
    }
  }

  /**
   * bpmn-engine starts an event sub-process only for an error thrown inside the process, and never
   * ends the rest of the process for it. So: while the process runs, each event sub-process started
   * by a timer, message or signal is run and waits in its start event (its timer held like any other,
   * its message or signal a catch like any other); once an interrupting one has started, every other
   * activity of the process is discarded; when only waiting event sub-processes are left, they are
   * discarded and the process ends. A non-interrupting one waits again once its run has ended.
   * Answers whether it changed anything (then the engine runs again).
   */
  private superviseEventSubProcesses(): boolean {
    const info = this.eventSubProcesses;
    if (Object.keys(info).length === 0 || !this.engine.execution) return false;
    const top = this.execution.getPostponed() as unknown as ElementApi[];
    if (top.length === 0) return false;
    const waitingIds = new Set(this.postponedApis().map((a) => a.id));
    const waitsForTrigger = (api: ElementApi) => waitingIds.has(info[api.id]!.start);
    const eventRuns = top.filter((a) => info[a.id]);
    const started = eventRuns.filter((a) => !waitsForTrigger(a));
    const interrupting = started.find((a) => info[a.id]!.interrupting);
    if (interrupting) {
      const others = top.filter((a) => a.executionId !== interrupting.executionId);
      for (const api of others) api.discard();
      return others.length > 0;
    }
    if (top.length === eventRuns.length && started.length === 0) {
      for (const api of eventRuns) api.discard();
      return true;
    }
    const running = new Set(eventRuns.map((a) => a.id));
    let changed = false;
    for (const [id, sub] of Object.entries(info)) {
      // An error event sub-process is started by bpmn-engine when the error is thrown.
      if (sub.trigger === "error" || running.has(id)) continue;
      const activity = this.execution.getActivityById(id) as unknown as { run(): void } | undefined;
      activity?.run();
      changed = true;
    }
    return changed;
  }

  /** Lets the engine run until it waits or ends; throws EngineFailure if it failed on the way. */
  private async runUntilWaiting(): Promise<void> {
    for (let i = 0; i < 50 && this.engine.execution?.activityStatus === "executing"; i++) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (this.failure) throw this.translate(this.failure);
    const status = this.engine.execution?.activityStatus;
    // "timer": a timer event waits, held until the sweeper fires it.
    if (status === "executing") throw new EngineFailure(m.engineFailed(`engine still ${status}`));
  }

  private translate(error: Error): EngineFailure {
    const message = error.message ?? String(error);
    const noFlow = /^<([^>]+)> no conditional flow taken/.exec(message);
    if (noFlow) return new EngineFailure(m.noFlowTaken(m.element(noFlow[1]!, this.graph.nodes[noFlow[1]!]?.name)));
    // A condition that failed to evaluate carries our own message (expression.ts ConditionError).
    const inner = (error as { inner?: Error; source?: { content?: { error?: Error } } }).inner;
    return new EngineFailure(m.engineFailed(inner?.message ?? message));
  }
}
