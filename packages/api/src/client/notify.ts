/** How important a notice is; the UI maps it to a colour and an icon. */
type NoticeType = "success" | "info" | "warning" | "error";

/** A short message (toast) the client asks the UI to show. */
interface MessageNotice {
  type: NoticeType;
  text: string;
  /** Milliseconds to show it; ignored when persistent. */
  duration: number;
  /** Shown until the person dismisses it (codes 501 and 901). */
  persistent: boolean;
}

/** A notification with a title (other business codes: titled with the server's message). */
interface NotificationNotice extends MessageNotice {
  title: string;
}

/**
 * What the client needs from the UI to tell people about errors. The package never imports UI code:
 * the console passes an implementation (e.g. on top of its toaster); tests pass a recorder.
 */
interface Notifier {
  /** Show a short message. */
  message(notice: MessageNotice): void;
  /** Show a notification with a title. */
  notification(notice: NotificationNotice): void;
}

/** A notifier that shows nothing (the default when none is given). */
const silentNotifier: Notifier = {
  message() {},
  notification() {},
};

export { silentNotifier };
export type { MessageNotice, NoticeType, NotificationNotice, Notifier };
