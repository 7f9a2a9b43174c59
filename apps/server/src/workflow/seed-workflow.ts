// The workflow's demo data, seeded once on an empty database after the accounts: the school's
// departments (with heads), posts and user groups; the forms 请假申请表 and 调课申请表; the models
// 请假申请 and 调课申请, deployed; and 请假申请 instances started and acted on by students and
// teachers through the runtime itself, in every state (two running, approved, rejected, cancelled,
// returned), so the viewer shows every colour on the first start.
import type { components } from "@smartclass/api";
import { and, eq, inArray, isNull } from "drizzle-orm";

import type { AuthUser } from "../auth.js";
import { type Db, schema } from "../db/index.js";
import { deployModel } from "./models.js";
import { startInstance } from "./runtime.js";
import { approveTask, cancelInstance, rejectTask, returnTask } from "./task-actions.js";
import { COURSE_CHANGE_FORM_FIELDS, COURSE_CHANGE_XML, LEAVE_FORM_FIELDS, LEAVE_XML } from "./seed-diagrams.js";
import { DEFAULT_BUTTONS } from "./views.js";

type Settings = components["schemas"]["BpmModelSettings"];

const HOUR = 3_600_000;

/** The demo accounts the workflow demo gives tasks and instances to. */
const WORKFLOW_DEMO_PEOPLE = [
  "admin",
  "teacher1",
  "teacher2",
  "student01",
  "student02",
  "student03",
  "student04",
  "student05",
  "student06",
] as const;

/**
 * Whether the demo accounts the workflow demo needs are all there: a school's own data (restored
 * from a backup, or with the demo accounts deleted) has none of them and gets no workflow demo.
 */
export async function hasWorkflowDemoPeople(db: Db): Promise<boolean> {
  const found = await db
    .select({ username: schema.users.username })
    .from(schema.users)
    .where(inArray(schema.users.username, [...WORKFLOW_DEMO_PEOPLE]));
  return found.length === WORKFLOW_DEMO_PEOPLE.length;
}

async function people(db: Db): Promise<Map<string, AuthUser>> {
  const rows = await db
    .select({
      id: schema.users.id,
      username: schema.users.username,
      nickname: schema.users.nickname,
      role: schema.roles.code,
    })
    .from(schema.users)
    .innerJoin(schema.userRoles, eq(schema.userRoles.userId, schema.users.id))
    .innerJoin(schema.roles, eq(schema.roles.id, schema.userRoles.roleId))
    .where(inArray(schema.users.username, [...WORKFLOW_DEMO_PEOPLE]));
  return new Map(
    rows.map((r) => [
      r.username,
      {
        id: r.id,
        username: r.username,
        nickname: r.nickname,
        avatar: "",
        roles: [r.role],
        roleIds: [],
        permissions: [],
        sessionId: "seed",
      },
    ]),
  );
}

/** The keys of the school models the demo seeds; they belong to the administrator. */
export const SEEDED_MODEL_KEYS = ["leave", "course_change"] as const;

