// What every operation needs: one table, keyed by "METHOD /path" exactly as in the contract.
// "public" needs nothing, "user" needs a signed-in user, anything else is a permission string.

export type Requirement = "public" | "user" | string;

/** Workflow: designing processes (models, forms) — teachers and administrators. */
const BPM_DESIGN = [
  "bpm:model:query",
  "bpm:model:create",
  "bpm:model:update",
  "bpm:model:delete",
  "bpm:model:deploy",
  "bpm:form:query",
  "bpm:form:create",
  "bpm:form:update",
  "bpm:form:delete",
];
/**
 * Workflow: changing, deleting and deploying any process model, not only one's own (a model's creator
 * may always change theirs). Only the administrator holds it (through the wildcard).
 */
export const BPM_MODEL_MANAGE = "bpm:model:manage";
/** Workflow: starting processes and following one's own — everyone. */
const BPM_START = [
  "bpm:process-definition:query",
  "bpm:process-instance:query",
  "bpm:process-instance:create",
  "bpm:process-instance:cancel",
];

/**
 * Permission strings of the built-in roles (admin holds the wildcard). 教务 (registrar) is the school office's
 * read-only look at the users and the teaching accounts: it sees both lists and changes nothing.
 */
export const ROLE_PERMISSIONS: Record<string, string[]> = {
  admin: ["*:*:*"],
  teacher: [
    "teach:course:teach",
    "teach:sign-in:manage",
    "teach:activity:teach",
    "teach:user:query",
    ...BPM_DESIGN,
    ...BPM_START,
    "bpm:task:query",
    "bpm:task:update",
  ],
  student: [
    "teach:course:learn",
    "teach:sign-in:check-in",
    "teach:face:register",
    "teach:activity:learn",
    ...BPM_START,
  ],
  registrar: ["system:user:query", "teach:user:query"],
};

const WILDCARD = "*:*:*";

const TEACH = "teach:course:teach";
const LEARN = "teach:course:learn";
const ACT_TEACH = "teach:activity:teach";
const ACT_LEARN = "teach:activity:learn";

