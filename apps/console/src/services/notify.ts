// The client's error notices (section 8 of the spec) shown with the design system's toaster. The
// toaster (sonner) is not part of the first load: the first notice loads and mounts it (through
// <ToasterSlot />, see toaster-slot.tsx), later notices reuse it, in order.
import type { Notifier } from "@smartclass/api";

// Type-only: erased from the build, so the toaster stays out of this module's chunk.
import type * as toasterModule from "./toaster";

type ToasterModule = typeof toasterModule;

let ready: Promise<ToasterModule> | undefined;
let wanted = false;
let markMounted: () => void = () => {};
const listeners = new Set<() => void>();

/** Whether a notice has asked for the toaster (the slot then mounts it). */
const toasterRequest = {
  wanted: () => wanted,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called by the slot once the toaster listens. */
  mounted: () => markMounted(),
};

/** Loads and mounts the toaster once; resolves with its functions when it listens. */
function toaster(): Promise<ToasterModule> {
  ready ??= new Promise<void>((resolve) => {
    markMounted = resolve;
    wanted = true;
    for (const listener of listeners) listener();
  }).then(() => import("./toaster"));
  return ready;
}

/** Shows @smartclass/api's notices as the design system's messages and notifications. */
const toasterNotifier: Notifier = {
  message({ type, text, persistent }) {
    void toaster().then(({ message }) => message[type](text, { persistent }));
  },
  notification({ type, title, text, persistent }) {
    void toaster().then(({ notification }) => notification[type]({ title, description: text, persistent }));
  },
};

/** Shows an error message for 5 seconds. */
function notifyError(text: string) {
  void toaster().then(({ message }) => message.error(text));
}

/** Shows a success message for 5 seconds. */
function notifySuccess(text: string) {
  void toaster().then(({ message }) => message.success(text));
}

/**
 * Mounts the toaster now (the shell does, as its widgets show notices through the design system
 * directly).
 */
function loadToaster() {
  void toaster();
}

export { loadToaster, notifyError, notifySuccess, toasterNotifier, toasterRequest };
