export * from "./crud-messages";
export * from "./crud-page";
export * from "./use-crud-page";
