export * from "./import-users-dialog";
export * from "./user-admin";
export * from "./user-admin-messages";
export * from "./user-form-dialog";
export * from "./user-schema";
