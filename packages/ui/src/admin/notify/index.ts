export * from "./notify-messages";
export * from "./notify-send-dialog";
export * from "./notify-send-schema";
