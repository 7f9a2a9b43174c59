import { cva } from "class-variance-authority";
import { XIcon } from "lucide-react";
import * as React from "react";

import { cn } from "../lib/cn";
import { STYLE_SCOPE_CLASS } from "../lib/style-scope";
import { messages } from "../messages";
import {
  dialogCloseClass,
  dialogDescriptionClass,
  dialogFooterClass,
  dialogHeaderClass,
  dialogPanelClass,
  dialogTitleClass,
  type DialogWidth,
  dialogWidthClasses,
} from "./dialog-styles";

// A modal <dialog> sits in the top layer, fixed to the viewport with `inset: 0`; `margin: auto` and a
// fitted height centre it. The margin is spelled out because the stylesheet's scoped reset zeroes it.
const nativeDialogVariants = cva(["inset-0 m-auto h-fit backdrop:bg-overlay", dialogPanelClass], {
  variants: { width: dialogWidthClasses },
  defaultVariants: { width: "default" },
});

type NativeDialogProps = Omit<React.ComponentProps<"dialog">, "open"> & {
  /** Whether the dialog is open; it is in the page only while open. */
  open: boolean;
  /** Called with `false` when the person asks to close it (Escape, ×, a backdrop click). */
  onOpenChange: (open: boolean) => void;
  /** 400 px (default), 600 px for task editors, or 80 % of the viewport for previews. */
  width?: DialogWidth;
  /** A click on the backdrop closes the dialog (default); editor dialogs turn this off. */
  dismissOnBackdrop?: boolean;
  /** Show the × close button in the corner (default). */
  showClose?: boolean;
};

type Labels = { setTitleId: (id: string | undefined) => void; setDescriptionId: (id: string | undefined) => void };
const LabelsContext = React.createContext<Labels | null>(null);

function useLabel(part: "Title" | "Description", id: string) {
  const labels = React.useContext(LabelsContext);
  if (!labels) throw new Error(`NativeDialog.${part} must be rendered inside a NativeDialog`);
  const set = part === "Title" ? labels.setTitleId : labels.setDescriptionId;
  React.useLayoutEffect(() => {
    set(id);
    return () => set(undefined);
  }, [set, id]);
}

const TABBABLE =
  "a[href], button, input, select, textarea, summary, iframe, audio[controls], video[controls], [tabindex], [contenteditable]:not([contenteditable='false'])";

/** The elements Tab visits inside `root`, in order. */
function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.matches(":disabled") && element.getClientRects().length > 0,
  );
}

