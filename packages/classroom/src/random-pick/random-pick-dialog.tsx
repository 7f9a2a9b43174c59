import { Button, Dialog } from "@smartclass/ui";
import { HandIcon } from "lucide-react";

import { usePhoneLayout } from "../lib/phone-layout";
import { messages } from "../messages";

type RandomPickDialogProps = {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called to open or close the dialog. */
  onOpenChange: (open: boolean) => void;
  /** `random` titles it 随机选人, `specific` 点名提问. */
  pick: "random" | "specific";
};

/** Tells a student they were picked by the teacher's random pick or named call-out. */
function RandomPickDialog({ open, onOpenChange, pick }: RandomPickDialogProps) {
  const title = pick === "random" ? messages.randomPick.random : messages.randomPick.specific;
  const layout = usePhoneLayout();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content data-slot="random-pick-dialog" data-pick={pick} className={layout.dialog}>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description className="flex items-center gap-2 py-4 text-base text-foreground">
            <HandIcon className="size-6 text-primary-strong" aria-hidden />
            {messages.randomPick.picked}
          </Dialog.Description>
        </Dialog.Header>
        <Dialog.Footer className={layout.dialogActions}>
          <Dialog.Close asChild>
            <Button>{messages.randomPick.cancel}</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export { RandomPickDialog };
export type { RandomPickDialogProps };
