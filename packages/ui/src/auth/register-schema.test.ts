import { describe, expect, it } from "vitest";

import { authMessageTables } from "./auth-messages";
import { registerSchema } from "./register-schema";

const t = authMessageTables.zhCN.register;
const passwordRule = { min: 8, max: 128, message: "密码长度为 8 到 128 位" };
const schema = registerSchema(t, passwordRule);
const good = {
  username: " student_9 ",
  password: "abcd1234",
  confirm: "abcd1234",
  mobile: " 13912345678 ",
  code: " 1234 ",
};

function errors(values: Partial<typeof good>) {
  const result = schema.safeParse({ ...good, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("the registration rules", () => {
  it("accepts a complete form and trims the user name, mobile and code (not the password)", () => {
    expect(schema.parse({ ...good, password: " ab1 cd2 ", confirm: " ab1 cd2 " })).toEqual({
      username: "student_9",
      mobile: "13912345678",
      code: "1234",
      password: " ab1 cd2 ",
      confirm: " ab1 cd2 ",
    });
  });

  it("needs a user name of 4–30 letters, digits or underscores", () => {
    expect(errors({ username: "  " })).toEqual({ username: t.usernameRequired });
    expect(errors({ username: "abc" })).toEqual({ username: t.usernameRule });
    expect(errors({ username: "张三丰abcd" })).toEqual({ username: t.usernameRule });
    expect(errors({ username: "a".repeat(31) })).toEqual({ username: t.usernameRule });
  });

  it("needs a password of 8–128 characters, typed twice the same", () => {
    expect(errors({ password: "abcd123", confirm: "abcd123" })).toEqual({ password: passwordRule.message });
    expect(errors({ password: "a".repeat(129), confirm: "a".repeat(129) })).toEqual({ password: passwordRule.message });
    expect(errors({ confirm: "" })).toEqual({ confirm: t.confirmRequired });
    expect(errors({ confirm: "abcd1235" })).toEqual({ confirm: "两次输入的密码不一致" });
  });

  it("reports the mismatch together with other fields' errors", () => {
    expect(errors({ confirm: "other1", mobile: "123", code: "" })).toEqual({
      confirm: t.mismatch,
      mobile: "请输入正确的手机号码",
      code: t.codeRequired,
    });
  });
});
