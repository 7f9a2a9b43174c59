import type { Engine } from "../core/engines";
import type { ProcessResult } from "../viewer/types";

/**
 * What the workflow screens' widgets read. The shapes follow the API contract's `BpmModel`,
 * `BpmProcessDefinition`, `BpmProcessInstance`, `BpmTask`, `BpmTaskRef`, `BpmUser`, `BpmNode` and
 * `BpmWorkflowButton` (packages/api/openapi), restated here because the designer package knows
 * nothing of the API. Only the fields a widget reads are listed, so the contract's objects can be
 * passed as they are.
 */

/** Instance status (dictionary bpm_process_instance_status): 1 running, 2 finished. */
type ProcessStatus = 1 | 2;

/** A person as the workflow screens name them (the contract's BpmUser). */
interface ProcessUser {
  id?: number;
  nickname: string;
  deptName?: string | null;
}

/** A choice of a select: a dictionary entry (category) or a form, by value. */
interface ProcessOption<Value extends string | number = string> {
  value: Value;
  label: string;
}

/** A deployed version of a model (the contract's BpmProcessDefinition). */
interface ProcessDefinition {
  id: number;
  key: string;
  name: string;
  /** Version of the key, from 1. */
  version: number;
  /** Dictionary bpm_model_category value, or null. */
  category: string | null;
  /** The start form's id, or null. */
  formId: number | null;
  /** Epoch milliseconds. */
  deployTime: number;
}

/** A process model, as the model list shows it (the contract's BpmModel). */
interface ProcessModel {
  id: number;
  key: string;
  name: string;
  category: string | null;
  formName: string | null;
  /** Epoch milliseconds. */
  updateTime: number;
  /** The newest deployment, or null while never deployed. */
  latestDefinition: ProcessDefinition | null;
  /**
   * Whether the person may change, deploy and delete this model (its creator or a process
   * administrator); false: they may only view and copy it. Absent: as the table's permissions say.
   */
  canManage?: boolean;
  /** Who created the model, named in the row when the person may not change it. */
  ownerName?: string | null;
}

/** What a new model is created from (the contract's BpmModelCreate). */
interface ProcessModelCreate {
  key: string;
  name: string;
  engine: Engine;
  category: string | null;
  description: string | null;
  /** The diagram of the file the model is created from (its process id is the key), to save into it. */
  xml?: string;
}

/** An open task of an instance (the contract's BpmTaskRef). */
interface ProcessTaskRef {
  id: string;
  name: string;
  /** Null while only candidates hold it. */
  assigneeUser: ProcessUser | null;
}

/** A process instance, as "my processes" lists it (the contract's BpmProcessInstance). */
interface ProcessInstance {
  id: string;
  name: string;
  status: ProcessStatus;
  result: ProcessResult;
  startUser: ProcessUser;
  /** Epoch milliseconds. */
  createTime: number;
  /** Epoch milliseconds; null while it runs. */
  endTime: number | null;
  currentTasks: readonly ProcessTaskRef[];
}

/** The actions a user task can offer. */
type ProcessButtonCode = "approve" | "reject" | "return" | "transfer";

/** One action of a user task as configured in the designer (the contract's BpmWorkflowButton). */
interface ProcessTaskButton {
  id: string;
  name: string;
  code: ProcessButtonCode;
  isHide: boolean;
  /** Return only: the key of the earlier user task it returns to; absent = the assignee chooses. */
  next?: string;
  sort: number;
}

/** A user task of a diagram: a return target (the contract's BpmNode). */
interface ProcessNode {
  key: string;
  name: string;
}

/** A person a task can be handed to. */
interface ProcessUserOption {
  id: number;
  name: string;
}

/** A user task of an instance (the contract's BpmTask). */
interface ProcessTask {
  id: string;
  name: string;
  result: ProcessResult;
  /** The assignee's reason (审批意见); shown as text, never as HTML. */
  reason?: string | null;
  /** Epoch milliseconds. */
  createTime: number;
  /** Epoch milliseconds; null while the task is open. */
  endTime: number | null;
  assigneeUser: ProcessUser | null;
  processInstance: { id: string; name: string; startUser: ProcessUser; createTime: number };
}

/** What the timeline needs of a task: the contract's BpmTask without its instance. */
type ProcessTimelineTask = Omit<ProcessTask, "processInstance">;

/** What the timeline needs of the instance: who started it, when, and how it ended. */
interface ProcessTimelineInstance {
  result: ProcessResult;
  startUser: ProcessUser;
  createTime: number;
  endTime: number | null;
  /** Why it ended when it was cancelled (or rejected): shown as text at its end. */
  reason?: string | null;
}

export type {
  ProcessButtonCode,
  ProcessDefinition,
  ProcessInstance,
  ProcessModel,
  ProcessModelCreate,
  ProcessNode,
  ProcessOption,
  ProcessStatus,
  ProcessTask,
  ProcessTaskButton,
  ProcessTaskRef,
  ProcessTimelineInstance,
  ProcessTimelineTask,
  ProcessUser,
  ProcessUserOption,
};
