// The contract holds every call of section 7 of both specs, exactly as written (spellings kept), with
// bearer auth everywhere except the public calls, and the envelope on every JSON answer.
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

const yaml = readFileSync(join(import.meta.dirname, "..", "openapi", "openapi.yaml"), "utf8");

/** The operations of the committed YAML (two-space block style, as the document is written). */
function operations(): { key: string; block: string }[] {
  const found: { key: string; block: string }[] = [];
  let path: string | undefined;
  let current: { key: string; lines: string[] } | undefined;
  const flush = () => {
    if (current) found.push({ key: current.key, block: current.lines.join("\n") });
    current = undefined;
  };
  for (const line of yaml.split("\n")) {
    const pathMatch = /^ {2}(\/\S*):$/.exec(line);
    const methodMatch = /^ {4}(get|post|put|delete|patch):$/.exec(line);
    if (pathMatch) {
      flush();
      path = pathMatch[1];
    } else if (methodMatch && path) {
      flush();
      current = { key: `${methodMatch[1]?.toUpperCase()} ${path}`, lines: [] };
    } else if (/^\S/.test(line)) {
      flush();
      path = undefined;
    } else if (current) {
      current.lines.push(line);
    }
  }
  flush();
  return found;
}

// Section 7 of classroom-and-auth.md and workflow-and-admin.md, in the order written there.
const DOCUMENTED = [
  "GET /teach/course-item/current",
  "GET /teach/course-item/student/current",
  "GET /teach/course-item/current/course",
  "GET /teach/course/stuCount",
  "GET /teach/course-item/stu/todo",
  "GET /teach/course-item/stu/signIn/supplement",
  "POST /teach/course/create",
  "GET /teach/course/my",
  "GET /teach/course/recent",
  "GET /teach/course/tenant/classSchedule",
  "GET /teach/course/my/freedomSchedule",
  "POST /teach/channels/freedom/create",
  "GET /teach/course/export/{type}",
  "GET /teach/course-item/start",
  "GET /teach/course-item/start/courseItem",
  "GET /teach/course-item/end",
  "GET /teach/course-item/classroom/status",
  "GET /teach/course-item/teacher/handle",
  "GET /teach/course-item/teacher/today",
  "GET /teach/course-item/student/handle",
  "GET /teach/course-item/student/set",
  "GET /teach/course-item/stu/statistics",
  "GET /teach/course-item/stu/practice/todo",
  "POST /teach/sign-in/start",
  "GET /teach/sign-in/record",
  "POST /teach/sign-in/record",
  "POST /teach/sign-in/end",
  "GET /teach/sign-in/delay",
  "GET /teach/sign-in/face/exist",
  "POST /teach/ask-question/start",
  "GET /teach/ask-question/record",
  "POST /teach/ask-question/record",
  "POST /teach/ask-question/end",
  "POST /teach/ask-question/score",
  "POST /teach/ask-question/cancle",
  "GET /teach/ask-question/delay",
  "PUT /teach/ask-question/update",
  "GET /teach/ask-question/record/detail",
  "GET /teach/ask-question/student",
  "GET /teach/ask-question/random",
  "GET /teach/ask-question/count",
  "GET /teach/ask-question/student/complete",
  "GET /teach/ask-question/stu/page",
  "POST /teach/ai-topic/start",
  "GET /teach/ai-topic/record",
  "POST /teach/ai-topic/record",
  "POST /teach/ai-topic/end",
  "GET /teach/ai-topic/delay",
  "PUT /teach/ai-topic/update",
  "GET /teach/ai-topic/record/detail",
  "POST /teach/survey/start",
  "GET /teach/survey/record",
  "POST /teach/survey/record",
  "POST /teach/survey/end",
  "GET /teach/survey/teacher/list",
  "GET /teach/survey/student/list",
  "GET /teach/survey/record/detail",
  "GET /teach/survey/get",
  "POST /teach/assignment/create",
  "PUT /teach/assignment/update",
  "POST /teach/assignment/record",
  "GET /teach/assignment/record",
  "GET /teach/assignment/get",
  "GET /teach/assignment/getBasic",
  "GET /teach/assignment/student/list",
  "GET /teach/assignment/student/peerreview/list",
  "GET /teach/assignment/teacher/list",
  "GET /teach/assignment/submission/detail",
  "GET /teach/assignment/submission/quesiton/detail",
  "GET /teach/assignment/get/statistics",
  "GET /teach/assignment/correct/list",
  "POST /teach/assignment/castScreen",
  "GET /teach/assignment/castScreen/end",
  "POST /teach/assignment/grade/peerreview",
  "POST /teach/assignment/grade/final",
  "POST /teach/assignment/grade",
  "GET /teach/classroom-record/get",
  "GET /teach/classroom-record/page",
  "POST /teach/classroom-record/create",
  "DELETE /teach/classroom-record/delete",
  "POST /teach/classroom-practice/create",
  "GET /teach/classroom-practice/get",
  "POST /teach/classroom-practice/record",
  "GET /teach/classroom-practice/list/stu",
  "GET /teach/classroom-practice/record/detail",
  "GET /teach/classroom-practice/list",
  "GET /teach/classroom-practice/statistics",
  "DELETE /teach/classroom-practice/delete",
  "POST /teach/file/s3/ali/api",
  "PUT /class/resource/saveUploadFilesToCache/api",
  "POST /teach/face-database/create",
  "GET /teach/face-database/get",
  "GET /teach/control/video/start",
  "GET /teach/control/video/end",
  "GET /teach/control/mode",
  "POST /teach/course-sharelink/create",
  "GET /teach/course-sharelink/get",
  "GET /teach/environment/get",
  "POST /teach/auth/login",
  "GET /teach/auth/get-permission-info",
  "POST /teach/auth/logout",
  "GET /teach/auth/jwt",
  "POST /teach/auth/email",
  "GET /teach/auth/expireTime",
  "GET /teach/auth/saas/login",
  "POST /teach/captcha/get",
  "POST /teach/captcha/check",
  "GET /system/auth/social-auth-redirect",
  "POST /system/auth/social-login",
  "POST /system/auth/send-sms-code",
  "POST /system/auth/sms-login",
  "POST /system/auth/refresh-token",
  "GET /system/oauth2/authorize",
  "POST /system/oauth2/authorize",
  "POST /teach/user/update-password",
  "GET /teach/user/sendEmailCode",
  "POST /teach/user/sendMobileCode",
  "POST /teach/user/validateMobileCode",
  "POST /teach/user/forgotPassword",
  "POST /teach/user/updateMobile",
  "GET /teach/user/current",
  "GET /teach/user/page",
  "POST /teach/user/enable",
  "POST /teach/user/disable",
  "POST /teach/user/delete",
  "POST /teach/user/renew",
  "GET /system/user/page",
  "GET /system/user/list-all-simple",
  "GET /system/user/get",
  "POST /system/user/create",
  "PUT /system/user/update",
  "DELETE /system/user/delete",
  "GET /system/user/export",
  "PUT /system/user/update-password",
  "PUT /system/user/update-status",
  "GET /system/user/get-import-template",
  "GET /system/user/profile/get",
  "PUT /system/user/profile/update",
  "PUT /system/user/profile/update-password",
  "PUT /system/user/profile/update-avatar",
  "GET /system/dict-data/page",
  "GET /system/dict-data/get",
  "GET /system/dict-data/type/{type}",
  "POST /system/dict-data/create",
  "PUT /system/dict-data/update",
  "DELETE /system/dict-data/delete",
  "GET /system/dict-data/export",
  "GET /system/dict-data/list-all-simple",
  "GET /infra/config/page",
  "GET /infra/config/get",
  "GET /infra/config/get-value-by-key",
  "POST /infra/config/create",
  "PUT /infra/config/update",
  "DELETE /infra/config/delete",
  "GET /infra/config/export",
  "GET /system/notify-message/page",
  "GET /system/notify-message/my-page",
  "PUT /system/notify-message/update-read",
  "PUT /system/notify-message/update-all-read",
  "GET /system/notify-message/get-unread-list",
  "GET /system/notify-message/get-unread-count",
];

