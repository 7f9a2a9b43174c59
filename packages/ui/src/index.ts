export * from "./components/button";
export * from "./components/dialog";
export * from "./components/dropdown-menu";
export { cn } from "./lib/cn";
export { messages } from "./messages";
export type { Messages } from "./messages";
export * from "./theme/theme";
