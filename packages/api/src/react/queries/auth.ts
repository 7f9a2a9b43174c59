import type { ApiClient } from "../../client/create-api-client";
import type { components } from "../../generated/openapi";
import { createMutationHook, type JsonBody, type QueryParams, useApiQuery } from "../helpers";
import { apiQuery, domainKey } from "./define";

/** Query keys of the auth and teach-user domain. */
const authKeys = {
  all: domainKey("auth"),
  permissionInfo: () => [...authKeys.all, "permission-info"] as const,
  currentUser: () => [...authKeys.all, "current-user"] as const,
  expireTime: () => [...authKeys.all, "expire-time"] as const,
  jwt: () => [...authKeys.all, "jwt"] as const,
  socialRedirect: (query: QueryParams<"/system/auth/social-auth-redirect">) =>
    [...authKeys.all, "social-redirect", query] as const,
  oauth2: (clientId: string) => [...authKeys.all, "oauth2", clientId] as const,
};

/** Query keys of the classroom user administration. */
const teachUserKeys = {
  all: domainKey("teach-user"),
  page: (query: QueryParams<"/teach/user/page">) => [...teachUserKeys.all, "page", query] as const,
};

/** The signed-in user with roles, permissions and menu routes. */
const permissionInfoOptions = (api: ApiClient) =>
  apiQuery(authKeys.permissionInfo(), (signal) => api.get("/teach/auth/get-permission-info", { signal }));
/** The signed-in user (login user info). */
const currentUserOptions = (api: ApiClient) =>
  apiQuery(authKeys.currentUser(), (signal) => api.get("/teach/user/current", { signal }));
/** When the account expires. */
const expireTimeOptions = (api: ApiClient) =>
  apiQuery(authKeys.expireTime(), (signal) => api.get("/teach/auth/expireTime", { signal }));
/** A short-lived JWT for embedded pages. */
const jwtOptions = (api: ApiClient) => apiQuery(authKeys.jwt(), (signal) => api.get("/teach/auth/jwt", { signal }));
/** The social platform's authorisation URL. */
const socialAuthRedirectOptions = (api: ApiClient, query: QueryParams<"/system/auth/social-auth-redirect">) =>
  apiQuery(authKeys.socialRedirect(query), (signal) =>
    api.get("/system/auth/social-auth-redirect", { params: { query }, signal }),
  );
/** What the OAuth2 authorisation page shows. */
const oauth2AuthorizeOptions = (api: ApiClient, clientId: string) =>
  apiQuery(authKeys.oauth2(clientId), (signal) =>
    api.get("/system/oauth2/authorize", { params: { query: { clientId } }, signal }),
  );
/** Classroom users, paged. */
const teachUserPageOptions = (api: ApiClient, query: QueryParams<"/teach/user/page">) =>
  apiQuery(teachUserKeys.page(query), (signal) => api.get("/teach/user/page", { params: { query }, signal }));

/** Hook: the permission info (user, roles, permissions, menus). */
const usePermissionInfo = () => useApiQuery(permissionInfoOptions);
/** Hook: the signed-in user. */
const useCurrentUser = () => useApiQuery(currentUserOptions);
/** Hook: classroom users, paged. */
const useTeachUserPage = (query: QueryParams<"/teach/user/page">) => useApiQuery(teachUserPageOptions, query);

