import * as DialogPrimitive from "@radix-ui/react-dialog";
import { cva } from "class-variance-authority";
import { XIcon } from "lucide-react";
import type * as React from "react";

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

const dialogContentVariants = cva(["fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2", dialogPanelClass], {
  variants: { width: dialogWidthClasses },
  defaultVariants: { width: "default" },
});

/** The dialog's state holder; controlled through `open`/`onOpenChange` or uncontrolled. */
function DialogRoot(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

/** The element that opens the dialog; focus returns to it when the dialog closes. */
function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

/** Closes the dialog when activated. */
function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** 400 px (default), 600 px for task editors, or 80 % of the viewport for previews. */
  width?: DialogWidth;
  /** Editor dialogs keep their content when the backdrop is clicked. */
  dismissOnBackdrop?: boolean;
  /** Show the × close button in the corner. */
  showClose?: boolean;
};

/**
 * The modal panel, rendered in a portal over a backdrop; Escape closes it. Use it everywhere except in a
 * widget another product embeds: there NativeDialog (on the platform's <dialog>) leaves the host page
 * alone and weighs far less, as long as its content opens no portalled popup (Select, Popover, menus).
 */
function DialogContent({
  className,
  children,
  width,
  dismissOnBackdrop = true,
  showClose = true,
  onPointerDownOutside,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      {/* The portal renders outside any widget root, so the overlay and the panel open their own style scope. */}
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className={cn(STYLE_SCOPE_CLASS, "fixed inset-0 z-50 bg-overlay")}
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(STYLE_SCOPE_CLASS, dialogContentVariants({ width }), className)}
        onPointerDownOutside={(event) => {
          onPointerDownOutside?.(event);
          if (!dismissOnBackdrop) event.preventDefault();
        }}
        {...props}
      >
        {children}
        {showClose ? (
          <DialogPrimitive.Close data-slot="dialog-close" className={dialogCloseClass} aria-label={messages.close}>
            <XIcon className="size-4" aria-hidden />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Title and description area at the top of the dialog. */
function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="dialog-header" className={cn(dialogHeaderClass, className)} {...props} />;
}

/** Action area at the bottom of the dialog, primary action last. */
function DialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="dialog-footer" className={cn(dialogFooterClass, className)} {...props} />;
}

/** The dialog's accessible title. */
function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" className={cn(dialogTitleClass, className)} {...props} />;
}

/** The dialog's accessible description. */
function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn(dialogDescriptionClass, className)}
      {...props}
    />
  );
}

/** Compound dialog: `Dialog.Root / Dialog.Trigger / Dialog.Content / …`. */
const Dialog = {
  Root: DialogRoot,
  Trigger: DialogTrigger,
  Content: DialogContent,
  Header: DialogHeader,
  Footer: DialogFooter,
  Title: DialogTitle,
  Description: DialogDescription,
  Close: DialogClose,
};

export {
  Dialog,
  DialogClose,
  DialogContent,
  dialogContentVariants,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
  DialogTrigger,
};
export type { DialogContentProps };
