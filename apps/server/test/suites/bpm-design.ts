// Designing processes over real HTTP: the seeded models and forms, models from a skeleton, saving,
// deploying versions, refusing what the built-in engine cannot run (400 naming the element, nothing
// written), process forms, the assignee-rule options, and who may do what.
import type { components } from "@smartclass/api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { schema } from "../../src/db/index.js";
import { bpmKit, NO_PROCESS_XML, type Paged, processXml, REFUSALS, twoStepBody } from "../bpm-kit.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

type S = components["schemas"];

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineBpmDesignTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    const k = bpmKit(() => s);

    beforeAll(async () => {
      s = await startServer(engine);
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());

    describe("the seeded demo", () => {
      it("has 请假申请 and 调课申请 deployed with their forms, and 请假申请's diagram drawn", async () => {
        const page = await k.call<Paged<S["BpmModel"]>>("teacher1", "GET", "/bpm/model/page", {
          query: { pageNo: 1, pageSize: 10 },
        });
        const leave = page.data.list.find((x) => x.key === "leave")!;
        expect(leave).toMatchObject({ name: "请假申请", engine: "flowable", formName: "请假申请表" });
        expect(leave.latestDefinition).toMatchObject({ key: "leave", version: 1 });
        expect(page.data.list.find((x) => x.key === "course_change")?.latestDefinition?.version).toBe(1);

        const list = await k.call<S["BpmProcessDefinition"][]>("student01", "GET", "/bpm/process-definition/list");
        expect(list.data.map((d) => d.name).sort()).toEqual(["请假申请", "调课申请"].sort());
        const detail = await k.call<S["BpmProcessDefinitionDetail"]>(
          "student01",
          "GET",
          "/bpm/process-definition/get",
          {
            query: { id: leave.latestDefinition!.id },
          },
        );
        expect(detail.data.formFields.map((f) => f.id)).toEqual(["leaveType", "days", "startDate", "reason"]);
        expect(detail.data.xml).toContain('bpmnElement="Task_Teacher"');
        expect(detail.data.xml).toContain("<di:waypoint");

        const model = await k.call<S["BpmModelDetail"]>("teacher1", "GET", "/bpm/model/get", {
          query: { id: leave.id },
        });
        expect(model.data.settings.tasks.Task_Teacher!.rules).toEqual([
          { id: "rule-head", type: 50, value: [2], sort: 0 },
        ]);
        expect(model.data.settings.tasks.Task_Teacher!.buttons.map((b) => b.name)).toEqual([
          "通过",
          "不通过",
          "退回",
          "转办",
        ]);
        expect(model.data.settings.flows.Flow_Long).toEqual([
          { id: "c1", field: "days", compare: ">", value: "3", logic: "&&", sort: 0 },
        ]);
      });

      it("offers the school's roles, departments, posts, groups, users and the two built-in scripts to the rule editor", async () => {
        const r = await k.call<S["BpmAssignOptions"]>("teacher1", "GET", "/bpm/assign-options");
        expect(r.data.departments.map((d) => d.name)).toEqual(["教务处", "计算机学院", "数学学院", "2024级1班"]);
        expect(r.data.posts.map((p) => p.name)).toEqual(["校长", "教务主任", "班主任", "任课教师"]);
        expect(r.data.groups.map((g) => g.name)).toContain("审批小组");
        expect(r.data.roles.map((x) => x.name)).toEqual(["超级管理员", "教师", "学生", "教务"]);
        expect(r.data.scripts).toEqual([
          { id: 1, name: "发起人" },
          { id: 2, name: "发起人的部门负责人" },
        ]);
        expect(r.data.users.find((u) => u.name.includes("teacher1"))?.name).toBe("张老师（teacher1）");
      });
    });

    describe("models", () => {
      it("creates a skeleton from key, name and engine; refuses a second model with the same key", async () => {
        const key = `skeleton_${Date.now()}`;
        const r = await k.call<S["BpmModelDetail"]>("teacher1", "POST", "/bpm/model/create", {
          body: { key, name: "新流程", engine: "camunda", category: "2" },
        });
        expect(r.code).toBe(0);
        expect(r.data).toMatchObject({ key, name: "新流程", engine: "camunda", category: "2", latestDefinition: null });
        expect(r.data.xml).toContain(`<bpmn:process id="${key}" name="新流程" isExecutable="true">`);
        expect(r.data.xml).toContain('xmlns:camunda="http://camunda.org/schema/1.0/bpmn"');
        const again = await k.call("teacher1", "POST", "/bpm/model/create", {
          body: { key, name: "x", engine: "flowable" },
        });
        expect([again.status, again.msg]).toEqual([400, `流程标识已存在：${key}`]);
        // A skeleton has no user task yet: deploying it would end at once.
        const deploy = await k.call("teacher1", "POST", "/bpm/model/deploy", { query: { id: r.data.id } });
        expect(deploy.status).toBe(400);
        expect(deploy.msg).toContain("没有用户任务");
      });

      it("saves XML and settings, and refuses XML whose process id is not the model's key (nothing saved)", async () => {
        const { model } = await k.deploy(twoStepBody());
        const bad = await k.call("teacher1", "PUT", "/bpm/model/update", {
          body: {
            id: model.id,
            name: "改名",
            xml: processXml("other_key", twoStepBody()),
            settings: { tasks: {}, flows: {} },
          },
        });
        expect(bad.status).toBe(400);
        expect(bad.msg).toContain(model.key);
        const broken = await k.call("teacher1", "PUT", "/bpm/model/update", {
          body: { id: model.id, name: "改名", xml: "<not-bpmn", settings: { tasks: {}, flows: {} } },
        });
        expect(broken.status).toBe(400);
        const [row] = await s.database.db.select().from(schema.bpmModels).where(eq(schema.bpmModels.id, model.id));
        expect(row!.name).toBe(model.name);
        expect(row!.xml).toBe(model.xml);
      });

      it("deploys new versions of a key: versions newest first, only the latest listed and startable", async () => {
        const { model, deployed } = await k.deploy(twoStepBody());
        expect(deployed.data).toMatchObject({ key: model.key, version: 1, modelId: model.id });
        const second = await k.call<S["BpmProcessDefinition"]>("teacher1", "POST", "/bpm/model/deploy", {
          query: { id: model.id },
        });
        expect(second.data.version).toBe(2);
        const versions = await k.call<S["BpmProcessDefinition"][]>("teacher1", "GET", "/bpm/model/versions", {
          query: { id: model.id },
        });
        expect(versions.data.map((v) => v.version)).toEqual([2, 1]);
        const list = await k.call<S["BpmProcessDefinition"][]>("student01", "GET", "/bpm/process-definition/list");
        expect(list.data.filter((d) => d.key === model.key).map((d) => d.version)).toEqual([2]);
        const page = await k.call<Paged<S["BpmProcessDefinition"]>>("teacher1", "GET", "/bpm/process-definition/page", {
          query: { pageNo: 1, pageSize: 10, key: model.key },
        });
        expect(page.data.total).toBe(2);
        const old = await k.call("student01", "POST", "/bpm/process-instance/create", {
          body: { processDefinitionId: deployed.data.id, variables: { days: 1 } },
        });
        expect([old.status, old.msg]).toEqual([400, "只能发起流程的最新版本"]);
        const model2 = await k.call<S["BpmModel"]>("teacher1", "GET", "/bpm/model/get", { query: { id: model.id } });
        expect(model2.data.latestDefinition?.version).toBe(2);
      });

      it("refuses each model the built-in engine cannot run with a 400 naming the element, and writes nothing", async () => {
        const { model } = await k.deploy(twoStepBody());
        const before = await k.rowCounts();
        for (const [what, body, words] of REFUSALS) {
          const saved = await k.call("teacher1", "PUT", "/bpm/model/update", {
            body: {
              id: model.id,
              name: model.name,
              xml: processXml(model.key, body),
              settings: { tasks: {}, flows: {} },
            },
          });
          expect(saved.code, what).toBe(0);
          const r = await k.call("teacher1", "POST", "/bpm/model/deploy", { query: { id: model.id } });
          expect([r.status, r.code], what).toEqual([400, 400]);
          for (const w of words) expect(r.msg, what).toContain(w);
        }
        expect(await k.rowCounts()).toEqual(before);
        const noProcess = await k.call("teacher1", "PUT", "/bpm/model/update", {
          body: { id: model.id, name: model.name, xml: NO_PROCESS_XML, settings: { tasks: {}, flows: {} } },
        });
        expect(noProcess.status).toBe(400);
      });

      it("refuses settings that cannot run: a rule condition jexl refuses, a return button to no user task", async () => {
        const cases: [S["BpmModelSettings"], string][] = [
          [
            {
              tasks: {
                first: { rules: [{ id: "r", type: 30, value: [1], sort: 0, condition: "${x.y}" }], buttons: [] },
              },
              flows: {},
            },
            "“初审” (first)",
          ],
          [
            {
              tasks: {
                second: {
                  rules: [],
                  buttons: [{ id: "b", name: "退回", code: "return", isHide: false, sort: 0, next: "nowhere" }],
                },
              },
              flows: {},
            },
            "nowhere",
          ],
        ];
        for (const [settings, words] of cases) {
          const { deployed } = await k.deploy(twoStepBody(), { settings });
          expect(deployed.status).toBe(400);
          expect(deployed.msg).toContain(words);
        }
      });

      it("deletes a model; its deployed versions stay startable", async () => {
        const { model, deployed } = await k.deploy(twoStepBody());
        const r = await k.call("teacher1", "DELETE", "/bpm/model/delete", { query: { id: model.id } });
        expect(r.data).toBe(true);
        expect((await k.call("teacher1", "GET", "/bpm/model/get", { query: { id: model.id } })).status).toBe(404);
        const id = await k.start("student01", deployed.data.id, { days: 1 });
        expect((await k.instance("student01", id)).data.status).toBe(1);
      });
    });

    describe("process forms", () => {
      const fields = [
        { id: "title", type: "string", label: "标题", constraints: [{ name: "required" }] },
        { id: "amount", type: "long", label: "金额", constraints: [{ name: "min", config: "1" }] },
      ];

      it("creates, reads, lists, updates and deletes a form; a form a model uses cannot be deleted", async () => {
        const created = await k.call<S["BpmForm"]>("teacher1", "POST", "/bpm/form/create", {
          body: { name: "报销单", remark: "差旅", fields },
        });
        expect(created.data).toMatchObject({ name: "报销单", status: 0, remark: "差旅", fields });
        const updated = await k.call<S["BpmForm"]>("teacher1", "PUT", "/bpm/form/update", {
          body: { id: created.data.id, name: "报销申请单", fields: fields.slice(0, 1), status: 1 },
        });
        expect(updated.data).toMatchObject({ name: "报销申请单", status: 1, remark: "差旅" });
        expect(updated.data.fields).toHaveLength(1);
        const page = await k.call<Paged<S["BpmForm"]>>("teacher1", "GET", "/bpm/form/page", {
          query: { pageNo: 1, pageSize: 10, name: "报销" },
        });
        expect(page.data.list.map((f) => f.name)).toEqual(["报销申请单"]);
        const simple = await k.call<{ id: number; name: string }[]>("teacher1", "GET", "/bpm/form/list-all-simple");
        expect(simple.data.map((f) => f.name)).toContain("请假申请表");
        expect(simple.data.map((f) => f.name)).not.toContain("报销申请单"); // disabled
        const del = await k.call("teacher1", "DELETE", "/bpm/form/delete", { query: { id: created.data.id } });
        expect(del.data).toBe(true);
        expect((await k.call("teacher1", "GET", "/bpm/form/get", { query: { id: created.data.id } })).status).toBe(404);

        const [leaveForm] = await s.database.db
          .select()
          .from(schema.bpmForms)
          .where(eq(schema.bpmForms.name, "请假申请表"));
        const inUse = await k.call("teacher1", "DELETE", "/bpm/form/delete", { query: { id: leaveForm!.id } });
        expect([inUse.status, inUse.msg]).toEqual([400, "流程表单 “请假申请表” 正被流程模型使用，不能删除"]);
      });

      it("refuses bad forms with a message, and writes nothing", async () => {
        const before = await k.rowCounts();
        const cases: [unknown, string][] = [
          [{ name: "x", fields: [fields[0], fields[0]] }, "字段标识重复：title"],
          [{ name: "x", fields: [{ id: "t", type: "enum", label: "类型", values: [] }] }, "类型至少需要一个选项"],
          [{ name: "x", fields: [{ id: "1bad", type: "string", label: "坏" }] }, "body.fields.0.id"],
          [{ name: "x", fields: [] }, "body.fields"],
          [{ name: "", fields }, "body.name"],
          [{ name: "x", fields: [{ id: "t", type: "long", label: "数", defaultValue: "abc" }] }, "数的默认值无效"],
        ];
        for (const [body, words] of cases) {
          const r = await k.call("teacher1", "POST", "/bpm/form/create", { body });
          expect(r.status, JSON.stringify(body)).toBe(400);
          expect(r.msg, JSON.stringify(body)).toContain(words);
        }
        const noId = await k.call("teacher1", "PUT", "/bpm/form/update", { body: { name: "x", fields } });
        expect(noId.status).toBe(400);
        expect(await k.rowCounts()).toEqual(before);
      });
    });

    describe("who may design", () => {
      it("lets teachers and administrators design; a student gets 403 and nothing changes", async () => {
        const [leave] = await s.database.db.select().from(schema.bpmModels).where(eq(schema.bpmModels.key, "leave"));
        const before = await k.rowCounts();
        const student = "student01";
        const attempts = [
          k.call(student, "GET", "/bpm/model/page", { query: { pageNo: 1, pageSize: 10 } }),
          k.call(student, "POST", "/bpm/model/create", { body: { key: "hack", name: "x", engine: "flowable" } }),
          k.call(student, "PUT", "/bpm/model/update", {
            body: { id: leave!.id, name: "x", xml: leave!.xml, settings: { tasks: {}, flows: {} } },
          }),
          k.call(student, "POST", "/bpm/model/deploy", { query: { id: leave!.id } }),
          k.call(student, "DELETE", "/bpm/model/delete", { query: { id: leave!.id } }),
          k.call(student, "POST", "/bpm/form/create", {
            body: { name: "x", fields: [{ id: "a", type: "string", label: "a" }] },
          }),
          k.call(student, "GET", "/bpm/assign-options"),
          k.call(student, "GET", "/bpm/task/todo-page", { query: { pageNo: 1, pageSize: 10 } }),
        ];
        for (const r of await Promise.all(attempts)) expect([r.status, r.code]).toEqual([403, 403]);
        expect(await k.rowCounts()).toEqual(before);
        for (const who of ["teacher1", "admin"]) {
          const r = await k.call(who, "GET", "/bpm/model/page", { query: { pageNo: 1, pageSize: 5 } });
          expect(r.code, who).toBe(0);
        }
      });

      it("lets only a model's creator or the administrator update, delete or deploy it; others view it (403 naming the owner)", async () => {
        const { model } = await k.deploy(twoStepBody(), { who: "teacher2" });
        const owned = await k.call<S["BpmModelDetail"]>("teacher2", "GET", "/bpm/model/get", {
          query: { id: model.id },
        });
        expect(owned.data).toMatchObject({ ownerName: expect.any(String), canManage: true });
        const seen = await k.call<S["BpmModelDetail"]>("teacher1", "GET", "/bpm/model/get", {
          query: { id: model.id },
        });
        expect(seen.code).toBe(0);
        expect(seen.data).toMatchObject({ xml: model.xml, canManage: false, ownerUserId: owned.data.ownerUserId });

        const versionsBefore = await k.call<S["BpmProcessDefinition"][]>("teacher1", "GET", "/bpm/model/versions", {
          query: { id: model.id },
        });
        const update = { id: model.id, name: "改成我的", xml: model.xml, settings: { tasks: {}, flows: {} } };
        const refused = [
          await k.call("teacher1", "PUT", "/bpm/model/update", { body: update }),
          await k.call("teacher1", "POST", "/bpm/model/deploy", { query: { id: model.id } }),
          await k.call("teacher1", "DELETE", "/bpm/model/delete", { query: { id: model.id } }),
        ];
        for (const r of refused) {
          expect([r.status, r.code]).toEqual([403, 403]);
          expect(r.msg).toContain(`只有流程模型的创建人（${owned.data.ownerName}）`);
        }
        const [row] = await s.database.db.select().from(schema.bpmModels).where(eq(schema.bpmModels.id, model.id));
        expect(row!.name).toBe(model.name);
        const versionsAfter = await k.call<S["BpmProcessDefinition"][]>("teacher1", "GET", "/bpm/model/versions", {
          query: { id: model.id },
        });
        expect(versionsAfter.data.length).toBe(versionsBefore.data.length);

        // The school's seeded models belong to the administrator: a teacher cannot redirect them.
        const page = await k.call<Paged<S["BpmModel"]>>("teacher1", "GET", "/bpm/model/page", {
          query: { pageNo: 1, pageSize: 100 },
        });
        const leave = page.data.list.find((x) => x.key === "leave")!;
        expect(leave).toMatchObject({ ownerName: "管理员", canManage: false });
        const redeploy = await k.call("teacher1", "POST", "/bpm/model/deploy", { query: { id: leave.id } });
        expect(redeploy.status).toBe(403);

        // The administrator (process administration) may change anyone's model.
        const byAdmin = await k.call<S["BpmModelDetail"]>("admin", "PUT", "/bpm/model/update", {
          body: { ...update, name: "管理员改名" },
        });
        expect([byAdmin.code, byAdmin.data.name, byAdmin.data.canManage]).toEqual([0, "管理员改名", true]);
        const deployed = await k.call("admin", "POST", "/bpm/model/deploy", { query: { id: model.id } });
        expect(deployed.code).toBe(0);
        const deleted = await k.call("admin", "DELETE", "/bpm/model/delete", { query: { id: model.id } });
        expect(deleted.code).toBe(0);
      });

      it("copies a model someone else owns: the copy is the caller's, under a free key its diagram follows, not deployed", async () => {
        const { model } = await k.deploy(twoStepBody(), { who: "teacher2", settings: { tasks: {}, flows: {} } });
        const copy = await k.call<S["BpmModelDetail"]>("teacher1", "POST", "/bpm/model/copy", {
          query: { id: model.id },
        });
        expect(copy.code).toBe(0);
        expect(copy.data).toMatchObject({
          key: `${model.key}_copy`,
          name: `${model.name}（副本）`,
          canManage: true,
          latestDefinition: null,
        });
        expect(copy.data.ownerUserId).not.toBe(model.ownerUserId);
        expect(copy.data.xml).toContain(`id="${model.key}_copy"`);
        expect(copy.data.xml).not.toContain(`id="${model.key}"`);
        // The copy is the caller's to change and deploy; a second copy takes the next free key.
        const deployed = await k.call("teacher1", "POST", "/bpm/model/deploy", { query: { id: copy.data.id } });
        expect(deployed.code).toBe(0);
        const again = await k.call<S["BpmModelDetail"]>("teacher1", "POST", "/bpm/model/copy", {
          query: { id: model.id },
        });
        expect(again.data.key).toBe(`${model.key}_copy2`);
        // A student may not copy (no bpm:model:create).
        const student = await k.call("student01", "POST", "/bpm/model/copy", { query: { id: model.id } });
        expect(student.status).toBe(403);
      });

      it("shows students the 工作流程 menu with only 发起流程, 我的流程 and the hidden detail page", async () => {
        type Route = { path: string; name?: string; meta?: { hidden?: boolean }; children?: Route[] };
        const info = async (who: string) =>
          (await k.call<{ menus: Route[] }>(who, "GET", "/teach/auth/get-permission-info")).data.menus.find(
            (m) => m.path === "/bpm",
          );
        const student = await info("student01");
        expect(student?.children?.map((c) => c.path)).toEqual([
          "process-instance/create",
          "process-instance/my",
          "process-instance/detail",
        ]);
        expect(student?.children?.[2]?.meta?.hidden).toBe(true);
        const teacher = await info("teacher1");
        expect(teacher?.children?.map((c) => c.name)).toEqual([
          "BpmModel",
          "BpmForm",
          "BpmProcessInstanceCreate",
          "BpmProcessInstanceMy",
          "BpmTodoTask",
          "BpmDoneTask",
          "BpmProcessInstanceDetail",
        ]);
      });
    });
  });
}
