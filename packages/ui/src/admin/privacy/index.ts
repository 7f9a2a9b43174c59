export * from "./audit-trail-admin";
export * from "./audit-trail-filters";
export * from "./privacy-messages";
export * from "./retention-panel";
