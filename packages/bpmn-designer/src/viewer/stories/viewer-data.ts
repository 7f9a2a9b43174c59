import type { ProcessResult, ViewerActivity, ViewerInstance, ViewerTask, ViewerUser } from "../types";

/**
 * The instance data of the viewer stories: a leave request countersigned by six offices
 * (approval.bpmn), each office's task in one of the six results.
 */

/** 2026-03-14 01:05:09 UTC, shown as 2026-03-14 09:05:09 in Shanghai (the default school zone). */
const T0 = Date.UTC(2026, 2, 14, 1, 5, 9);
const minutes = (n: number) => T0 + n * 60_000;

const student: ViewerUser = { nickname: "李明", deptName: "初二（3）班" };

/** The six offices' tasks: [element id, task id, assignee, department, result, end minute or null, reason]. */
const offices: [string, string, string, string, ProcessResult, number | null, string][] = [
  ["Task_teacher", "t-teacher", "王老师", "初二（3）班", 1, null, ""],
  ["Task_grade", "t-grade", "赵组长", "初二年级组", 2, 120, "同意"],
  ["Task_office", "t-office", "陈主任", "教务处", 3, 180, "材料不全，请补充病假证明"],
  ["Task_logistics", "t-logistics", "周主任", "后勤处", 4, 60, "申请人已撤回"],
  ["Task_finance", "t-finance", "吴会计", "财务处", 5, 240, "请先走财务报销流程"],
  ["Task_principal", "t-principal", "郑校长", "校长室", 6, null, ""],
];

const approvalTasks: ViewerTask[] = [
  {
    id: "t-submit",
    result: 2,
    assigneeUser: student,
    createTime: T0,
    endTime: minutes(1),
    reason: "因病请假三天",
  },
  ...offices.map(([, id, nickname, deptName, result, end, reason]) => ({
    id,
    result,
    assigneeUser: { nickname, deptName },
    createTime: minutes(1),
    endTime: end === null ? null : minutes(end),
    reason,
  })),
];

const approvalActivities: ViewerActivity[] = [
  { key: "StartEvent_1", taskId: null, startTime: T0, endTime: T0, outgoing: ["Flow_start"] },
  { key: "Task_submit", taskId: "t-submit", startTime: T0, endTime: minutes(1), outgoing: ["Flow_submit"] },
  {
    key: "Gateway_fork",
    taskId: null,
    startTime: minutes(1),
    endTime: minutes(1),
    outgoing: offices.map(([element]) => `Flow_to_${element.slice(5)}`),
  },
  ...offices.map(([key, taskId, , , , end]) => ({
    key,
    taskId,
    startTime: minutes(1),
    endTime: end === null ? null : minutes(end),
  })),
];

const approvalInstance: ViewerInstance = {
  id: "pi-1",
  name: "请假审批",
  result: 1,
  startUser: student,
  createTime: T0,
  endTime: null,
};

/** The same instance after the class teacher approved: the data a server would send next. */
function afterTeacherApproved(): { activities: ViewerActivity[]; tasks: ViewerTask[] } {
  return {
    activities: approvalActivities.map((activity) =>
      activity.key === "Task_teacher" ? { ...activity, endTime: minutes(300) } : activity,
    ),
    tasks: approvalTasks.map((task) =>
      task.id === "t-teacher" ? { ...task, result: 2, endTime: minutes(300), reason: "同意，注意休息" } : task,
    ),
  };
}

export { afterTeacherApproved, approvalActivities, approvalInstance, approvalTasks, minutes, student, T0 };
