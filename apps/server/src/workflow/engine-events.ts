// What a step records of the engine's run, in order, for the runtime to turn into task and activity rows:
// activities started, ended, waiting or discarded, flows taken, call activities started, and messages and
// signals thrown (bpmn-engine's listener events, translated).
import type { EventEmitter } from "node:events";

import type { EventSubProcessInfo } from "./process-graph.js";

/** What happened during a step, in order. */
export type EngineEvent =
  | { kind: "start" | "end" | "wait" | "discard"; id: string; type: string; executionId: string }
  | { kind: "take"; id: string; sourceId: string }
  /** A call activity started: the runtime starts an instance of the called key's latest version. */
  | { kind: "call"; id: string; type: string; executionId: string; calledElement: string }
  /** A message or signal thrown: the runtime delivers it to the instances waiting for its channel. */
  | { kind: "throw"; id: string; type: string; executionId: string; channel: string };

/** An element as bpmn-engine's listener and execution hand it over. */
export interface ElementApi {
  id: string;
  type: string;
  executionId: string;
  content: { sourceId?: string; executionId?: string; parent?: { id?: string; executionId?: string } };
  discard(): void;
  /** The element itself: a sub-process's or multi-instance task's execution lists what waits inside it. */
  owner?: { type?: string; execution?: { getPostponed?(): ElementApi[] } };
}

/**
 * Records the step's events from bpmn-engine's listener while `recording()` holds (a recovered state
 * re-announces its waits, which are not recorded again).
 */
export function recordEngineEvents(
  listener: EventEmitter,
  events: EngineEvent[],
  eventSubProcesses: Record<string, EventSubProcessInfo>,
  recording: () => boolean,
): void {
  /** The start event of each event sub-process → the event sub-process. */
  const eventStarts = new Map(Object.entries(eventSubProcesses).map(([id, info]) => [info.start, id]));
  const record = (kind: "start" | "end" | "wait" | "discard") => (api: ElementApi) => {
    if (!recording()) return;
    // An event sub-process waiting for its trigger is no pass yet: its start and its start event's
    // are recorded when the start event fires (before its end), so the viewer shows only those that ran.
    const eventSubProcess = eventStarts.get(api.id);
    if ((kind === "start" || kind === "wait") && (eventSubProcess || eventSubProcesses[api.id])) return;
    // A boundary event starts listening when its activity starts and is discarded when the activity ends
    // without it: only one that fires is a pass (its start recorded with its end), so the viewer does not
    // show a timer that never fired as passed.
    // (Its end comes from its event definition: the element is the api's owner.)
    if (api.owner?.type === "bpmn:BoundaryEvent") {
      if (kind !== "end") return;
      events.push({ kind: "start", id: api.id, type: api.owner.type, executionId: api.executionId });
    }
    if (kind === "end" && eventSubProcess && api.content.parent?.executionId) {
      const parent = api.content.parent.executionId;
      events.push({ kind: "start", id: eventSubProcess, type: "bpmn:SubProcess", executionId: parent });
      events.push({ kind: "start", id: api.id, type: api.type, executionId: api.executionId });
    }
    events.push({ kind, id: api.id, type: api.type, executionId: api.executionId });
  };
  listener.on("activity.start", record("start"));
  listener.on("activity.end", record("end"));
  listener.on("activity.wait", record("wait"));
  listener.on("activity.discard", record("discard"));
  listener.on("flow.take", (api: ElementApi) => {
    if (recording() && api.content.sourceId) events.push({ kind: "take", id: api.id, sourceId: api.content.sourceId });
  });
  listener.on("activity.error", () => undefined);
  const thrown =
    (kind: "signal" | "message") => (api: ElementApi & { content: { message?: { id?: string; name?: string } } }) => {
      const name = (api.content.message?.name ?? api.content.message?.id ?? "").trim();
      if (recording() && name)
        events.push({
          kind: "throw",
          id: api.id,
          type: api.type,
          executionId: api.executionId,
          channel: `${kind}:${name}`,
        });
    };
  listener.on("activity.signal", thrown("signal"));
  listener.on("activity.message", thrown("message"));
  listener.on("activity.call", (api: ElementApi & { content: { calledElement?: string } }) => {
    if (recording() && api.content.calledElement)
      events.push({
        kind: "call",
        id: api.id,
        type: api.type,
        executionId: api.executionId,
        calledElement: api.content.calledElement,
      });
  });
}
