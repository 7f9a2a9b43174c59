export * from "./notify-messages";
export * from "./notify-send-dialog";
export * from "./notify-send-schema";
export * from "./notify-template-admin";
export * from "./notify-template-form-dialog";
export * from "./notify-template-messages";
export * from "./notify-template-schema";
