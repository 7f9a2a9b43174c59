export * from "./import-users-dialog";
export * from "./renew-account-dialog";
export * from "./teach-account-schema";
export * from "./teach-accounts-admin";
export * from "./user-admin";
export * from "./user-admin-messages";
export * from "./user-form-dialog";
export * from "./user-schema";
