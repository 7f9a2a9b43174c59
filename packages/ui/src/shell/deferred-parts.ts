// The shell's floating parts (menus, popover, tooltip, context menu) and what they bring (Radix's menu,
// popper and floating-ui): one file the shell loads after its first paint or on first use (see
// on-first-use.tsx), not with the page.
export { ContextMenu } from "../components/context-menu";
export { DropdownMenu } from "../components/dropdown-menu";
export { Popover } from "../components/popover";
export { Tooltip } from "../components/tooltip";
