import type * as React from "react";
import { type ExternalToast, toast, Toaster as SonnerToaster } from "sonner";

import { cn } from "../lib/cn";
import { STYLE_SCOPE_CLASS } from "../lib/style-scope";
import { messages } from "../messages";

/** Section 9: notices stay 5 seconds unless persistent. */
const NOTICE_DURATION = 5000;

/** Options of a message or notification; `persistent` keeps it until closed. */
type NoticeOptions = { persistent?: boolean; id?: string | number };
type Kind = "success" | "info" | "warning" | "error";

const MESSAGE_TOASTER = "message";
const NOTIFICATION_TOASTER = "notification";

function base(options: NoticeOptions | undefined, toasterId: string): ExternalToast {
  return {
    toasterId,
    id: options?.id,
    duration: options?.persistent ? Number.POSITIVE_INFINITY : NOTICE_DURATION,
    closeButton: options?.persistent ? true : undefined,
  };
}

function messageOf(kind: Kind) {
  return (text: string, options?: NoticeOptions) => toast[kind](text, base(options, MESSAGE_TOASTER));
}

/** Short messages at the top centre: `message.success("修改成功")`, `message.error(text, { persistent: true })`. */
const message = {
  success: messageOf("success"),
  info: messageOf("info"),
  warning: messageOf("warning"),
  error: messageOf("error"),
  dismiss: (id?: string | number) => toast.dismiss(id),
};

type NotificationInput = NoticeOptions & { title: string; description?: React.ReactNode };

function notificationOf(kind: Kind) {
  return ({ title, description, ...options }: NotificationInput) =>
    toast[kind](title, { ...base(options, NOTIFICATION_TOASTER), description });
}

/** Notifications with a title and text at the top right: `notification.error({ title, description })`. */
const notification = {
  success: notificationOf("success"),
  info: notificationOf("info"),
  warning: notificationOf("warning"),
  error: notificationOf("error"),
};

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

/** Renders messages (top centre) and notifications (top right); mount once near the root. */
function Toaster({ className, ...props }: React.ComponentProps<typeof SonnerToaster>) {
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

export { message, NOTICE_DURATION, notification, Toaster };
export type { NoticeOptions, NotificationInput };
