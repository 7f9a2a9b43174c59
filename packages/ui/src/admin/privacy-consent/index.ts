export * from "./guardian-form-dialog";
export * from "./guardian-schema";
export * from "./paper-consent-dialog";
export * from "./privacy-consent-messages";
export * from "./student-guardian-panel";
export * from "./guardian-consent-requests";
export * from "./privacy-notice-dialog";
export * from "./consent-text-versions";
