import { cn, Dialog, STYLE_SCOPE_CLASS } from "@smartclass/ui";
import { cva } from "class-variance-authority";
import { LockIcon, PresentationIcon } from "lucide-react";
import type * as React from "react";

import type { ControlMode } from "./control-api";
import { isPathOpenWhenLocked } from "./locked-paths";
import { controlMessages } from "./messages";

const bannerVariants = cva(
  "flex items-center gap-2 rounded-md border border-primary/30 bg-primary/10 px-4 py-2 text-sm font-medium text-foreground",
);

type StudentControlCoverProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The session's control mode (useStudentControlMode): 0 自由, 1 讲授, 2 锁屏. */
  mode: ControlMode;
  /** The student page shown now; the pushed activity pages and the check-in stay open when locked. */
  path: string;
};

/** What a student page shows for the teacher's control mode: the lecture banner (讲授), a cover that
 * cannot be dismissed (锁屏, except on the activity pages), or nothing (自由). */
function StudentControlCover({ mode, path, className, ...props }: StudentControlCoverProps) {
  if (mode === 1) {
    return (
      <div
        data-slot="student-control-banner"
        role="status"
        className={cn(STYLE_SCOPE_CLASS, bannerVariants(), className)}
        {...props}
      >
        <PresentationIcon className="size-4 shrink-0 text-primary-strong" aria-hidden />
        {controlMessages.lecturing}
      </div>
    );
  }
  if (mode !== 2 || isPathOpenWhenLocked(path)) return null;
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

export { StudentControlCover };
export type { StudentControlCoverProps };
