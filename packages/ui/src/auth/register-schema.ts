// The registration form's rules as a zod schema (react-hook-form's resolver reads it): the user name and
// password rules of the server's registration call, the same password twice, a mainland mobile number
// and the SMS code. Built from the texts so that its messages follow the page's language.
import { z } from "zod";

import type { PasswordRule } from "../admin/user/user-schema";
import { isMainlandMobile, keepsPasswordRule } from "./sign-in-rules";

type RegisterTexts = {
  usernameRequired: string;
  usernameRule: string;
  confirmRequired: string;
  mismatch: string;
  mobileInvalid: string;
  codeRequired: string;
};

const USERNAME = /^[A-Za-z0-9_]{4,30}$/;

/**
 * The registration schema: its output is the register call's body plus the confirmation. The password
 * follows the host's one password rule, with its one message.
 */
function registerSchema(t: RegisterTexts, rule: PasswordRule) {
  const passwords = z.object({
    password: z.string().refine((password) => keepsPasswordRule(password, rule), rule.message),
    confirm: z.string().min(1, t.confirmRequired),
  });
  return z
    .object({
      username: z.string().trim().min(1, { message: t.usernameRequired, abort: true }).regex(USERNAME, t.usernameRule),
      mobile: z.string().trim().refine(isMainlandMobile, t.mobileInvalid),
      code: z.string().trim().min(1, t.codeRequired),
    })
    .extend(passwords.shape)
    .refine((values) => values.password === values.confirm, {
      path: ["confirm"],
      message: t.mismatch,
      // Checked as soon as both passwords are valid, even while another field is still wrong.
      when: (payload) => passwords.safeParse(payload.value).success,
    });
}

/** What the registration form holds while typing. */
type RegisterFormValues = z.input<ReturnType<typeof registerSchema>>;

/** What the registration form hands over: the register call's body (user name, mobile and code trimmed). */
type RegisterValues = { username: string; password: string; mobile: string; code: string };

export { registerSchema };
export type { RegisterFormValues, RegisterTexts, RegisterValues };
