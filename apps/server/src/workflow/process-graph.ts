// What the deploy check learns of a process and the runtime and the viewer read back from the
// definition's row: its nodes, user tasks with their assignee attributes, flows, call activities,
// message and signal channels, and event sub-processes.

/** A user task as the runtime needs it: its name and the designer's assignee attributes (any prefix). */
export interface UserTaskInfo {
  name: string;
  assignee?: string;
  candidateUsers?: string[];
  candidateGroups?: string[];
}

/**
 * An event sub-process at the process's top level: its start event, what starts it, and whether it
 * ends the rest of the process when it starts (isInterrupting, true by default).
 */
export interface EventSubProcessInfo {
  start: string;
  trigger: "timer" | "message" | "signal" | "error";
  interrupting: boolean;
}

/** A deployable process, summarised. */
export interface ProcessGraph {
  processId: string;
  processName: string | null;
  /**
   * Every flow node, those inside embedded sub-processes included: id → BPMN type (e.g.
   * "bpmn:UserTask"), name, and the sub-process it is drawn in (absent at the process's top level).
   */
  nodes: Record<string, { type: string; name: string | null; parent?: string }>;
  userTasks: Record<string, UserTaskInfo>;
  /** Sequence flows: id → source and target node ids. */
  flows: Record<string, { source: string; target: string }>;
  /** Call activities: id → the key of the process they call (its latest deployed version runs). */
  calls?: Record<string, string>;
  /** Message and signal catch events: id → the channel they wait for ("signal:名称", "message:名称"). */
  catches?: Record<string, string>;
  /** Each channel's message or signal element id in this document (what the engine is signalled with). */
  channels?: Record<string, string>;
  /**
   * Message channels whose message names a correlation key: channel → the variable whose value must be
   * equal in the sending and the waiting instance for the message to pass.
   */
  correlations?: Record<string, string>;
  /** Event sub-processes by id (their start events are catches too when a message or signal starts them). */
  eventSubProcesses?: Record<string, EventSubProcessInfo>;
}
