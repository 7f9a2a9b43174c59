import type {
  ProcessDefinition,
  ProcessInstance,
  ProcessModel,
  ProcessOption,
  ProcessTask,
  ProcessTimelineTask,
  ProcessUser,
} from "../types";

/**
 * The stories' data: a school's 请假申请 and 调课申请 processes, in the contract's shapes (extra
 * fields the widgets do not read are left out).
 */

/** 2026-03-14 01:05:09 UTC, shown as 2026-03-14 09:05:09 in Shanghai (the default school zone). */
const T0 = Date.UTC(2026, 2, 14, 1, 5, 9);
const minutes = (n: number) => T0 + n * 60_000;

const student: ProcessUser = { id: 3, nickname: "李明", deptName: "初二（3）班" };
const teacher: ProcessUser = { id: 2, nickname: "王老师", deptName: "初二（3）班" };
const leader: ProcessUser = { id: 5, nickname: "赵组长", deptName: "初二年级组" };
const director: ProcessUser = { id: 6, nickname: "陈主任", deptName: "教务处" };

const categories: ProcessOption[] = [
  { value: "1", label: "请假" },
  { value: "2", label: "教务" },
];

const leaveV3: ProcessDefinition = {
  id: 13,
  key: "leave",
  name: "请假申请",
  version: 3,
  category: "1",
  formId: 1,
  deployTime: minutes(-60 * 24),
};
const leaveV2: ProcessDefinition = { ...leaveV3, id: 12, version: 2, formId: 1, deployTime: minutes(-60 * 48) };
const leaveV1: ProcessDefinition = { ...leaveV3, id: 11, version: 1, formId: null, deployTime: minutes(-60 * 72) };
const courseChange: ProcessDefinition = {
  id: 21,
  key: "course_change",
  name: "调课申请",
  version: 1,
  category: "2",
  formId: 2,
  deployTime: minutes(-30),
};
const uncategorised: ProcessDefinition = {
  id: 31,
  key: "repair",
  name: "报修",
  version: 2,
  category: null,
  formId: null,
  deployTime: minutes(-10),
};

const models: ProcessModel[] = [
  {
    id: 1,
    key: "leave",
    name: "请假申请",
    category: "1",
    formName: "请假单",
    updateTime: minutes(-5),
    latestDefinition: leaveV3,
  },
  {
    id: 2,
    key: "course_change",
    name: "调课申请",
    category: "2",
    formName: "调课单",
    updateTime: T0,
    latestDefinition: courseChange,
  },
  {
    id: 3,
    key: "field_trip",
    name: "研学活动审批",
    category: null,
    formName: null,
    updateTime: minutes(3),
    latestDefinition: null,
  },
];

const running: ProcessInstance = {
  id: "pi-1",
  name: "请假申请",
  status: 1,
  result: 1,
  startUser: student,
  createTime: T0,
  endTime: null,
  currentTasks: [{ id: "t-2", name: "班主任审批", assigneeUser: teacher }],
};
const instances: ProcessInstance[] = [
  running,
  {
    id: "pi-2",
    name: "调课申请",
    status: 1,
    result: 1,
    startUser: student,
    createTime: minutes(10),
    endTime: null,
    currentTasks: [
      { id: "t-21", name: "年级组审批", assigneeUser: leader },
      { id: "t-22", name: "教务处审批", assigneeUser: null },
    ],
  },
  { ...running, id: "pi-3", status: 2, result: 2, endTime: minutes(120), currentTasks: [] },
  { ...running, id: "pi-4", status: 2, result: 3, endTime: minutes(180), currentTasks: [] },
  { ...running, id: "pi-5", status: 2, result: 4, endTime: minutes(30), currentTasks: [] },
];

const instanceRef = { id: "pi-1", name: "请假申请", startUser: student, createTime: T0 };

const todoTasks: ProcessTask[] = [
  {
    id: "t-2",
    name: "班主任审批",
    result: 1,
    reason: null,
    createTime: minutes(1),
    endTime: null,
    assigneeUser: teacher,
    processInstance: instanceRef,
  },
  {
    id: "t-21",
    name: "年级组审批",
    result: 1,
    reason: null,
    createTime: minutes(11),
    endTime: null,
    assigneeUser: teacher,
    processInstance: { id: "pi-2", name: "调课申请", startUser: student, createTime: minutes(10) },
  },
];

const doneTasks: ProcessTask[] = [
  {
    id: "t-9",
    name: "班主任审批",
    result: 2,
    reason: "同意，注意休息",
    createTime: minutes(1),
    endTime: minutes(20),
    assigneeUser: teacher,
    processInstance: instanceRef,
  },
  {
    id: "t-10",
    name: "班主任审批",
    result: 3,
    reason: "<b>材料不全</b>，请补充病假证明",
    createTime: minutes(2),
    endTime: minutes(40),
    assigneeUser: teacher,
    processInstance: { id: "pi-4", name: "请假申请", startUser: student, createTime: minutes(2) },
  },
];

/** An instance's history: submitted, approved by the teacher, now with the grade leader. */
const timelineTasks: ProcessTimelineTask[] = [
  // given out of order: the timeline sorts them
  {
    id: "t-3",
    name: "年级组审批",
    result: 1,
    reason: null,
    createTime: minutes(21),
    endTime: null,
    assigneeUser: leader,
  },
  {
    id: "t-1",
    name: "提交申请",
    result: 2,
    reason: "因病请假三天",
    createTime: T0,
    endTime: minutes(1),
    assigneeUser: student,
  },
  {
    id: "t-2",
    name: "班主任审批",
    result: 2,
    reason: "同意，注意休息",
    createTime: minutes(1),
    endTime: minutes(20),
    assigneeUser: teacher,
  },
];

export {
  categories,
  courseChange,
  director,
  doneTasks,
  instances,
  leaveV1,
  leaveV2,
  leaveV3,
  minutes,
  models,
  running,
  student,
  T0,
  timelineTasks,
  todoTasks,
  uncategorised,
};
