export * from "./data-export-panel";
export * from "./erase-user-dialog";
export * from "./privacy-data-messages";
