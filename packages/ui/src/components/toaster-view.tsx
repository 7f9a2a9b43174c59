// The toaster itself (sonner): loaded with the first notice, not with the page (see toaster.tsx).
import * as React from "react";
import { toast, Toaster as SonnerToaster } from "sonner";

import { cn } from "../lib/cn";
import { STYLE_SCOPE_CLASS } from "../lib/style-scope";
import { messages } from "../messages";

const MESSAGE_TOASTER = "message";
const NOTIFICATION_TOASTER = "notification";

const toastClasses = {
  toast:
    "group pointer-events-auto flex w-full items-start gap-2 rounded-md border bg-popover p-3 text-sm text-foreground shadow-lg",
  title: "font-medium",
  description: "text-muted-foreground",
  success: "[&_[data-icon]]:text-success",
  info: "[&_[data-icon]]:text-info",
  warning: "[&_[data-icon]]:text-warning",
  error: "[&_[data-icon]]:text-danger",
  closeButton: "!bg-popover !text-foreground !border-border",
};

type ToasterViewProps = React.ComponentProps<typeof SonnerToaster> & {
  /** Called once both toasters listen for notices. */
  onListening: () => void;
};

/** Messages (top centre) and notifications (top right). */
function ToasterView({ className, onListening, ...props }: ToasterViewProps) {
  // A parent's effect runs after its children's: sonner has subscribed by now.
  React.useEffect(() => onListening(), [onListening]);
  return (
    <>
      <SonnerToaster
        id={MESSAGE_TOASTER}
        data-slot="toaster-message"
        position="top-center"
        containerAriaLabel={messages.notifications}
        toastOptions={{ unstyled: true, classNames: toastClasses, closeButtonAriaLabel: messages.close }}
        className={cn(STYLE_SCOPE_CLASS, className)}
        {...props}
      />
      <SonnerToaster
        id={NOTIFICATION_TOASTER}
        data-slot="toaster-notification"
        position="top-right"
        containerAriaLabel={messages.notices}
        toastOptions={{ unstyled: true, classNames: toastClasses, closeButtonAriaLabel: messages.close }}
        className={cn(STYLE_SCOPE_CLASS, className)}
        {...props}
      />
    </>
  );
}

export { MESSAGE_TOASTER, NOTIFICATION_TOASTER, toast, ToasterView };
