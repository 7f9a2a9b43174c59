// In-site message templates over real HTTP: the administrator keeps templates (a unique code, content
// with {parameters}), sends one to chosen users and the users of chosen roles with its parameters filled,
// each recipient's bell gets the message live (the push event notifyMessage) and in their box; a missing
// parameter, no recipient and a teacher are refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";
import { connectV2 } from "../push-kit.js";

interface Template {
  id: number;
  code: string;
  content: string;
  params: string[];
}

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineNotifyTemplateTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(`${engine}: in-site message templates`, () => {
    let s: TestServer;
    let admin: string;

    beforeAll(async () => {
      s = await startServer(engine);
      admin = (await s.login("admin")).accessToken;
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());

    const create = (body: Record<string, unknown>, token = admin) =>
      s.call<number>("POST", "/system/notify-template/create", { token, body });

    async function roleId(code: string): Promise<number> {
      const r = await s.call<{ id: number; code: string }[]>("GET", "/system/role/list-all-simple", { token: admin });
      return r.data.find((role) => role.code === code)!.id;
    }

    it("keeps templates with their parameters, refuses a code twice, updates and deletes them", async () => {
      const id = (
        await create({
          code: "exam-room",
          name: "考场通知",
          nickname: "教务处",
          content: "{name}同学，{exam}在{room}考试，{name}请准时到场",
          type: 1,
        })
      ).data;
      const page = await s.call<{ list: Template[]; total: number }>("GET", "/system/notify-template/page", {
        token: admin,
        query: { pageNo: 1, pageSize: 10, code: "exam" },
      });
      expect(page.data.total).toBe(1);
      expect(page.data.list[0]).toMatchObject({ id, code: "exam-room", params: ["name", "exam", "room"] });

      const twice = await create({ code: "exam-room", name: "重复", nickname: "教务处", content: "x", type: 1 });
      expect(twice.status).toBe(400);
      expect(twice.msg).toBe("站内信模板编码已经存在：exam-room");

      const updated = await s.call("PUT", "/system/notify-template/update", {
        token: admin,
        body: { id, code: "exam-room", name: "考场通知", nickname: "教务处", content: "{exam}在{room}考试", type: 2 },
      });
      expect(updated.code, updated.msg).toBe(0);
      const gone = await s.call("DELETE", "/system/notify-template/delete", { token: admin, query: { id } });
      expect(gone.code, gone.msg).toBe(0);
      const after = await s.call<{ total: number }>("GET", "/system/notify-template/page", {
        token: admin,
        query: { pageNo: 1, pageSize: 10, code: "exam-room" },
      });
      expect(after.data.total).toBe(0);
    });

    it("sends to chosen users and a role's users once each; their bells get it live and in their box", async () => {
      const templateId = (
        await create({ code: "meeting", name: "会议通知", nickname: "校长室", content: "{when}在礼堂开会", type: 2 })
      ).data;
      const student = await s.login("student21");
      const bell = await connectV2(s.base, student.accessToken, null);
      try {
        const teacherRole = await roleId("teacher");
        const sent = await s.call<number>("POST", "/system/notify-template/send-notify", {
          token: admin,
          body: {
            templateId,
            userIds: [student.userId, student.userId],
            roleIds: [teacherRole],
            templateParams: { when: "周五下午三点" },
          },
        });
        expect(sent.code, sent.msg).toBe(0);
        // student21 once, and every teacher (teacher1, teacher2 in the demo data).
        expect(sent.data).toBeGreaterThanOrEqual(3);

        await bell.waitFor((frames) => frames.some((f) => f.type === "notifyMessage"));
        const event = bell.events().find((f) => f.type === "notifyMessage")!;
        expect(event).toMatchObject({
          templateNickname: "校长室",
          templateContent: "周五下午三点在礼堂开会",
          templateType: 2,
        });
        expect(bell.events().filter((f) => f.type === "notifyMessage")).toHaveLength(1);

        const unread = await s.call<{ id: number; templateContent: string; templateType: number }[]>(
          "GET",
          "/system/notify-message/get-unread-list",
          { token: student.accessToken },
        );
        expect(unread.data[0]).toMatchObject({
          id: event.id,
          templateContent: "周五下午三点在礼堂开会",
          templateType: 2,
        });
        const teacher = await s.login("teacher1");
        const teacherUnread = await s.call<{ templateContent: string }[]>(
          "GET",
          "/system/notify-message/get-unread-list",
          { token: teacher.accessToken },
        );
        expect(teacherUnread.data.map((m) => m.templateContent)).toContain("周五下午三点在礼堂开会");
      } finally {
        await bell.close();
      }
    });

    it("refuses a parameter without a value, no recipient, and a teacher", async () => {
      const templateId = (
        await create({ code: "grade", name: "成绩通知", nickname: "教务处", content: "{course}成绩已发布", type: 1 })
      ).data;
      const student = await s.login("student22");
      const missing = await s.call("POST", "/system/notify-template/send-notify", {
        token: admin,
        body: { templateId, userIds: [student.userId], templateParams: {} },
      });
      expect(missing.status).toBe(400);
      expect(missing.msg).toBe("模板参数缺失：course");
      const nobody = await s.call("POST", "/system/notify-template/send-notify", {
        token: admin,
        body: { templateId, userIds: [], templateParams: { course: "数学" } },
      });
      expect(nobody.msg).toBe("请选择接收的用户或角色");
      const teacher = await s.login("teacher2");
      const refused = await s.call("POST", "/system/notify-template/send-notify", {
        token: teacher.accessToken,
        body: { templateId, userIds: [student.userId], templateParams: { course: "数学" } },
      });
      expect(refused.status).toBe(403);
      const box = await s.call<unknown[]>("GET", "/system/notify-message/get-unread-list", {
        token: student.accessToken,
      });
      expect(box.data).toEqual([]);
    });
  });
}