/** Whether a pointer event landed on the ::backdrop: the <dialog> itself is the target, outside its box. */
function onBackdrop(event: React.MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

/** The dialog's root: rendered only while `open`; see NativeDialog. */
function NativeDialogRoot({ open, ...props }: NativeDialogProps) {
  // Rendered only while open: closing removes it, as Dialog does, and the unmount closes it first.
  return open ? <OpenNativeDialog {...props} /> : null;
}

function OpenNativeDialog({
  onOpenChange,
  width,
  dismissOnBackdrop = true,
  showClose = true,
  className,
  children,
  ref,
  onCancel,
  onKeyDown,
  onPointerDown,
  onClick,
  ...props
}: Omit<NativeDialogProps, "open">) {
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  const [titleId, setTitleId] = React.useState<string>();
  const [descriptionId, setDescriptionId] = React.useState<string>();
  const labels = React.useMemo(() => ({ setTitleId, setDescriptionId }), []);
  const [, rerender] = React.useReducer((n: number) => n + 1, 0);
  const pressedBackdrop = React.useRef(false);
  const cancelled = React.useRef(false);
  const onOpenChangeRef = React.useRef(onOpenChange);
  React.useLayoutEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });

  // React holds the truth: while this renders, the dialog is shown as a modal (again, if the browser
  // closed it by itself and the owner kept it open).
  React.useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  });

  React.useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // The browser closes the dialog by itself when a cancel cannot be refused or a form inside submits
    // with method="dialog"; tell the owner, unless the cancel that caused it already did.
    const onClose = () => {
      if (!cancelled.current) onOpenChangeRef.current(false);
      cancelled.current = false;
      rerender();
    };
    dialog.addEventListener("close", onClose);
    return () => {
      dialog.removeEventListener("close", onClose);
      // close() before the node leaves the page: the browser gives focus back to the opener (removal
      // alone would leave it on <body>) and the page is no longer inert.
      if (dialog.open) dialog.close();
    };
  }, []);

  const setRef = React.useCallback(
    (node: HTMLDialogElement | null) => {
      dialogRef.current = node;
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  return (
    // The dialog handles its own keys (Escape, Tab's loop) and the clicks on its ::backdrop, which the
    // browser delivers to the <dialog> element; the lint rule knows neither.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={setRef}
      data-slot="native-dialog"
      data-state="open"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={cn(STYLE_SCOPE_CLASS, nativeDialogVariants({ width }), className)}
      onCancel={(event) => {
        onCancel?.(event);
        const refused = event.defaultPrevented;
        // Always refused natively, so the dialog closes only when the owner sets `open` to false.
        event.preventDefault();
        if (refused) return;
        // A cancel the page may not refuse (a repeated one without user activation) closes the dialog
        // anyway; the close that follows is then already reported.
        cancelled.current = !event.cancelable;
        onOpenChange(false);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || event.nativeEvent.isComposing) return;
        const dialog = event.currentTarget;
        if (event.key === "Escape") {
          // Handled here (the browser then sends no cancel) so that a scripted Escape closes it too.
          event.preventDefault();
          onOpenChange(false);
        } else if (event.key === "Tab") {
          // The browser lets Tab leave a modal dialog for its own toolbar; keep it in a loop, as Dialog does.
          const items = tabbables(dialog);
          const first = items[0];
          const last = items[items.length - 1];
          const active = document.activeElement;
          if (!first || !last) event.preventDefault();
          else if (event.shiftKey && (active === first || active === dialog)) {
            event.preventDefault();
            last.focus();
          } else if (!event.shiftKey && active === last) {
            event.preventDefault();
            first.focus();
          }
        }
      }}
      onPointerDown={(event) => {
        onPointerDown?.(event);
        pressedBackdrop.current = onBackdrop(event);
      }}
      onClick={(event) => {
        onClick?.(event);
        // Both press and release on the backdrop: a text selection dragged out of the panel is no click.
        const backdropClick = pressedBackdrop.current && onBackdrop(event);
        pressedBackdrop.current = false;
        if (backdropClick && dismissOnBackdrop && !event.defaultPrevented) onOpenChange(false);
      }}
      {...props}
    >
      <LabelsContext value={labels}>{children}</LabelsContext>
      {showClose ? (
        <button
          type="button"
          data-slot="native-dialog-close"
          className={dialogCloseClass}
          aria-label={messages.close}
          onClick={() => onOpenChange(false)}
        >
          <XIcon className="size-4" aria-hidden />
        </button>
      ) : null}
    </dialog>
  );
}

/** Title and description area at the top of a NativeDialog. */
function NativeDialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="native-dialog-header" className={cn(dialogHeaderClass, className)} {...props} />;
}

/** Action area at the bottom of a NativeDialog, primary action last. */
function NativeDialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="native-dialog-footer" className={cn(dialogFooterClass, className)} {...props} />;
}

/** The NativeDialog's accessible title (it names the dialog through `aria-labelledby`). */
function NativeDialogTitle({ className, id, children, ...props }: React.ComponentProps<"h2">) {
  const generated = React.useId();
  const titleId = id ?? generated;
  useLabel("Title", titleId);
  return (
    <h2 id={titleId} data-slot="native-dialog-title" className={cn(dialogTitleClass, className)} {...props}>
      {children}
    </h2>
  );
}

/** The NativeDialog's accessible description (through `aria-describedby`). */
function NativeDialogDescription({ className, id, ...props }: React.ComponentProps<"p">) {
  const generated = React.useId();
  const descriptionId = id ?? generated;
  useLabel("Description", descriptionId);
  return (
    <p
      id={descriptionId}
      data-slot="native-dialog-description"
      className={cn(dialogDescriptionClass, className)}
      {...props}
    />
  );
}

/**
 * A modal dialog on the platform's <dialog> (`showModal()`): the top layer, an inert page behind it,
 * Escape, `::backdrop` and focus return come from the browser, with no portal and no change to the host
 * page. Use it in widgets another product embeds (CheckInDialog), as long as its content opens no
 * portalled popup: Select, Popover, DropdownMenu and Tooltip render in <body>, which the modal dialog
 * makes inert. Everywhere else use Dialog (Radix). Controlled only: `open` / `onOpenChange`. A consumer's
 * `onCancel` or `onKeyDown` (for Escape) that calls `preventDefault()` keeps the dialog open. Close it
 * before hiding what contains it (`display: none`): hidden, it would still keep the page inert.
 * Parts: `NativeDialog.Header / Title / Description / Footer`, as Dialog has.
 */
const NativeDialog = /* @__PURE__ */ Object.assign(NativeDialogRoot, {
  Header: NativeDialogHeader,
  Title: NativeDialogTitle,
  Description: NativeDialogDescription,
  Footer: NativeDialogFooter,
});

export { NativeDialog, NativeDialogDescription, NativeDialogFooter, NativeDialogHeader, NativeDialogTitle };
export type { NativeDialogProps };