const everythingOfUser = () => [authKeys.all] as const;
/** Mutation: password login (the caller stores the pair in the session). */
const useLogin = createMutationHook(
  (api, body: JsonBody<"/teach/auth/login", "post">) => api.post("/teach/auth/login", { body }),
  everythingOfUser,
);
/** Mutation: SMS login. */
const useSmsLogin = createMutationHook(
  (api, body: JsonBody<"/system/auth/sms-login", "post">) => api.post("/system/auth/sms-login", { body }),
  everythingOfUser,
);
/** Mutation: social login. */
const useSocialLogin = createMutationHook(
  (api, body: JsonBody<"/system/auth/social-login", "post">) => api.post("/system/auth/social-login", { body }),
  everythingOfUser,
);
/** Mutation: e-mail code login. */
const useEmailLogin = createMutationHook(
  (api, body: JsonBody<"/teach/auth/email", "post">) => api.post("/teach/auth/email", { body }),
  everythingOfUser,
);
/** Mutation: log in with a SaaS platform code. */
const useSaasLogin = createMutationHook(
  (api, query: QueryParams<"/teach/auth/saas/login">) => api.get("/teach/auth/saas/login", { params: { query } }),
  everythingOfUser,
);
/** Mutation: log out. */
const useLogout = createMutationHook((api, _: void) => api.post("/teach/auth/logout"), everythingOfUser);
/** Mutation: send an SMS code. */
const useSendSmsCode = createMutationHook(
  (api, body: JsonBody<"/system/auth/send-sms-code", "post">) => api.post("/system/auth/send-sms-code", { body }),
  () => [],
);
/** Mutation: get a captcha. */
const useGetCaptcha = createMutationHook(
  (api, body: JsonBody<"/teach/captcha/get", "post">) => api.post("/teach/captcha/get", { body }),
  () => [],
);
/** Mutation: check a captcha. */
const useCheckCaptcha = createMutationHook(
  (api, body: JsonBody<"/teach/captcha/check", "post">) => api.post("/teach/captcha/check", { body }),
  () => [],
);
/** Mutation: OAuth2 approve or deny (form-encoded); resolves with the redirect URL. */
const useOAuth2Authorize = createMutationHook(
  (api, form: OAuth2AuthorizeForm) =>
    api.post("/system/oauth2/authorize", {
      body: form,
      bodySerializer: (body: OAuth2AuthorizeForm) => formUrlEncoded(body),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    }),
  () => [],
);
/** Mutation: change one's own password. */
const useUpdateOwnPassword = createMutationHook(
  (api, body: JsonBody<"/teach/user/update-password", "post">) => api.post("/teach/user/update-password", { body }),
  () => [],
);
/** Mutation: send an e-mail code. */
const useSendEmailCode = createMutationHook(
  (api, email: string) => api.get("/teach/user/sendEmailCode", { params: { query: { email } } }),
  () => [],
);
/** Mutation: send an SMS code for a purpose. */
const useSendMobileCode = createMutationHook(
  (api, v: { type: 1 | 2 | 3 | 4; body: JsonBody<"/teach/user/sendMobileCode", "post"> }) =>
    api.post("/teach/user/sendMobileCode", { params: { query: { type: v.type } }, body: v.body }),
  () => [],
);
/** Mutation: check an SMS code. */
const useValidateMobileCode = createMutationHook(
  (api, body: JsonBody<"/teach/user/validateMobileCode", "post">) =>
    api.post("/teach/user/validateMobileCode", { body }),
  () => [],
);
/** Mutation: reset a forgotten password. */
const useForgotPassword = createMutationHook(
  (api, body: JsonBody<"/teach/user/forgotPassword", "post">) => api.post("/teach/user/forgotPassword", { body }),
  () => [],
);
/** Mutation: change one's mobile number. */
const useUpdateMobile = createMutationHook(
  (api, body: JsonBody<"/teach/user/updateMobile", "post">) => api.post("/teach/user/updateMobile", { body }),
  () => [authKeys.all],
);
const userList = () => [teachUserKeys.all] as const;
/** Mutation: enable an account. */
const useEnableTeachUser = createMutationHook(
  (api, id: number) => api.post("/teach/user/enable", { params: { query: { id } } }),
  userList,
);
/** Mutation: disable an account. */
const useDisableTeachUser = createMutationHook(
  (api, id: number) => api.post("/teach/user/disable", { params: { query: { id } } }),
  userList,
);
/** Mutation: delete an account. */
const useDeleteTeachUser = createMutationHook(
  (api, id: number) => api.post("/teach/user/delete", { params: { query: { id } } }),
  userList,
);
/** Mutation: renew an account until a time (epoch ms). */
const useRenewTeachUser = createMutationHook(
  (api, v: { id: number; renewTime: number }) => api.post("/teach/user/renew", { params: { query: v } }),
  userList,
);

type OAuth2AuthorizeForm = components["schemas"]["OAuth2AuthorizeForm"];

/** Encodes a flat object as `application/x-www-form-urlencoded` (undefined values left out). */
function formUrlEncoded(body: Record<string, string | number | boolean | undefined>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) if (value !== undefined) form.set(key, String(value));
  return form.toString();
}

export {
  authKeys,
  currentUserOptions,
  expireTimeOptions,
  formUrlEncoded,
  jwtOptions,
  oauth2AuthorizeOptions,
  permissionInfoOptions,
  socialAuthRedirectOptions,
  teachUserKeys,
  teachUserPageOptions,
  useCheckCaptcha,
  useCurrentUser,
  useDeleteTeachUser,
  useDisableTeachUser,
  useEmailLogin,
  useEnableTeachUser,
  useForgotPassword,
  useGetCaptcha,
  useLogin,
  useLogout,
  useOAuth2Authorize,
  usePermissionInfo,
  useRenewTeachUser,
  useSaasLogin,
  useSendEmailCode,
  useSendMobileCode,
  useSendSmsCode,
  useSmsLogin,
  useSocialLogin,
  useTeachUserPage,
  useUpdateMobile,
  useUpdateOwnPassword,
  useValidateMobileCode,
};
