// The 锁屏 cover over a student page (see StudentControlCover, which loads it when the screen is locked).
import { Dialog } from "@smartclass/ui";
import { LockIcon } from "lucide-react";

import { controlMessages } from "./messages";

function StudentLockCover() {
  return (
    // Open for as long as the mode is 锁屏: Escape, outside clicks and the × are all refused, and the
    // modal keeps focus inside (the rest of the page is inert for assistive technology too); as an
    // alertdialog it is announced at once.
    <Dialog.Root open onOpenChange={() => undefined}>
      <Dialog.Content
        data-slot="student-control-cover"
        role="alertdialog"
        showClose={false}
        dismissOnBackdrop={false}
        onEscapeKeyDown={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        className="inset-0 top-0 left-0 h-dvh max-h-none w-screen max-w-none translate-x-0 translate-y-0 items-center justify-center rounded-none border-0 text-center"
      >
        <LockIcon className="size-12 text-muted-foreground" aria-hidden />
        <Dialog.Title className="text-2xl">{controlMessages.locked}</Dialog.Title>
        <Dialog.Description>{controlMessages.lockedHint}</Dialog.Description>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export { StudentLockCover };
