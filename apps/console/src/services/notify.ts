// The client's error notices (section 8 of the spec) shown with the design system's toaster. The
// toaster (sonner) is not part of the first load: the design system loads and mounts it with the first
// notice (the <Toaster /> near the root renders nothing until then); later notices reuse it, in order.
import type { Notifier } from "@smartclass/api";
import { message, notification } from "@smartclass/ui";

/** Shows @smartclass/api's notices as the design system's messages and notifications. */
const toasterNotifier: Notifier = {
  message({ type, text, persistent }) {
    message[type](text, { persistent });
  },
  notification({ type, title, text, persistent }) {
    notification[type]({ title, description: text, persistent });
  },
};

/** Shows an error message for 5 seconds. */
function notifyError(text: string) {
  message.error(text);
}

/** Shows a success message for 5 seconds. */
function notifySuccess(text: string) {
  message.success(text);
}

export { notifyError, notifySuccess, toasterNotifier };
