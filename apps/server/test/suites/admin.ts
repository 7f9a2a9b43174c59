// Administration over real HTTP: users, classroom accounts, dictionary data, configuration,
// notification messages and the personal centre.
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { schema } from "../../src/db/index.js";
import { sampleBytes, SETUP_TIMEOUT, startServer, type TestServer, engineAvailable, type Engine } from "../helpers.js";

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineAdminTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    let admin = "";

    beforeAll(async () => {
      s = await startServer(engine);
      admin = (await s.login("admin")).accessToken;
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());

    async function sheetRows(raw: Buffer): Promise<unknown[][]> {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(raw as unknown as ArrayBuffer);
      const rows: unknown[][] = [];
      book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return rows;
    }

    const idOf = async (username: string) =>
      (
        await s.database.db
          .select({ id: schema.users.id })
          .from(schema.users)
          .where(eq(schema.users.username, username))
      )[0]!.id;

    describe("system users", () => {
      let created = 0;

      it("pages and filters users", async () => {
        const page = await s.call<{ list: { username: string; roleIds: number[] }[]; total: number }>(
          "GET",
          "/system/user/page",
          {
            token: admin,
            query: { pageNo: 1, pageSize: 5 },
          },
        );
        expect(page.data.total).toBe(43);
        expect(page.data.list).toHaveLength(5);
        expect(page.data.list[0]!.username).toBe("admin");
        const filtered = await s.call<{ list: { username: string }[]; total: number }>("GET", "/system/user/page", {
          token: admin,
          query: { pageNo: 1, pageSize: 50, username: "teacher" },
        });
        expect(filtered.data.list.map((u) => u.username)).toEqual(["teacher1", "teacher2"]);
        const ranged = await s.call<{ total: number }>("GET", "/system/user/page", {
          token: admin,
          query: { pageNo: 1, pageSize: 10, createTime: ["2000-01-01 00:00:00", "2000-01-02 00:00:00"] },
        });
        expect(ranged.data.total).toBe(0);
        expect(
          (await s.call("GET", "/system/user/page", { token: admin, query: { pageNo: 0, pageSize: 10 } })).msg,
        ).toContain("pageNo");
        expect(
          (await s.call("GET", "/system/user/page", { token: admin, query: { pageNo: 1, pageSize: 1000 } })).msg,
        ).toContain("pageSize");
        expect(
          (await s.call("GET", "/system/user/page", { token: admin, query: { pageNo: 1, pageSize: 10, status: 3 } }))
            .status,
        ).toBe(400);
      });

      it("searches by nickname and sorts by a chosen column, ties and paging by id", async () => {
        const byNickname = await s.call<{ list: { username: string }[] }>("GET", "/system/user/page", {
          token: admin,
          query: { pageNo: 1, pageSize: 50, nickname: "老师" },
        });
        expect(byNickname.data.list.map((u) => u.username)).toEqual(["teacher1", "teacher2"]);
        const sorted = await s.call<{ list: { username: string }[] }>("GET", "/system/user/page", {
          token: admin,
          query: { pageNo: 1, pageSize: 3, sortField: "username", sortOrder: "desc" },
        });
        expect(sorted.data.list.map((u) => u.username)).toEqual(["teacher2", "teacher1", "student40"]);
        const exported = await s.call("GET", "/system/user/export", {
          token: admin,
          query: { username: "teacher", sortField: "username", sortOrder: "desc" },
        });
        expect((await sheetRows(exported.raw)).slice(1).map((row) => row[1])).toEqual(["teacher2", "teacher1"]);
        expect(
          (
            await s.call("GET", "/system/user/page", {
              token: admin,
              query: { pageNo: 1, pageSize: 3, sortField: "password" },
            })
          ).status,
        ).toBe(400);
      });

      it("lists the roles for the user form's picker, for administrators only", async () => {
        const roles = await s.call<{ code: string; name: string }[]>("GET", "/system/role/list-all-simple", {
          token: admin,
        });
        expect(roles.data.map((r) => r.code)).toEqual(expect.arrayContaining(["admin", "teacher", "student"]));
        const teacher = (await s.login("teacher1")).accessToken;
        expect((await s.call("GET", "/system/role/list-all-simple", { token: teacher })).status).toBe(403);
      });

      it("creates, reads, updates, resets the password of, disables and deletes a user", async () => {
        const roles = await s.database.db.select().from(schema.roles);
        const teacherRole = roles.find((r) => r.code === "teacher")!.id;
        const r = await s.call<number>("POST", "/system/user/create", {
          token: admin,
          body: {
            username: "teacher3",
            nickname: "王老师",
            password: "teacher333",
            roleIds: [teacherRole],
            mobile: "15600000003",
            sex: 2,
          },
        });
        expect(r.code).toBe(0);
        created = r.data;
        const got = await s.call<{ username: string; roleIds: number[]; mobile: string; status: number }>(
          "GET",
          "/system/user/get",
          { token: admin, query: { id: created } },
        );
        expect(got.data).toMatchObject({
          username: "teacher3",
          roleIds: [teacherRole],
          mobile: "15600000003",
          status: 0,
        });
        const login = await s.login("teacher3", "teacher333");
        const dup = await s.call("POST", "/system/user/create", {
          token: admin,
          body: { username: "teacher3", nickname: "x", password: "abcd1234" },
        });
        expect(dup.msg).toContain("已经存在");
        const upd = await s.call("PUT", "/system/user/update", {
          token: admin,
          body: { id: created, username: "teacher3", nickname: "王老师2", email: "t3@smartclass.local" },
        });
        expect(upd.data).toBe(true);
        expect(
          (await s.call<{ nickname: string }>("GET", "/system/user/get", { token: admin, query: { id: created } })).data
            .nickname,
        ).toBe("王老师2");
        expect(
          (
            await s.call("PUT", "/system/user/update-password", {
              token: admin,
              body: { id: created, password: "changed1" },
            })
          ).data,
        ).toBe(true);
        expect((await s.call("GET", "/teach/user/current", { token: login.accessToken })).code).toBe(401);
        await s.login("teacher3", "changed1");
        expect(
          (await s.call("PUT", "/system/user/update-status", { token: admin, body: { id: created, status: 1 } })).data,
        ).toBe(true);
        expect(
          (await s.call("POST", "/teach/auth/login", { body: { username: "teacher3", password: "changed1" } })).msg,
        ).toContain("禁用");
        expect(
          (await s.call("PUT", "/system/user/update-status", { token: admin, body: { id: created, status: 0 } })).data,
        ).toBe(true);
        const simple = await s.call<{ id: number }[]>("GET", "/system/user/list-all-simple", { token: admin });
        expect(simple.data.map((u) => u.id)).toContain(created);
        expect((await s.call("DELETE", "/system/user/delete", { token: admin, query: { id: created } })).data).toBe(
          true,
        );
        expect((await s.call("GET", "/system/user/get", { token: admin, query: { id: created } })).status).toBe(404);
      });

      it("refuses bad user input and self-harm", async () => {
        const bad = [
          await s.call("POST", "/system/user/create", {
            token: admin,
            body: { username: "ab", nickname: "x", password: "abcd1234" },
          }),
          await s.call("POST", "/system/user/create", {
            token: admin,
            body: { username: "has space", nickname: "x", password: "abcd1234" },
          }),
          await s.call("POST", "/system/user/create", {
            token: admin,
            body: { username: "valid1", nickname: "x", password: "abcd1234", email: "nope" },
          }),
          await s.call("POST", "/system/user/create", {
            token: admin,
            body: { username: "valid1", nickname: "x", password: "abcd1234", roleIds: [999] },
          }),
          await s.call("PUT", "/system/user/update", { token: admin, body: { username: "x" } }),
          await s.call("PUT", "/system/user/update-status", { token: admin, body: { id: 1, status: 2 } }),
          await s.call("PUT", "/system/user/update-password", { token: admin, body: { id: 1 } }),
          await s.call("DELETE", "/system/user/delete", { token: admin }),
        ];
        for (const r of bad) expect(r.status).toBe(400);
        expect(
          (await s.call("DELETE", "/system/user/delete", { token: admin, query: { id: await idOf("admin") } })).msg,
        ).toContain("自己");
        expect(
          (
            await s.call("PUT", "/system/user/update-status", {
              token: admin,
              body: { id: await idOf("admin"), status: 1 },
            })
          ).msg,
        ).toContain("自己");
        expect(
          (await s.call("GET", "/system/user/page", { token: admin, query: { pageNo: 1, pageSize: 10 } })).data,
        ).toMatchObject({ total: 43 });
      });

      it("exports users and the import template as .xlsx", async () => {
        const r = await s.call("GET", "/system/user/export", { token: admin, query: { username: "student0" } });
        expect(r.headers.get("content-type")).toContain("spreadsheetml");
        expect(r.headers.get("content-disposition")).toContain("attachment");
        const rows = await sheetRows(r.raw);
        expect(rows[0]![1]).toBe("用户名称");
        expect(rows).toHaveLength(10); // header + student01 … student09
        const tpl = await s.call("GET", "/system/user/get-import-template", { token: admin });
        expect((await sheetRows(tpl.raw))[0]!.slice(0, 2)).toEqual(["用户名称", "用户昵称"]);
        expect((await s.call("GET", "/system/user/export", { token: admin, query: { status: "x" } })).status).toBe(400);
      });

      it("a 教务 (registrar) user sees the user lists, only the home and user menus, and every change is refused with 403", async () => {
        const roles = await s.call<{ id: number; code: string; name: string }[]>(
          "GET",
          "/system/role/list-all-simple",
          {
            token: admin,
          },
        );
        const registrarRole = roles.data.find((r) => r.code === "registrar")!;
        expect(registrarRole.name).toBe("教务");
        const id = (
          await s.call<number>("POST", "/system/user/create", {
            token: admin,
            body: { username: "office1", nickname: "教务员", password: "office123", roleIds: [registrarRole.id] },
          })
        ).data;
        const token = (await s.login("office1", "office123")).accessToken;
        const info = await s.call<{
          permissions: string[];
          menus: { path: string; children?: { path: string }[] }[];
        }>("GET", "/teach/auth/get-permission-info", { token });
        expect(info.data.permissions.sort()).toEqual(["system:user:query", "teach:user:query"]);
        expect(info.data.menus.map((m) => m.path)).toEqual(["/index", "/system"]);
        const system = info.data.menus.find((m) => m.path === "/system")!;
        expect(system.children!.map((c) => c.path)).toEqual(["user"]);

        const users = await s.call<{ total: number }>("GET", "/system/user/page", {
          token,
          query: { pageNo: 1, pageSize: 5 },
        });
        expect(users.data.total).toBe(44);
        expect((await s.call("GET", "/teach/user/page", { token, query: { pageNo: 1, pageSize: 5 } })).code).toBe(0);
        expect((await s.call("GET", "/system/role/list-all-simple", { token })).code).toBe(0);

        const teacher1 = await idOf("teacher1");
        const refused = [
          await s.call("POST", "/system/user/create", {
            token,
            body: { username: "office2", nickname: "x", password: "abcd1234" },
          }),
          await s.call("PUT", "/system/user/update", {
            token,
            body: { id: teacher1, username: "teacher1", nickname: "改过的" },
          }),
          await s.call("PUT", "/system/user/update-status", { token, body: { id: teacher1, status: 1 } }),
          await s.call("PUT", "/system/user/update-password", { token, body: { id: teacher1, password: "taken123" } }),
          await s.call("DELETE", "/system/user/delete", { token, query: { id: teacher1 } }),
          await s.call("GET", "/system/user/export", { token }),
          await s.call("GET", "/system/user/get-import-template", { token }),
          await s.call("POST", "/teach/user/disable", { token, query: { id: teacher1 } }),
          await s.call("POST", "/teach/user/renew", { token, query: { id: teacher1, renewTime: Date.now() - 1000 } }),
          await s.call("POST", "/teach/user/delete", { token, query: { id: teacher1 } }),
          await s.call("GET", "/system/dict-data/page", { token, query: { pageNo: 1, pageSize: 5 } }),
          await s.call("GET", "/system/notify-message/page", { token, query: { pageNo: 1, pageSize: 5 } }),
        ];
        for (const r of refused) expect([r.status, r.code]).toEqual([403, 403]);
        // Nothing changed: teacher1 is as seeded and still signs in.
        const after = await s.call<{ nickname: string; status: number }>("GET", "/system/user/get", {
          token: admin,
          query: { id: teacher1 },
        });
        expect(after.data).toMatchObject({ nickname: "张老师", status: 0 });
        await s.login("teacher1");
        expect(
          (
            await s.call("GET", "/system/user/page", {
              token: admin,
              query: { username: "office2", pageNo: 1, pageSize: 5 },
            })
          ).data,
        ).toMatchObject({ total: 0 });
        expect((await s.call("DELETE", "/system/user/delete", { token: admin, query: { id } })).data).toBe(true);
      });
    });

    describe("classroom accounts (/teach/user)", () => {
      it("pages by user type, disables, enables, renews and deletes", async () => {
        const students = await s.call<{ list: { userName: string; userType: number }[]; total: number }>(
          "GET",
          "/teach/user/page",
          {
            token: admin,
            query: { pageNo: 1, pageSize: 100, userType: 1 },
          },
        );
        expect(students.data.total).toBe(40);
        expect(students.data.list.every((u) => u.userType === 1)).toBe(true);
        const teachers = await s.call<{ total: number }>("GET", "/teach/user/page", {
          token: admin,
          query: { pageNo: 1, pageSize: 10, userType: 2 },
        });
        expect(teachers.data.total).toBe(2);
        const id = await idOf("student20");
        const session = await s.login("student20");
        expect((await s.call("POST", "/teach/user/disable", { token: admin, query: { id } })).data).toBe(true);
        expect((await s.call("GET", "/teach/user/current", { token: session.accessToken })).code).toBe(401);
        expect((await s.call("POST", "/teach/user/enable", { token: admin, query: { id } })).data).toBe(true);
        const until = Date.now() + 7 * 86_400_000;
        expect(
          (await s.call("POST", "/teach/user/renew", { token: admin, query: { id, renewTime: until } })).data,
        ).toBe(true);
        const fresh = await s.login("student20");
        const exp = await s.call<{ expireTime: number; remainingDays: number }>("GET", "/teach/auth/expireTime", {
          token: fresh.accessToken,
        });
        expect(exp.data).toEqual({ expireTime: until, remainingDays: 6 });
        await s.call("POST", "/teach/user/renew", { token: admin, query: { id, renewTime: Date.now() - 1000 } });
        expect(
          (await s.call("POST", "/teach/auth/login", { body: { username: "student20", password: "student123" } })).msg,
        ).toContain("过期");
        expect((await s.call("POST", "/teach/user/delete", { token: admin, query: { id } })).data).toBe(true);
        expect((await s.call("POST", "/teach/user/enable", { token: admin, query: { id } })).status).toBe(404);
        expect((await s.call("POST", "/teach/user/renew", { token: admin, query: { id } })).status).toBe(400);
        expect(
          (await s.call("GET", "/teach/user/page", { token: admin, query: { pageNo: 1, pageSize: 10, userType: 9 } }))
            .status,
        ).toBe(400);
      });
    });

    describe("dictionary data", () => {
      it("lists by type and all, with CRUD and export", async () => {
        const sex = await s.call<{ value: string; label: string }[]>("GET", "/system/dict-data/type/system_user_sex", {
          token: admin,
        });
        expect(sex.data.map((d) => [d.value, d.label])).toEqual([
          ["1", "男"],
          ["2", "女"],
        ]);
        const all = await s.call<{ dictType: string }[]>("GET", "/system/dict-data/list-all-simple", {
          token: (await s.login("student01")).accessToken,
        });
        for (const t of ["user_type", "common_status", "system_user_sex", "bpm_process_instance_result"])
          expect(all.data.some((d) => d.dictType === t)).toBe(true);
        const id = (
          await s.call<number>("POST", "/system/dict-data/create", {
            token: admin,
            body: { sort: 3, label: "保密", value: "0", dictType: "system_user_sex", status: 0 },
          })
        ).data;
        expect(
          (
            await s.call("POST", "/system/dict-data/create", {
              token: admin,
              body: { sort: 3, label: "x", value: "0", dictType: "system_user_sex", status: 0 },
            })
          ).msg,
        ).toContain("已经存在");
        expect(
          (await s.call<{ label: string }>("GET", "/system/dict-data/get", { token: admin, query: { id } })).data.label,
        ).toBe("保密");
        await s.call("PUT", "/system/dict-data/update", {
          token: admin,
          body: { id, sort: 0, label: "未知", value: "0", dictType: "system_user_sex", status: 0, colorType: "info" },
        });
        const page = await s.call<{ list: { label: string }[]; total: number }>("GET", "/system/dict-data/page", {
          token: admin,
          query: { pageNo: 1, pageSize: 10, dictType: "system_user_sex" },
        });
        expect(page.data.list.map((d) => d.label)).toEqual(["未知", "男", "女"]);
        const exported = await s.call("GET", "/system/dict-data/export", {
          token: admin,
          query: { dictType: "system_user_sex" },
        });
        expect(await sheetRows(exported.raw)).toHaveLength(4);
        expect((await s.call("DELETE", "/system/dict-data/delete", { token: admin, query: { id } })).data).toBe(true);
        expect((await s.call("GET", "/system/dict-data/get", { token: admin, query: { id } })).status).toBe(404);
        expect(
          (
            await s.call("POST", "/system/dict-data/create", {
              token: admin,
              body: { sort: 1, label: "x", value: "x", dictType: "Bad Type", status: 0 },
            })
          ).msg,
        ).toContain("dictType");
        expect(
          (
            await s.call("PUT", "/system/dict-data/update", {
              token: admin,
              body: { id: 999999, sort: 1, label: "x", value: "x", dictType: "x", status: 0 },
            })
          ).status,
        ).toBe(404);
      });
    });

    describe("configuration", () => {
      it("reads by key, CRUD, refuses deleting built-in records, exports", async () => {
        const user = (await s.login("teacher1")).accessToken;
        expect(
          (await s.call("GET", "/infra/config/get-value-by-key", { token: user, query: { key: "system.name" } })).data,
        ).toBe("智慧课堂");
        expect(
          (
            await s.call("GET", "/infra/config/get-value-by-key", {
              token: user,
              query: { key: "system.user.init-password" },
            })
          ).data,
        ).toBeNull();
        const id = (
          await s.call<number>("POST", "/infra/config/create", {
            token: admin,
            body: { category: "ui", name: "主题色", key: "ui.theme", value: "#409eff", visible: true },
          })
        ).data;
        expect(
          (
            await s.call("POST", "/infra/config/create", {
              token: admin,
              body: { category: "ui", name: "x", key: "ui.theme", value: "x", visible: true },
            })
          ).msg,
        ).toContain("重复");
        expect(
          (await s.call<{ key: string; type: number }>("GET", "/infra/config/get", { token: admin, query: { id } }))
            .data,
        ).toMatchObject({ key: "ui.theme", type: 2 });
        await s.call("PUT", "/infra/config/update", {
          token: admin,
          body: { id, category: "ui", name: "主题色", key: "ui.theme", value: "#1890ff", visible: true },
        });
        expect(
          (await s.call("GET", "/infra/config/get-value-by-key", { token: user, query: { key: "ui.theme" } })).data,
        ).toBe("#1890ff");
        const page = await s.call<{ total: number }>("GET", "/infra/config/page", {
          token: admin,
          query: { pageNo: 1, pageSize: 10, type: 1 },
        });
        expect(page.data.total).toBe(4);
        const builtIn = (
          await s.database.db.select().from(schema.configs).where(eq(schema.configs.key, "system.name"))
        )[0]!.id;
        expect(
          (await s.call("DELETE", "/infra/config/delete", { token: admin, query: { id: builtIn } })).msg,
        ).toContain("系统内置");
        expect((await s.call("DELETE", "/infra/config/delete", { token: admin, query: { id } })).data).toBe(true);
        const exported = await s.call("GET", "/infra/config/export", { token: admin });
        expect((await sheetRows(exported.raw)).length).toBe(7);
        expect(
          (
            await s.call("POST", "/infra/config/create", {
              token: admin,
              body: { category: "ui", name: "x", key: "", value: "x", visible: true },
            })
          ).msg,
        ).toContain("key");
        expect((await s.call("GET", "/infra/config/get-value-by-key", { token: user })).msg).toContain("key");
      });
    });

    describe("notification messages", () => {
      it("lists unread, counts, reads by repeated ids and all", async () => {
        const student = (await s.login("student02")).accessToken;
        expect((await s.call("GET", "/system/notify-message/get-unread-count", { token: student })).data).toBe(2);
        const unread = await s.call<{ id: number; userId: number; readStatus: boolean; templateNickname: string }[]>(
          "GET",
          "/system/notify-message/get-unread-list",
          { token: student },
        );
        expect(unread.data).toHaveLength(2);
        expect(unread.data[0]!.readStatus).toBe(false);
        const ids = unread.data.map((m) => m.id);
        // Another user's message ids change nothing for them.
        const other = await s.call<{ id: number }[]>("GET", "/system/notify-message/get-unread-list", { token: admin });
        expect(
          (
            await s.call("PUT", "/system/notify-message/update-read", {
              token: student,
              query: { ids: [ids[0]!, other.data[0]!.id] },
            })
          ).data,
        ).toBe(true);
        expect((await s.call("GET", "/system/notify-message/get-unread-count", { token: student })).data).toBe(1);
        expect((await s.call("GET", "/system/notify-message/get-unread-count", { token: admin })).data).toBe(3);
        const mine = await s.call<{ list: { readStatus: boolean }[]; total: number }>(
          "GET",
          "/system/notify-message/my-page",
          { token: student, query: { pageNo: 1, pageSize: 10, readStatus: true } },
        );
        expect(mine.data.total).toBe(1);
        expect((await s.call("PUT", "/system/notify-message/update-all-read", { token: student })).data).toBe(true);
        expect((await s.call("GET", "/system/notify-message/get-unread-count", { token: student })).data).toBe(0);
        const all = await s.call<{ total: number }>("GET", "/system/notify-message/page", {
          token: admin,
          query: { pageNo: 1, pageSize: 10, userType: 2 },
        });
        expect(all.data.total).toBe(3);
        // The administrator's list filters by read state: student02 has read both of theirs by now.
        const readOfStudent = await s.call<{ list: { readStatus: boolean }[]; total: number }>(
          "GET",
          "/system/notify-message/page",
          { token: admin, query: { pageNo: 1, pageSize: 10, userId: unread.data[0]!.userId, readStatus: true } },
        );
        const unreadOfStudent = await s.call<{ total: number }>("GET", "/system/notify-message/page", {
          token: admin,
          query: { pageNo: 1, pageSize: 10, userId: unread.data[0]!.userId, readStatus: false },
        });
        expect(readOfStudent.data.list.every((m) => m.readStatus)).toBe(true);
        expect(readOfStudent.data.total).toBe(2);
        expect(unreadOfStudent.data.total).toBe(0);
        expect(
          (await s.call("PUT", "/system/notify-message/update-read", { token: student, query: { ids: ["x"] } })).status,
        ).toBe(400);
        expect((await s.call("PUT", "/system/notify-message/update-read", { token: student })).msg).toContain("ids");
      });

      it("filters the administrator's list by template type and by creation time, read as UTC+8", async () => {
        const userId = await idOf("student04");
        const at = (iso: string) => new Date(iso);
        const note = (templateType: number, createdAt: Date) => ({
          userId,
          templateNickname: "教务处",
          templateContent: `type ${templateType} at ${createdAt.toISOString()}`,
          templateType,
          createdAt,
        });
        // Early on 1 March and late on 1 March in UTC+8 (29 February and 1 March in UTC), and early on 2 March.
        const inserted = await s.database.db
          .insert(schema.notifyMessages)
          .values([
            note(1, at("2024-03-01T00:30:00+08:00")),
            note(2, at("2024-03-01T23:30:00+08:00")),
            note(2, at("2024-03-02T00:30:00+08:00")),
          ])
          .returning({ id: schema.notifyMessages.id });
        const [early, late, next] = inserted.map((m) => m.id);
        type Page = { list: { id: number; templateType: number }[]; total: number };
        const list = async (query: Record<string, unknown>) =>
          (
            await s.call<Page>("GET", "/system/notify-message/page", {
              token: admin,
              query: { pageNo: 1, pageSize: 50, userId, ...query },
            })
          ).data;

        // The seed gave student04 one 通知公告 (1) and one 系统消息 (2); the three above add one and two.
        const notices = await list({ templateType: 1 });
        expect(notices.total).toBe(2);
        expect(notices.list.every((m) => m.templateType === 1)).toBe(true);
        expect(notices.list.map((m) => m.id)).toContain(early);
        const system = await list({ templateType: 2 });
        expect(system.total).toBe(3);
        expect(system.list.every((m) => m.templateType === 2)).toBe(true);

        const firstOfMarch = await list({ createTime: ["2024-03-01 00:00:00", "2024-03-01 23:59:59"] });
        expect(firstOfMarch.list.map((m) => m.id).sort((a, b) => a - b)).toEqual([early, late]);
        const both = await list({ templateType: 2, createTime: ["2024-03-01 00:00:00", "2024-03-01 23:59:59"] });
        expect(both.list.map((m) => m.id)).toEqual([late]);
        // An open end: from 2 March on, the third one and the two seeded today.
        const fromSecond = await list({ createTime: ["2024-03-02 00:00:00"] });
        expect(fromSecond.total).toBe(3);
        expect(fromSecond.list.map((m) => m.id)).toContain(next);
        expect(fromSecond.list.map((m) => m.id)).not.toContain(late);

        const badTime = await s.call("GET", "/system/notify-message/page", {
          token: admin,
          query: { pageNo: 1, pageSize: 10, createTime: ["yesterday", "2024-03-01 23:59:59"] },
        });
        expect(badTime.status).toBe(400);
        expect(badTime.msg).toContain("createTime");
        const badType = await s.call("GET", "/system/notify-message/page", {
          token: admin,
          query: { pageNo: 1, pageSize: 10, templateType: "notice" },
        });
        expect(badType.status).toBe(400);
        expect(badType.msg).toContain("templateType");
      });
    });

    describe("personal centre", () => {
      it("reads and updates the profile, the password and the avatar", async () => {
        const token = (await s.login("student03")).accessToken;
        const profile = await s.call<{ username: string; roles: { name: string }[]; mobile: string }>(
          "GET",
          "/system/user/profile/get",
          { token },
        );
        expect(profile.data).toMatchObject({ username: "student03", mobile: "13800000003", roles: [{ name: "学生" }] });
        expect(
          (
            await s.call("PUT", "/system/user/profile/update", {
              token,
              body: { nickname: "小三", mobile: "13811110003", email: "s3@x.cn", sex: 2 },
            })
          ).data,
        ).toBe(true);
        expect((await s.call<{ nickname: string }>("GET", "/system/user/profile/get", { token })).data.nickname).toBe(
          "小三",
        );
        expect(
          (
            await s.call("PUT", "/system/user/profile/update", {
              token,
              body: { nickname: "x", mobile: "13800000004", email: "s3@x.cn" },
            })
          ).msg,
        ).toContain("已经存在");
        expect(
          (
            await s.call("PUT", "/system/user/profile/update", {
              token,
              body: { nickname: "", mobile: "13811110003", email: "s3@x.cn" },
            })
          ).msg,
        ).toContain("nickname");
        expect(
          (
            await s.call("PUT", "/system/user/profile/update", {
              token,
              body: { nickname: "x", mobile: "123", email: "s3@x.cn" },
            })
          ).msg,
        ).toContain("mobile");
        expect(
          (
            await s.call("PUT", "/system/user/profile/update-password", {
              token,
              body: { oldPassword: "student123", newPassword: "pw-new-3" },
            })
          ).data,
        ).toBe(true);
        await s.login("student03", "pw-new-3");
        const form = new FormData();
        form.append(
          "avatarFile",
          new Blob([new Uint8Array(sampleBytes("image/png"))], { type: "image/png" }),
          "me.png",
        );
        const avatar = await s.call<string>("PUT", "/system/user/profile/update-avatar", { token, rawBody: form });
        expect(avatar.data).toMatch(/^\/admin-api\/infra\/file\/get\/avatar\//);
        expect((await s.call<{ avatar: string }>("GET", "/teach/user/current", { token })).data.avatar).toBe(
          avatar.data,
        );
        const notImage = new FormData();
        notImage.append("avatarFile", new Blob(["hello"], { type: "text/plain" }), "a.txt");
        expect((await s.call("PUT", "/system/user/profile/update-avatar", { token, rawBody: notImage })).status).toBe(
          400,
        );
        expect((await s.call("PUT", "/system/user/profile/update-avatar", { token, body: {} })).status).toBe(400);
      });
    });
  });
}
