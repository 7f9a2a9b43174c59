// Messages and notifications. The toaster (sonner) is not part of a page's first load: <Toaster /> renders
// nothing until the first notice, which loads it, mounts it and is shown once it listens; later notices
// reuse it, in order.
import * as React from "react";
import type { ExternalToast } from "sonner";

// Type-only: erased from the build, so sonner stays out of this module's file.
import type * as ToasterViewModule from "./toaster-view";

/** Section 9: notices stay 5 seconds unless persistent. */
const NOTICE_DURATION = 5000;

/** Options of a message or notification; `persistent` keeps it until closed. */
type NoticeOptions = { persistent?: boolean; id?: string | number };
type Kind = "success" | "info" | "warning" | "error";
type View = typeof ToasterViewModule;

const loadView = () => import("./toaster-view");

/** Whether a notice has asked for the toaster, and who is told when one does. */
let wanted = false;
const listeners = new Set<() => void>();
let markListening: () => void = () => {};
let ready: Promise<View> | undefined;

/** The toaster, loaded and listening (the first call asks a mounted <Toaster /> to load it). */
function listeningToaster(): Promise<View> {
  ready ??= Promise.all([
    loadView(),
    new Promise<void>((resolve) => {
      markListening = resolve;
      wanted = true;
      for (const listener of listeners) listener();
    }),
  ]).then(([view]) => view);
  return ready;
}

function base(options: NoticeOptions | undefined, toasterId: string): ExternalToast {
  return {
    toasterId,
    id: options?.id,
    duration: options?.persistent ? Number.POSITIVE_INFINITY : NOTICE_DURATION,
    closeButton: options?.persistent ? true : undefined,
  };
}

function messageOf(kind: Kind) {
  return (text: string, options?: NoticeOptions) => {
    void listeningToaster().then((view) => view.toast[kind](text, base(options, view.MESSAGE_TOASTER)));
  };
}

/** Short messages at the top centre: `message.success("修改成功")`, `message.error(text, { persistent: true })`. */
const message = {
  success: messageOf("success"),
  info: messageOf("info"),
  warning: messageOf("warning"),
  error: messageOf("error"),
  /** Closes one message (or all); nothing to close before the first notice. */
  dismiss: (id?: string | number) => {
    void ready?.then((view) => view.toast.dismiss(id));
  },
};

type NotificationInput = NoticeOptions & { title: string; description?: React.ReactNode };

function notificationOf(kind: Kind) {
  return ({ title, description, ...options }: NotificationInput) => {
    void listeningToaster().then((view) =>
      view.toast[kind](title, { ...base(options, view.NOTIFICATION_TOASTER), description }),
    );
  };
}

/** Notifications with a title and text at the top right: `notification.error({ title, description })`. */
const notification = {
  success: notificationOf("success"),
  info: notificationOf("info"),
  warning: notificationOf("warning"),
  error: notificationOf("error"),
};

const LazyToasterView = React.lazy(() => loadView().then((m) => ({ default: m.ToasterView })));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const isWanted = () => wanted;
const onListening = () => markListening();

type ToasterProps = Omit<React.ComponentProps<View["ToasterView"]>, "onListening">;

/**
 * Renders messages (top centre) and notifications (top right); mount once near the root. Until the first
 * notice it renders nothing and loads nothing.
 */
function Toaster(props: ToasterProps) {
  const show = React.useSyncExternalStore(subscribe, isWanted, isWanted);
  if (!show) return null;
  return (
    <React.Suspense fallback={null}>
      <LazyToasterView {...props} onListening={onListening} />
    </React.Suspense>
  );
}

export { message, NOTICE_DURATION, notification, Toaster };
export type { NoticeOptions, NotificationInput };
