/**
 * What the process viewer is shown. The shapes follow the API contract's ProcessInstance,
 * ProcessTask and ProcessActivity (packages/api/openapi), restated here because the designer
 * package knows nothing of the API: the contract's objects can be passed as they are.
 */

/** Process result codes (spec §4): 1 in progress, 2 approved, 3 rejected, 4 cancelled, 5 returned, 6 pending. */
type ProcessResult = 1 | 2 | 3 | 4 | 5 | 6;

/** A person as the viewer names them: nickname and department. */
interface ViewerUser {
  nickname: string;
  /** Department name; null when the person has none. */
  deptName: string | null;
}

/** One pass of the instance through a flow element (the contract's ProcessActivity). */
interface ViewerActivity {
  /** The flow element's id in the diagram. */
  key: string;
  /** BPMN element type, when the server gives it (not needed by the viewer). */
  type?: string;
  /** The task created by this pass, for user tasks; its result colours the node. */
  taskId: string | null;
  /** Epoch milliseconds. */
  startTime: number;
  /** Epoch milliseconds; null while the pass is still open (the node is pending). */
  endTime: number | null;
  /** Ids of the outgoing sequence flows this pass took. */
  outgoing?: string[];
}

/** A task of the instance (the contract's ProcessTask), found through an activity's `taskId`. */
interface ViewerTask {
  id: string;
  name?: string;
  definitionKey?: string;
  result: ProcessResult;
  assigneeUser: ViewerUser | null;
  /** Epoch milliseconds. */
  createTime: number;
  /** Epoch milliseconds; null while the task is open. */
  endTime: number | null;
  /** The approval comment; shown as text, never as HTML. */
  reason?: string | null;
}

/** The instance itself (the contract's ProcessInstance): who started it, when, and how it ended. */
interface ViewerInstance {
  id?: string;
  name?: string;
  result: ProcessResult;
  startUser: ViewerUser;
  /** Epoch milliseconds. */
  createTime: number;
  /** Epoch milliseconds; null while the instance runs. */
  endTime: number | null;
}

export type { ProcessResult, ViewerActivity, ViewerInstance, ViewerTask, ViewerUser };