const PUBLIC = [
  "POST /teach/auth/login",
  "POST /teach/auth/email",
  "GET /teach/auth/saas/login",
  "POST /teach/captcha/get",
  "POST /teach/captcha/check",
  "GET /system/auth/social-auth-redirect",
  "POST /system/auth/social-login",
  "POST /system/auth/send-sms-code",
  "POST /system/auth/sms-login",
  "POST /system/auth/refresh-token",
  "POST /system/auth/register",
  "GET /teach/user/sendEmailCode",
  "POST /teach/user/sendMobileCode",
  "POST /teach/user/validateMobileCode",
  "POST /teach/user/forgotPassword",
  "GET /teach/environment/get",
  // The classroom's big screen opens the screen-in page without signing in; the screen id is the key.
  "GET /teach/assignment/castScreen/view",
  "GET /teach/assignment/castScreen/events",
  // The server's clock and the school's time zone, read before signing in (countdowns, dates).
  "GET /infra/clock",
  // A prepared data export is fetched by its download link: the link's random token (valid for a day) is the key,
  // so the browser's plain download can fetch it.
  "GET /system/user/profile/data-export/download",
];

/** Calls no spec names that the product needed, designed in the contract's conventions. */
const DESIGNED = [
  "GET /system/role/list-all-simple",
  // In-site message templates and sending one to users and roles.
  "GET /system/notify-template/page",
  "POST /system/notify-template/create",
  "PUT /system/notify-template/update",
  "DELETE /system/notify-template/delete",
  "POST /system/notify-template/send-notify",
  "GET /teach/assignment/castScreen/view",
  "GET /teach/assignment/castScreen/events",
  "GET /teach/assignment/export",
  "GET /teach/assignment/castScreen/get",
  "GET /teach/ask-question/page",
  "GET /teach/ask-question/random/round",
  "POST /teach/ask-question/random/reset",
  "POST /teach/ask-question/specific",
  "POST /teach/survey/create",
  "GET /teach/course-item/students",
  // Face check-in: a student deletes their own face data; an administrator lists who is
  // enrolled and deletes one user's face data; a person gives or withdraws their own face consent.
  "DELETE /teach/face-database/delete-my",
  "GET /teach/face-database/page",
  "GET /teach/face-database/consent/my",
  "POST /teach/face-database/consent/give",
  "POST /teach/face-database/consent/withdraw",
  "DELETE /teach/face-database/delete",
  // The workflow: models, forms, definitions, instances, tasks, the viewer's data.
  "GET /bpm/model/page",
  "GET /bpm/model/get",
  "POST /bpm/model/create",
  "PUT /bpm/model/update",
  "DELETE /bpm/model/delete",
  "POST /bpm/model/deploy",
  "GET /bpm/model/versions",
  "GET /bpm/form/page",
  "GET /bpm/form/get",
  "GET /bpm/form/list-all-simple",
  "POST /bpm/form/create",
  "PUT /bpm/form/update",
  "DELETE /bpm/form/delete",
  "GET /bpm/process-definition/page",
  "GET /bpm/process-definition/list",
  "GET /bpm/process-definition/get",
  "POST /bpm/process-instance/create",
  "GET /bpm/process-instance/my-page",
  "GET /bpm/process-instance/get",
  "POST /bpm/process-instance/cancel",
  "GET /bpm/task/todo-page",
  "GET /bpm/task/done-page",
  "PUT /bpm/task/approve",
  "PUT /bpm/task/reject",
  "PUT /bpm/task/return",
  "PUT /bpm/task/transfer",
  "GET /bpm/task/return-targets",
  "GET /bpm/task/list-by-process-instance-id",
  "GET /bpm/activity/list",
  "GET /bpm/assign-options",
  // The AI assistant, after the yudao AI chat module: conversations, messages, a streamed answer.
  "POST /ai/chat/conversation/create-my",
  "GET /ai/chat/conversation/my-list",
  "PUT /ai/chat/conversation/update-my",
  "DELETE /ai/chat/conversation/delete-my",
  "GET /ai/chat/message/list-by-conversation-id",
  "POST /ai/chat/message/send-stream",
  // AI topics: the student's view and the AI on top (draft, class summary, feedback).
  "GET /teach/ai-topic/student",
  "POST /teach/ai-topic/draft",
  "POST /teach/ai-topic/summary",
  "POST /teach/ai-topic/record/feedback",
  // Share links: what a link invites to, joining the course through it, revoking it.
  "GET /teach/course-sharelink/view",
  "POST /teach/course-sharelink/join",
  "DELETE /teach/course-sharelink/revoke",
  // The administrator's user import from the template's spreadsheet.
  "POST /system/user/import",
  // A student's self-service sign-up with an SMS code.
  "POST /system/auth/register",
  // Backups: the administrator's list of archives and a backup started by hand.
  "GET /system/backup/list",
  "POST /system/backup/start",
  // The server's clock and the school's time zone.
  "GET /infra/clock",
  // A copy of a process model the caller may view, as their own model.
  "POST /bpm/model/copy",
  // Minors, guardians and their consent to face enrolment; versioned consent texts; the privacy notice.
  "GET /teach/privacy/student/get",
  "PUT /teach/privacy/student/minor",
  "POST /teach/privacy/guardian/create",
  "DELETE /teach/privacy/guardian/delete",
  "POST /teach/privacy/face-consent/paper",
  "POST /teach/privacy/face-consent/withdraw",
  "GET /teach/privacy/face-consent/my",
  "GET /teach/privacy/guardian/requests",
  "POST /teach/privacy/guardian/consent",
  "GET /teach/privacy/consent-text/list",
  "GET /teach/privacy/consent-text/current",
  "POST /teach/privacy/consent-text/publish",
  "GET /teach/privacy/notice/get",
  "POST /teach/privacy/notice/accept",
  // A person's data: the erasure's preview and the erasure; 导出我的数据 and its download.
  "GET /system/user/erasure-preview",
  "POST /system/user/erase",
  "POST /system/user/profile/data-export/create",
  "GET /system/user/profile/data-export/latest",
  "GET /system/user/profile/data-export/download",
  // The audit trail of personal data, and data retention.
  "GET /system/privacy-audit/page",
  "GET /system/privacy-audit/export",
  "GET /system/retention/get",
  "PUT /system/retention/update",
  "POST /system/retention/run",
];

