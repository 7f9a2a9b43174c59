// The user dialog's saved values as the calls' bodies: /system/user/create and /system/user/update.
import type { JsonBody } from "@smartclass/api/react";
import type { UserFormOutput } from "@smartclass/ui";

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../auth/password-rule";
import { messages as consoleMessages } from "../../../messages";

type CreateBody = JsonBody<"/system/user/create", "post">;
type UpdateBody = JsonBody<"/system/user/update", "put">;

/** The fields both bodies share. */
function commonBody(values: Omit<UserFormOutput, "password">) {
  return {
    username: values.username,
    nickname: values.nickname,
    remark: values.remark,
    sex: Number(values.sex) as 0 | 1 | 2,
    status: Number(values.status) as 0 | 1,
    // Always sent: an edit that unticks every role takes them all away.
    roleIds: values.roleIds,
    // Always sent too: "" clears a date of birth.
    birthDate: values.birthDate,
    under14: values.under14,
  };
}

/** The create body: empty optional fields are left out (the contract refuses "" for mobile and email). */
function createBodyOf(values: UserFormOutput): CreateBody {
  return {
    ...commonBody(values),
    password: values.password,
    ...(values.mobile ? { mobile: values.mobile } : {}),
    ...(values.email ? { email: values.email } : {}),
  };
}

/**
 * The update body. The contract refuses "" for mobile and email, so an emptied field is left out and the
 * server keeps the old value: clearing a mobile or email is not possible through this call.
 */
function updateBodyOf(id: number, values: Omit<UserFormOutput, "password">): UpdateBody {
  return {
    id,
    ...commonBody(values),
    ...(values.mobile ? { mobile: values.mobile } : {}),
    ...(values.email ? { email: values.email } : {}),
  };
}

/** The product's one password rule as the user dialogs state it (read at render, in the page's language). */
function userPasswordRule() {
  return { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, message: consoleMessages.passwordRule };
}

export { createBodyOf, updateBodyOf, userPasswordRule };
