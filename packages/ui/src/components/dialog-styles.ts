// The look that Dialog (Radix, in a portal) and NativeDialog (the platform's <dialog>) share. It imports
// no Radix code, so a bundle that only uses NativeDialog pulls none, and both dialogs look the same.

/** The panel's box, without its placement (each dialog places it its own way). */
const dialogPanelClass =
  "flex max-h-[90vh] w-[calc(100%-2rem)] flex-col gap-4 rounded-lg border bg-popover p-6 text-foreground shadow-lg outline-none";

/** The panel's widths: 400 px (default), 600 px for task editors, 80 % of the viewport for previews. */
const dialogWidthClasses = {
  default: "max-w-[400px]",
  task: "max-w-[600px]",
  wide: "max-w-[80vw]",
} as const;

/** The width a dialog is given: `default`, `task` or `wide`. */
type DialogWidth = keyof typeof dialogWidthClasses;

/** The × button in the panel's top right corner. */
const dialogCloseClass =
  "absolute top-4 right-4 rounded-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring";

/** Title and description area; its right padding keeps the title clear of the × button. */
const dialogHeaderClass = "flex flex-col gap-1.5 pr-6";

/** Action area at the bottom, primary action last. */
const dialogFooterClass = "flex justify-end gap-2";

/** The dialog's title. */
const dialogTitleClass = "text-lg font-semibold";

/** The dialog's description under the title. */
const dialogDescriptionClass = "text-sm text-muted-foreground";

export {
  dialogCloseClass,
  dialogDescriptionClass,
  dialogFooterClass,
  dialogHeaderClass,
  dialogPanelClass,
  dialogTitleClass,
  dialogWidthClasses,
};
export type { DialogWidth };