/** Operations whose requirement is not "user" (the default for every other documented operation). */
export const OPERATION_REQUIREMENTS: Record<string, Requirement> = {
  // Public: sign-in flows, captcha, environment.
  "POST /teach/auth/login": "public",
  "POST /teach/auth/email": "public",
  "GET /teach/auth/saas/login": "public",
  "POST /teach/captcha/get": "public",
  "POST /teach/captcha/check": "public",
  "GET /system/auth/social-auth-redirect": "public",
  "POST /system/auth/social-login": "public",
  "POST /system/auth/send-sms-code": "public",
  "POST /system/auth/sms-login": "public",
  "POST /system/auth/refresh-token": "public",
  "POST /system/auth/register": "public",
  "GET /teach/user/sendEmailCode": "public",
  "POST /teach/user/sendMobileCode": "public",
  "POST /teach/user/validateMobileCode": "public",
  "POST /teach/user/forgotPassword": "public",
  "GET /teach/environment/get": "public",
  "GET /infra/clock": "public",

  // Teacher: courses and class sessions.
  "POST /teach/course/create": TEACH,
  "GET /teach/course/my": TEACH,
  "GET /teach/course/recent": TEACH,
  "GET /teach/course/tenant/classSchedule": TEACH,
  "GET /teach/course/my/freedomSchedule": TEACH,
  "POST /teach/channels/freedom/create": TEACH,
  "GET /teach/course/export/{type}": TEACH,
  "GET /teach/course/stuCount": TEACH,
  "GET /teach/course-item/students": TEACH,
  "GET /teach/course-item/current": TEACH,
  "GET /teach/course-item/current/course": TEACH,
  "GET /teach/course-item/start": TEACH,
  "GET /teach/course-item/start/courseItem": TEACH,
  "GET /teach/course-item/end": TEACH,
  "GET /teach/course-item/teacher/handle": TEACH,
  "GET /teach/course-item/teacher/today": TEACH,
  "GET /teach/course-item/classroom/status": TEACH,
  "GET /teach/control/video/start": TEACH,
  "GET /teach/control/video/end": TEACH,
  "GET /teach/control/mode": TEACH,
  "POST /teach/course-sharelink/create": TEACH,
  "GET /teach/course-sharelink/get": TEACH,
  "DELETE /teach/course-sharelink/revoke": TEACH,
  // Student: their class session and check-in.
  "GET /teach/course-item/student/current": LEARN,
  "GET /teach/course-item/stu/todo": LEARN,
  "GET /teach/course-item/stu/signIn/supplement": "teach:sign-in:check-in",
  "GET /teach/course-item/student/handle": LEARN,
  "GET /teach/course-item/student/set": LEARN,
  "GET /teach/course-item/stu/statistics": LEARN,
  "GET /teach/course-item/stu/practice/todo": LEARN,
  // Sign-in.
  "POST /teach/sign-in/start": "teach:sign-in:manage",
  "GET /teach/sign-in/record": "teach:sign-in:manage",
  "POST /teach/sign-in/end": "teach:sign-in:manage",
  "GET /teach/sign-in/delay": "teach:sign-in:manage",
  "POST /teach/sign-in/record": "teach:sign-in:check-in",
  "GET /teach/sign-in/face/exist": "teach:face:register",
  "POST /teach/face-database/create": "teach:face:register",
  "GET /teach/face-database/get": "teach:face:register",
  // The face database for administrators (only the wildcard holds these: no built-in role else).
  "GET /teach/face-database/page": "teach:face-database:query",
  "DELETE /teach/face-database/delete": "teach:face-database:delete",
  // Minors, guardians and consent texts, administered by the administrator (the wildcard); a guardian's
  // own calls, a student's standing and the privacy notice need only a signed-in user.
  "GET /teach/privacy/student/get": "teach:privacy:manage",
  "PUT /teach/privacy/student/minor": "teach:privacy:manage",
  "POST /teach/privacy/guardian/create": "teach:privacy:manage",
  "DELETE /teach/privacy/guardian/delete": "teach:privacy:manage",
  "POST /teach/privacy/face-consent/paper": "teach:privacy:manage",
  "GET /teach/privacy/consent-text/list": "teach:privacy:manage",
  "POST /teach/privacy/consent-text/publish": "teach:privacy:manage",
  // Backups: the whole school's data, so administrators only (the wildcard).
  "GET /system/backup/list": "system:backup:query",
  "POST /system/backup/start": "system:backup:create",
  "GET /system/privacy-audit/page": "system:audit:query",
  "GET /system/privacy-audit/export": "system:audit:export",
  "GET /system/retention/get": "system:retention:query",
  "PUT /system/retention/update": "system:retention:update",
  "POST /system/retention/run": "system:retention:update",

  // Questions, random pick and named call-out (record/detail: the teacher, or the answer's student).
  "POST /teach/ask-question/start": ACT_TEACH,
  "GET /teach/ask-question/record": ACT_TEACH,
  "POST /teach/ask-question/record": ACT_LEARN,
  "POST /teach/ask-question/end": ACT_TEACH,
  "POST /teach/ask-question/score": ACT_TEACH,
  "POST /teach/ask-question/cancle": ACT_TEACH,
  "GET /teach/ask-question/delay": ACT_TEACH,
  "PUT /teach/ask-question/update": ACT_TEACH,
  "GET /teach/ask-question/random": ACT_TEACH,
  "GET /teach/ask-question/count": ACT_TEACH,
  "GET /teach/ask-question/student/complete": ACT_TEACH,
  "GET /teach/ask-question/student": ACT_LEARN,
  "GET /teach/ask-question/stu/page": ACT_LEARN,
  "GET /teach/ask-question/page": ACT_TEACH,
  "GET /teach/ask-question/random/round": ACT_TEACH,
  "POST /teach/ask-question/random/reset": ACT_TEACH,
  "POST /teach/ask-question/specific": ACT_TEACH,
  // Surveys (get: the teacher, or a student of the survey's course).
  "POST /teach/survey/create": ACT_TEACH,
  "POST /teach/survey/start": ACT_TEACH,
  "GET /teach/survey/record": ACT_TEACH,
  "POST /teach/survey/record": ACT_LEARN,
  "POST /teach/survey/end": ACT_TEACH,
  "GET /teach/survey/teacher/list": ACT_TEACH,
  "GET /teach/survey/student/list": ACT_LEARN,
  "GET /teach/survey/record/detail": ACT_TEACH,
  // AI topics (record/detail: the teacher, or the response's student); then assignments, records and
  // practice (record get/page, practice get and record/detail: any user, the handler checks who).
  "POST /teach/ai-topic/start": ACT_TEACH,
  "GET /teach/ai-topic/record": ACT_TEACH,
  "POST /teach/ai-topic/record": ACT_LEARN,
  "POST /teach/ai-topic/end": ACT_TEACH,
  "GET /teach/ai-topic/delay": ACT_TEACH,
  "PUT /teach/ai-topic/update": ACT_TEACH,
  "GET /teach/ai-topic/student": ACT_LEARN,
  "POST /teach/ai-topic/draft": ACT_TEACH,
  "POST /teach/ai-topic/summary": ACT_TEACH,
  "POST /teach/ai-topic/record/feedback": ACT_LEARN,
  "POST /teach/assignment/create": ACT_TEACH,
  "PUT /teach/assignment/update": ACT_TEACH,
  "POST /teach/assignment/record": ACT_LEARN,
  "GET /teach/assignment/record": ACT_LEARN,
  "GET /teach/assignment/student/list": ACT_LEARN,
  "GET /teach/assignment/student/peerreview/list": ACT_LEARN,
  "POST /teach/assignment/grade/peerreview": ACT_LEARN,
  "GET /teach/assignment/teacher/list": ACT_TEACH,
  // Submission detail: the teacher, the author, or an allocated reviewer (the handler checks which).
  "GET /teach/assignment/submission/detail": "user",
  "GET /teach/assignment/export": ACT_TEACH,
  "GET /teach/assignment/submission/quesiton/detail": ACT_TEACH,
  "GET /teach/assignment/get/statistics": ACT_TEACH,
  "GET /teach/assignment/correct/list": ACT_TEACH,
  "POST /teach/assignment/castScreen": ACT_TEACH,
  "GET /teach/assignment/castScreen/end": ACT_TEACH,
  "GET /teach/assignment/castScreen/get": ACT_TEACH,
  // The big screen: public, the unguessable screen id of a running cast is the key.
  "GET /teach/assignment/castScreen/view": "public",
  "GET /teach/assignment/castScreen/events": "public",
  "POST /teach/assignment/grade/final": ACT_TEACH,
  "POST /teach/assignment/grade": ACT_TEACH,
  "POST /teach/classroom-record/create": ACT_TEACH,
  "DELETE /teach/classroom-record/delete": ACT_TEACH,
  "POST /teach/classroom-practice/create": ACT_TEACH,
  "POST /teach/classroom-practice/record": ACT_LEARN,
  "GET /teach/classroom-practice/list/stu": ACT_LEARN,
  "GET /teach/classroom-practice/list": ACT_TEACH,
  "GET /teach/classroom-practice/statistics": ACT_TEACH,
  "DELETE /teach/classroom-practice/delete": ACT_TEACH,

  // Administration of classroom accounts.
  "GET /teach/user/page": "teach:user:query",
  "POST /teach/user/enable": "teach:user:update",
  "POST /teach/user/disable": "teach:user:update",
  "POST /teach/user/delete": "teach:user:delete",
  "POST /teach/user/renew": "teach:user:update",

  // System administration.
  "GET /system/user/page": "system:user:query",
  "GET /system/user/list-all-simple": "system:user:query",
  "GET /system/role/list-all-simple": "system:user:query",
  "GET /system/user/get": "system:user:query",
  "POST /system/user/create": "system:user:create",
  "PUT /system/user/update": "system:user:update",
  "DELETE /system/user/delete": "system:user:delete",
  "GET /system/user/export": "system:user:export",
  "PUT /system/user/update-password": "system:user:update-password",
  "PUT /system/user/update-status": "system:user:update",
  "GET /system/user/get-import-template": "system:user:import",
  "POST /system/user/import": "system:user:import",
  "GET /system/user/erasure-preview": "system:user:erase",
  "POST /system/user/erase": "system:user:erase",
  // The token in the link is the permission (it names one archive and expires).
  "GET /system/user/profile/data-export/download": "public",
  "GET /system/dict-data/page": "system:dict:query",
  "GET /system/dict-data/get": "system:dict:query",
  "POST /system/dict-data/create": "system:dict:create",
  "PUT /system/dict-data/update": "system:dict:update",
  "DELETE /system/dict-data/delete": "system:dict:delete",
  "GET /system/dict-data/export": "system:dict:export",
  "GET /infra/config/page": "infra:config:query",
  "GET /infra/config/get": "infra:config:query",
  "POST /infra/config/create": "infra:config:create",
  "PUT /infra/config/update": "infra:config:update",
  "DELETE /infra/config/delete": "infra:config:delete",
  "GET /infra/config/export": "infra:config:export",
  "GET /system/notify-message/page": "system:notify-message:query",
  "GET /system/notify-template/page": "system:notify-template:query",
  "POST /system/notify-template/create": "system:notify-template:create",
  "PUT /system/notify-template/update": "system:notify-template:update",
  "DELETE /system/notify-template/delete": "system:notify-template:delete",
  "POST /system/notify-template/send-notify": "system:notify-template:send-notify",

  // Workflow: models and forms (design), definitions, instances, tasks, the viewer.
  "GET /bpm/model/page": "bpm:model:query",
  "GET /bpm/model/get": "bpm:model:query",
  "GET /bpm/model/versions": "bpm:model:query",
  "POST /bpm/model/create": "bpm:model:create",
  // A copy is a new model of the caller's own.
  "POST /bpm/model/copy": "bpm:model:create",
  "PUT /bpm/model/update": "bpm:model:update",
  "DELETE /bpm/model/delete": "bpm:model:delete",
  "POST /bpm/model/deploy": "bpm:model:deploy",
  "GET /bpm/assign-options": "bpm:model:query",
  "GET /bpm/form/page": "bpm:form:query",
  "GET /bpm/form/get": "bpm:form:query",
  "GET /bpm/form/list-all-simple": "bpm:form:query",
  "POST /bpm/form/create": "bpm:form:create",
  "PUT /bpm/form/update": "bpm:form:update",
  "DELETE /bpm/form/delete": "bpm:form:delete",
  "GET /bpm/process-definition/page": "bpm:process-definition:query",
  "GET /bpm/process-definition/list": "bpm:process-definition:query",
  "GET /bpm/process-definition/get": "bpm:process-definition:query",
  // An instance, its tasks (the timeline) and its activities: the starter, task holders, administrators.
  "POST /bpm/process-instance/create": "bpm:process-instance:create",
  "GET /bpm/process-instance/my-page": "bpm:process-instance:query",
  "GET /bpm/process-instance/get": "bpm:process-instance:query",
  "POST /bpm/process-instance/cancel": "bpm:process-instance:cancel",
  "GET /bpm/task/list-by-process-instance-id": "bpm:process-instance:query",
  "GET /bpm/activity/list": "bpm:process-instance:query",
  "GET /bpm/task/todo-page": "bpm:task:query",
  "GET /bpm/task/done-page": "bpm:task:query",
  "GET /bpm/task/return-targets": "bpm:task:query",
  "PUT /bpm/task/approve": "bpm:task:update",
  "PUT /bpm/task/reject": "bpm:task:update",
  "PUT /bpm/task/return": "bpm:task:update",
  "PUT /bpm/task/transfer": "bpm:task:update",
};

/** The requirement of an operation; every signed-in user may call what the table does not list. */
export function requirementOf(key: string): Requirement {
  return OPERATION_REQUIREMENTS[key] ?? "user";
}

/** Whether a permission list grants a permission (the wildcard grants everything). */
export function hasPermission(permissions: readonly string[], needed: string): boolean {
  return permissions.includes(WILDCARD) || permissions.includes(needed);
}
