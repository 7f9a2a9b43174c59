export * from "./config-admin";
export * from "./config-form-dialog";
export * from "./config-lookup";
export * from "./config-messages";
export * from "./config-schema";