/** Seeds the workflow demo (organisation, forms, deployed models, instances in every state). */
export async function seedWorkflow(db: Db, now = new Date()): Promise<void> {
  const who = await people(db);
  const user = (name: string) => {
    const u = who.get(name);
    if (!u) throw new Error(`seed: no user ${name}`);
    return u;
  };
  const admin = user("admin");
  const teacher1 = user("teacher1");
  const teacher2 = user("teacher2");

  // The organisation: departments with heads (members are the users whose dept_name is the name).
  const college = await db
    .insert(schema.departments)
    .values([
      { name: "教务处", leaderUserId: admin.id, sort: 1 },
      { name: "计算机学院", leaderUserId: teacher1.id, sort: 2 },
      { name: "数学学院", leaderUserId: teacher2.id, sort: 3 },
    ])
    .returning();
  const cs = college.find((d) => d.name === "计算机学院")!;
  await db
    .insert(schema.departments)
    .values({ name: "2024级1班", parentId: cs.id, leaderUserId: teacher1.id, sort: 4 });
  const posts = await db
    .insert(schema.posts)
    .values([
      { code: "principal", name: "校长", sort: 1 },
      { code: "dean", name: "教务主任", sort: 2 },
      { code: "head_teacher", name: "班主任", sort: 3 },
      { code: "teacher", name: "任课教师", sort: 4 },
    ])
    .returning();
  const post = (code: string) => posts.find((p) => p.code === code)!.id;
  await db.insert(schema.userPosts).values([
    { userId: admin.id, postId: post("principal") },
    { userId: teacher2.id, postId: post("dean") },
    { userId: teacher1.id, postId: post("head_teacher") },
    { userId: teacher1.id, postId: post("teacher") },
    { userId: teacher2.id, postId: post("teacher") },
  ]);
  await db.insert(schema.userGroups).values([
    { name: "审批小组", description: "请假与调课的审批人", memberUserIds: [teacher1.id, teacher2.id] },
    { name: "教务组", description: "教务处的工作人员", memberUserIds: [admin.id, teacher2.id] },
  ]);

  // Forms and models.
  const [leaveForm, courseForm] = await db
    .insert(schema.bpmForms)
    .values([
      { name: "请假申请表", fields: LEAVE_FORM_FIELDS, remark: "学生请假", createdAt: now, updatedAt: now },
      { name: "调课申请表", fields: COURSE_CHANGE_FORM_FIELDS, remark: "教师调课", createdAt: now, updatedAt: now },
    ])
    .returning();
  const leaveSettings: Settings = {
    tasks: {
      Task_Teacher: { rules: [{ id: "rule-head", type: 50, value: [2], sort: 0 }], buttons: DEFAULT_BUTTONS },
      Task_Dean: { rules: [{ id: "rule-dean", type: 22, value: [post("dean")], sort: 0 }], buttons: DEFAULT_BUTTONS },
    },
    flows: {
      Flow_Long: [{ id: "c1", field: "days", compare: ">", value: "3", logic: "&&", sort: 0 }],
      Flow_Short: [{ id: "c1", field: "days", compare: "<=", value: "3", logic: "&&", sort: 0 }],
    },
  };
  const courseSettings: Settings = {
    tasks: { Task_Dean: { rules: [{ id: "rule-dean", type: 22, value: [post("dean")], sort: 0 }], buttons: [] } },
    flows: {},
  };
  const [leaveModel, courseModel] = await db
    .insert(schema.bpmModels)
    .values([
      {
        key: "leave",
        name: "请假申请",
        engine: "flowable",
        category: "1",
        description: "学生请假：班主任审批，超过 3 天再由教务处审批",
        formId: leaveForm!.id,
        xml: LEAVE_XML,
        settings: leaveSettings,
        ownerUserId: user("admin").id,
        createdAt: now,
        updatedAt: now,
      },
      {
        key: "course_change",
        name: "调课申请",
        engine: "flowable",
        category: "1",
        description: "教师调课：教务主任审批",
        formId: courseForm!.id,
        xml: COURSE_CHANGE_XML,
        settings: courseSettings,
        ownerUserId: user("admin").id,
        createdAt: now,
        updatedAt: now,
      },
    ])
    .returning();
  const leave = await deployModel(db, leaveModel!, now);
  await deployModel(db, courseModel!, now);

  // Instances, oldest first, each acted on through the runtime as people would.
  let hour = 12;
  const at = () => new Date(now.getTime() - hour-- * HOUR);
  const form = (leaveType: string, days: number, startDate: string, reason: string) => ({
    leaveType,
    days,
    startDate,
    reason,
  });
  const start = (student: string, values: Record<string, unknown>) =>
    startInstance(db, user(student), leave.id, values, at());
  const openTask = async (instanceId: string) => {
    const open = await db
      .select({ id: schema.bpmTasks.id })
      .from(schema.bpmTasks)
      .where(and(eq(schema.bpmTasks.instanceId, instanceId), isNull(schema.bpmTasks.endTime)));
    if (open.length !== 1) throw new Error(`seed: instance ${instanceId} has ${open.length} open tasks`);
    return open[0]!.id;
  };

  const approved = await start("student03", form("sick", 1, "2026-03-02", "感冒发烧，需要就医"));
  await approveTask(db, teacher1, await openTask(approved), "同意，注意休息", undefined, at());

  const rejected = await start("student04", form("personal", 7, "2026-03-09", "回老家参加婚礼"));
  await approveTask(db, teacher1, await openTask(rejected), "同意，请教务处审批", undefined, at());
  await rejectTask(db, teacher2, await openTask(rejected), "期末考试周，请假超过 3 天不予批准", at());

  const cancelled = await start("student05", form("personal", 2, "2026-03-16", "家中有事"));
  await cancelInstance(db, user("student05"), cancelled, "事情已解决，不需要请假了", at());

  const returned = await start("student06", form("official", 5, "2026-03-23", "代表学校参加程序设计竞赛"));
  await approveTask(db, teacher1, await openTask(returned), "同意", undefined, at());
  await returnTask(db, teacher2, await openTask(returned), "Task_Teacher", "请班主任补充竞赛通知后再审批", at());

  await start("student01", form("sick", 2, "2026-03-30", "牙疼，需要去医院"));
  const second = await start("student02", form("official", 4, "2026-04-06", "参加全国大学生数学建模竞赛"));
  await approveTask(db, teacher1, await openTask(second), "同意", undefined, at());
}