describe("openapi.yaml", () => {
  const ops = operations();

  it("has every documented call (161 operations), and beyond them only the designed ones", () => {
    expect(ops.map((op) => op.key).sort()).toEqual([...DOCUMENTED, ...DESIGNED].sort());
    expect(DOCUMENTED).toHaveLength(161);
    expect(new Set(ops.map((op) => op.key)).size).toBe(161 + DESIGNED.length);
  });

  it("marks every designed call x-designed", () => {
    for (const key of DESIGNED) {
      expect(ops.find((op) => op.key === key)?.block, key).toContain("x-designed: true");
    }
  });

  it("keeps the spec's spellings and maps the check-in calls onto documented ones", () => {
    const keys = ops.map((op) => op.key);
    for (const key of [
      "POST /teach/ask-question/cancle",
      "GET /teach/assignment/submission/quesiton/detail",
      "GET /teach/sign-in/face/exist",
      "GET /teach/course-item/student/current",
      "GET /teach/course-item/stu/todo",
      "POST /teach/sign-in/record",
      "GET /teach/course-item/stu/signIn/supplement",
      "PUT /system/user/profile/update",
    ]) {
      expect(keys).toContain(key);
    }
  });

  it("serves everything under /admin-api with bearer auth, except the public calls", () => {
    expect(yaml).toMatch(/^servers:\n {2}- url: \/admin-api/m);
    expect(yaml).toMatch(/^security:\n {2}- bearerAuth: \[\]/m);
    const open = ops.filter((op) => /^ {6}security: \[\]$/m.test(op.block)).map((op) => op.key);
    expect(open.sort()).toEqual([...PUBLIC].sort());
  });

  it("gives every operation a unique operationId, a tag, and the envelope, a file or an event stream on success", () => {
    const ids = new Set<string>();
    for (const op of ops) {
      const id = /^ {6}operationId: (\w+)$/m.exec(op.block)?.[1] ?? "";
      expect(id, op.key).toMatch(/^[a-z][A-Za-z0-9]+$/);
      ids.add(id);
      expect(op.block, op.key).toMatch(/^ {6}tags:\n {8}- /m);
      const success = op.block.split(/^ {8}"400":/m)[0] ?? "";
      if (
        !/application\/(vnd\.(ms-excel|openxmlformats)|zip)/.test(success) &&
        !success.includes("text/event-stream")
      ) {
        expect(success, op.key).toMatch(/required:\n\s+- code\n\s+- data\n\s+- msg/);
      }
    }
    expect(ids.size).toBe(ops.length);
  });
});
