export * from "./dict-admin";
export * from "./dict-data-form-dialog";
export * from "./dict-messages";
export * from "./dict-schema";
