import { useIsPhone } from "@smartclass/ui";

// What a pushed activity looks like on a phone held in one hand. A centred 400 px dialog leaves a
// sliver of page around it and its buttons in the top half, out of the thumb's reach; on a phone it
// takes the whole screen instead, with its actions at the bottom as full-width 44 px rows 8 px apart,
// and the notch and the home indicator kept clear. An answer form's submit row stays at the bottom of
// the screen while the questions scroll above it.

/** A dialog panel (Dialog.Content or NativeDialog) taking the whole screen. */
const PHONE_DIALOG_CLASS =
  "inset-0 top-0 left-0 m-0 h-dvh max-h-none w-full max-w-none translate-x-0 translate-y-0 rounded-none border-0 px-4 pt-[max(1.5rem,env(safe-area-inset-top))] pb-[max(1rem,env(safe-area-inset-bottom))] [&>[data-slot=dialog-close]]:top-[max(0.5rem,env(safe-area-inset-top))] [&>[data-slot=dialog-close]]:right-2 [&>[data-slot=dialog-close]]:inline-flex [&>[data-slot=dialog-close]]:size-11 [&>[data-slot=dialog-close]]:items-center [&>[data-slot=dialog-close]]:justify-center [&>[data-slot=native-dialog-close]]:top-[max(0.5rem,env(safe-area-inset-top))] [&>[data-slot=native-dialog-close]]:right-2 [&>[data-slot=native-dialog-close]]:inline-flex [&>[data-slot=native-dialog-close]]:size-11 [&>[data-slot=native-dialog-close]]:items-center [&>[data-slot=native-dialog-close]]:justify-center";

/** The dialog's actions at the bottom of the screen: full-width buttons stacked, the primary one (last) lowest. */
const PHONE_DIALOG_ACTIONS_CLASS = "mt-auto flex-col items-stretch gap-2 [&_button]:min-h-11 [&_button]:w-full";

/** An answer form's submit row, kept at the bottom of the screen as the form scrolls above it. */
const PHONE_SUBMIT_BAR_CLASS =
  "sticky bottom-0 z-10 flex-col items-stretch gap-2 border-t bg-card pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] [&_button]:min-h-11 [&_button]:w-full";

type PhoneLayoutClasses = {
  /** Whether the activity is laid out for a phone. */
  phone: boolean;
  /** For the dialog panel. */
  dialog: string | undefined;
  /** For the dialog's footer. */
  dialogActions: string | undefined;
  /** For an answer form's submit row. */
  submitBar: string | undefined;
};

/** The classes that lay a pushed activity out for a phone, when the page is on one (or says so). */
function usePhoneLayout(): PhoneLayoutClasses {
  const phone = useIsPhone();
  return phone
    ? {
        phone,
        dialog: PHONE_DIALOG_CLASS,
        dialogActions: PHONE_DIALOG_ACTIONS_CLASS,
        submitBar: PHONE_SUBMIT_BAR_CLASS,
      }
    : { phone, dialog: undefined, dialogActions: undefined, submitBar: undefined };
}

export { usePhoneLayout };
