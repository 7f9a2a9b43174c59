// The administrator's user import over real HTTP: a sheet filled from the downloaded template creates
// its good rows and reports the bad ones by the row number the spreadsheet shows, with the reason;
// duplicates inside the file, existing users (refused, or updated with updateSupport), the initial
// password from the configuration, one transaction for the write, the file limits and the permission.
import type { components } from "@smartclass/api";
import { count, eq, inArray, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { schema } from "../../src/db/index.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

type UserImportResult = components["schemas"]["UserImportResult"];
type Row = [
  username: string,
  nickname: string,
  dept: string,
  email: string,
  mobile: string,
  sex: string,
  status: string,
  birthDate?: string,
  under14?: string,
];

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineUserImportTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    let admin = "";

    beforeAll(async () => {
      s = await startServer(engine);
      admin = (await s.login("admin")).accessToken;
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());

    /** A sheet with the downloaded template's header row and `rows` under it. */
    async function sheet(rows: Row[]): Promise<Buffer> {
      const tpl = await s.call("GET", "/system/user/get-import-template", { token: admin });
      expect(tpl.status).toBe(200);
      const template = new ExcelJS.Workbook();
      await template.xlsx.load(tpl.raw as unknown as ArrayBuffer);
      const header = (template.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
      const book = new ExcelJS.Workbook();
      const ws = book.addWorksheet("用户导入模板");
      ws.addRow(header);
      for (const r of rows) ws.addRow(r);
      return Buffer.from(await book.xlsx.writeBuffer());
    }

    async function upload(
      file: Buffer | string,
      options: { updateSupport?: boolean; token?: string; name?: string } = {},
    ) {
      const form = new FormData();
      form.append(
        "file",
        new Blob([typeof file === "string" ? file : new Uint8Array(file)]),
        options.name ?? "users.xlsx",
      );
      return s.call<UserImportResult>("POST", "/system/user/import", {
        token: options.token ?? admin,
        rawBody: form,
        ...(options.updateSupport !== undefined ? { query: { updateSupport: options.updateSupport } } : {}),
      });
    }

    async function users(usernames: string[]) {
      return s.database.db.select().from(schema.users).where(inArray(schema.users.username, usernames));
    }
    const userCount = async () => (await s.database.db.select({ n: count() }).from(schema.users))[0]!.n;

    it("creates the good rows and reports a bad mobile on the row the spreadsheet shows, with the reason", async () => {
      const file = await sheet([
        ["imp_ann", "安", "", "imp_ann@school.edu", "13900000001", "女", "开启"],
        ["imp_bo", "博", "", "", "13900000002", "男", ""],
        ["imp_bad", "坏", "", "", "1390000", "男", "开启"],
        ["imp_cy", "晨", "", "", "", "", "关闭"],
      ]);
      const r = await upload(file);
      expect(r.status).toBe(200);
      expect(r.code).toBe(0);
      expect(r.data.createUsernames).toEqual(["imp_ann", "imp_bo", "imp_cy"]);
      expect(r.data.updateUsernames).toEqual([]);
      expect(r.data.failures).toEqual([{ line: 4, username: "imp_bad", reason: "手机号码应为 11 位手机号码" }]);
      const rows = await users(["imp_ann", "imp_bo", "imp_bad", "imp_cy"]);
      expect(rows.map((u) => u.username).sort()).toEqual(["imp_ann", "imp_bo", "imp_cy"]);
      const ann = rows.find((u) => u.username === "imp_ann")!;
      expect([ann.nickname, ann.email, ann.mobile, ann.sex, ann.status]).toEqual([
        "安",
        "imp_ann@school.edu",
        "13900000001",
        2,
        0,
      ]);
      expect(rows.find((u) => u.username === "imp_cy")!.status).toBe(1);
      // Each new user signs in with the random password the report answered for it, and with no other.
      const initial = new Map((r.data.initialPasswords ?? []).map((p) => [p.username, p.password]));
      expect([...initial.keys()].sort()).toEqual(["imp_ann", "imp_bo", "imp_cy"]);
      expect((await s.login("imp_ann", initial.get("imp_ann"))).accessToken).toBeTruthy();
      const old = await s.call("POST", "/teach/auth/login", { body: { username: "imp_bo", password: "123456" } });
      expect(old.code).toBe(1_002_000_000);
    });

    it("names the columns as the user list and the export do, and a file filled from the former template still imports", async () => {
      const tpl = await s.call("GET", "/system/user/get-import-template", { token: admin });
      const template = new ExcelJS.Workbook();
      await template.xlsx.load(tpl.raw as unknown as ArrayBuffer);
      const header = (template.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
      expect(header).toEqual([
        "用户名称",
        "用户昵称",
        "部门编号",
        "用户邮箱",
        "手机号码",
        "用户性别",
        "帐号状态",
        "出生日期",
        "未满14岁",
      ]);
      const exported = new ExcelJS.Workbook();
      const listed = await s.call("GET", "/system/user/export", { token: admin, query: { username: "student01" } });
      await exported.xlsx.load(listed.raw as unknown as ArrayBuffer);
      const exportHeader = (exported.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
      // Every column the template shares with the export has the export's word for it (the minors' two
      // columns are read into the privacy profile, which the user export does not carry).
      const shared = header.filter((h) => !["部门编号", "出生日期", "未满14岁"].includes(String(h)));
      for (const name of shared) expect(exportHeader).toContain(name);

      const former = new ExcelJS.Workbook();
      const ws = former.addWorksheet("用户导入模板");
      ws.addRow(["登录名称", "用户名称", "部门编号", "用户邮箱", "手机号码", "用户性别", "帐号状态"]);
      ws.addRow(["imp_former", "旧模板", "", "", "", "男", "正常"]);
      ws.addRow(["imp_former2", "旧模板二", "", "", "", "", "停用"]);
      const r = await upload(Buffer.from(await former.xlsx.writeBuffer()));
      expect(r.data.failures).toEqual([]);
      const rows = await users(["imp_former", "imp_former2"]);
      expect(rows.map((u) => [u.username, u.nickname, u.status]).sort()).toEqual([
        ["imp_former", "旧模板", 0],
        ["imp_former2", "旧模板二", 1],
      ]);
    });

    it("checks each row as create does, and refuses a user name, mobile or e-mail repeated in the file", async () => {
      const r = await upload(
        await sheet([
          ["imp_dup", "一", "", "", "13900000011", "", ""],
          ["imp_dup", "二", "", "", "", "", ""],
          ["imp_dup2", "三", "", "", "13900000011", "", ""],
          ["ab", "短", "", "", "", "", ""],
          ["imp-dash", "横线", "", "", "", "", ""],
          ["imp_nonick", "", "", "", "", "", ""],
          ["imp_mail", "邮", "", "not-an-email", "", "", ""],
          ["imp_sex", "性", "", "", "", "其他", ""],
          ["imp_taken", "占", "", "", "13800000001", "", ""],
          ["student01", "重名", "", "", "", "", ""],
        ]),
      );
      expect(r.data.createUsernames).toEqual(["imp_dup"]);
      expect(r.data.failures).toEqual([
        { line: 3, username: "imp_dup", reason: "用户名称与第 2 行重复" },
        { line: 4, username: "imp_dup2", reason: "手机号码与第 2 行重复" },
        { line: 5, username: "ab", reason: "用户名称不能少于 4 个字符" },
        { line: 6, username: "imp-dash", reason: "用户名称只能包含字母、数字和下划线" },
        { line: 7, username: "imp_nonick", reason: "用户昵称不能为空" },
        { line: 8, username: "imp_mail", reason: "用户邮箱格式不正确" },
        { line: 9, username: "imp_sex", reason: "用户性别只能填 男、女 或 未知" },
        { line: 10, username: "imp_taken", reason: "手机号已经存在" },
        { line: 11, username: "student01", reason: "用户账号已经存在" },
      ]);
      expect((await users(["imp_dup"]))[0]!.nickname).toBe("一");
    });

    it("updates existing users only with updateSupport, keeping their password and empty cells", async () => {
      const [before] = await users(["student02"]);
      const file = await sheet([
        ["student02", "改名同学", "", "", "13900000021", "", ""],
        ["imp_new", "新", "", "", "", "", ""],
      ]);
      const refused = await upload(file, { updateSupport: false });
      expect(refused.data.failures).toEqual([{ line: 2, username: "student02", reason: "用户账号已经存在" }]);
      expect(refused.data.createUsernames).toEqual(["imp_new"]);
      expect((await users(["student02"]))[0]!.nickname).toBe(before!.nickname);

      const updated = await upload(file, { updateSupport: true });
      // imp_new exists since the first upload, so it is updated too.
      expect(updated.data.updateUsernames).toEqual(["student02", "imp_new"]);
      expect(updated.data.createUsernames).toEqual([]);
      expect(updated.data.failures).toEqual([]);
      const [after] = await users(["student02"]);
      expect([after!.nickname, after!.mobile, after!.email, after!.sex]).toEqual([
        "改名同学",
        "13900000021",
        before!.email,
        before!.sex,
      ]);
      expect(after!.passwordHash).toBe(before!.passwordHash);
      await s.login("student02", "student123");
    });

    it("gives every new user a random password of its own, answered once in the report", async () => {
      const r = await upload(
        await sheet([
          ["imp_rnd1", "随一", "", "", "", "", ""],
          ["imp_rnd2", "随二", "", "", "", "", ""],
        ]),
      );
      expect(r.data.createUsernames).toEqual(["imp_rnd1", "imp_rnd2"]);
      const [one, two] = r.data.initialPasswords ?? [];
      expect([one!.username, two!.username]).toEqual(["imp_rnd1", "imp_rnd2"]);
      expect(one!.password).toMatch(/^[A-Za-z0-9]{12}$/);
      expect(one!.password).not.toBe(two!.password);
      expect((await s.login("imp_rnd2", two!.password)).accessToken).toBeTruthy();
      const rows = await users(["imp_rnd1", "imp_rnd2"]);
      // Only hashes are kept, each of its own.
      expect(rows.map((u) => u.passwordHash).join()).not.toContain(one!.password);
      expect(new Set(rows.map((u) => u.passwordHash)).size).toBe(2);
    });

    it("writes nothing when writing one row fails", async () => {
      // A unique index the checks know nothing about makes the database refuse the update of student05
      // after the new user's insert: the transaction must take that insert back.
      await s.database.db.execute(
        sql`create unique index import_test_nickname on users (nickname) where nickname like '冲突%'`,
      );
      try {
        await s.database.db
          .update(schema.users)
          .set({ nickname: "冲突甲" })
          .where(eq(schema.users.username, "student06"));
        const [before] = await users(["student05"]);
        const countBefore = await userCount();
        const r = await upload(
          await sheet([
            ["imp_tx_new", "事务新", "", "", "13900000031", "", ""],
            ["student05", "冲突甲", "", "", "", "", ""],
          ]),
          { updateSupport: true },
        );
        expect(r.status).toBe(400);
        expect(r.msg).toBe("导入失败，没有写入任何用户：与已有数据重复");
        expect(await users(["imp_tx_new"])).toEqual([]);
        expect(await userCount()).toBe(countBefore);
        expect((await users(["student05"]))[0]!.nickname).toBe(before!.nickname);
      } finally {
        await s.database.db.execute(sql`drop index import_test_nickname`);
      }
    });

    it("refuses a file that is not the template's .xlsx, an empty one, over 1000 rows or over 2 MB", async () => {
      const count0 = await userCount();
      const notXlsx = await upload("用户名,手机\nx,1\n", { name: "users.csv" });
      expect([notXlsx.status, notXlsx.msg]).toEqual([400, "请上传由导入模板填写的 .xlsx 文件"]);

      const other = new ExcelJS.Workbook();
      other.addWorksheet("成绩").addRow(["学号", "姓名"]);
      const wrongHeader = await upload(Buffer.from(await other.xlsx.writeBuffer()));
      expect([wrongHeader.status, wrongHeader.msg]).toEqual([400, "请上传由导入模板填写的 .xlsx 文件"]);

      const empty = await upload(await sheet([]));
      expect([empty.status, empty.msg]).toEqual([400, "导入文件中没有用户数据"]);

      const many = Array.from({ length: 1001 }, (_, i): Row => [`imp_many_${i}`, `多${i}`, "", "", "", "", ""]);
      const tooMany = await upload(await sheet(many));
      expect([tooMany.status, tooMany.msg]).toEqual([400, "导入文件最多 1000 行用户数据"]);

      const big = await upload(Buffer.alloc(2 * 1024 * 1024 + 1, 1));
      expect([big.status, big.msg]).toEqual([400, "导入文件不能超过 2 MB"]);

      const noFile = await s.call("POST", "/system/user/import", { token: admin, body: {} });
      expect(noFile.status).toBe(400);
      expect(await userCount()).toBe(count0);
    });

    it("reads the minors' columns (出生日期, 未满14岁) into each new user's profile, and refuses cells it cannot read", async () => {
      const r = await upload(
        await sheet([
          ["imp_minor", "小明", "", "", "", "男", "开启", "2015-06-01", "是"],
          ["imp_born", "小红", "", "", "", "女", "开启", "2016-02-29", ""],
          ["imp_baddate", "小刚", "", "", "", "男", "开启", "2015-02-30", ""],
          ["imp_badflag", "小强", "", "", "", "男", "开启", "", "也许"],
        ]),
      );
      expect(r.data.createUsernames).toEqual(["imp_minor", "imp_born"]);
      expect(r.data.failures.map((f) => [f.username, f.reason])).toEqual([
        ["imp_baddate", "出生日期无效：2015-02-30"],
        ["imp_badflag", "未满14岁只能填写“是”或“否”"],
      ]);
      const ids = new Map((await users(["imp_minor", "imp_born"])).map((u) => [u.username, u.id]));
      const profiles = await s.database.db
        .select()
        .from(schema.minorProfiles)
        .where(inArray(schema.minorProfiles.userId, [...ids.values()]));
      const byName = (name: string) => profiles.find((p) => p.userId === ids.get(name));
      expect([byName("imp_minor")?.birthDate, byName("imp_minor")?.under14]).toEqual(["2015-06-01", true]);
      expect([byName("imp_born")?.birthDate, byName("imp_born")?.under14]).toEqual(["2016-02-29", false]);
    });

    it("is refused to a teacher (403) and to a caller without a token (401), writing nothing", async () => {
      const file = await sheet([["imp_teacher", "师", "", "", "", "", ""]]);
      const teacher = (await s.login("teacher1")).accessToken;
      const r = await upload(file, { token: teacher });
      expect(r.status).toBe(403);
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(file)]), "users.xlsx");
      expect((await s.call("POST", "/system/user/import", { rawBody: form })).status).toBe(401);
      expect(await users(["imp_teacher"])).toEqual([]);
    });
  });
}
