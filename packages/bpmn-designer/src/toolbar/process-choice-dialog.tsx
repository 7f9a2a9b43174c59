import { Button, Dialog, Label, Radio, RadioGroup } from "@smartclass/ui";
import * as React from "react";

import type { FileProcess } from "../core/open-file";
import { useDesigner } from "../modeler/designer-context";

/** The question the dialog asks: which of a file's processes the model runs. */
interface ProcessChoice {
  processes: FileProcess[];
  /** Chosen when the dialog opens (the file's only executable process, if any). */
  initial: string;
  /** The model's key, named in the question. */
  modelKey: string;
  resolve(processId: string | null): void;
}

/**
 * Asks which of a file's processes becomes the model's (it takes the model's key); the others stay
 * in the file unchanged. Cancel opens nothing.
 */
function ProcessChoiceDialog({ choice }: { choice: ProcessChoice | null }) {
  return (
    <Dialog.Root open={choice !== null} onOpenChange={(open) => (open ? undefined : choice?.resolve(null))}>
      {/* Keyed by the question: each question starts from its own initial answer. */}
      {choice ? <ChoiceContent key={choice.processes.map((p) => p.id).join(" ")} choice={choice} /> : null}
    </Dialog.Root>
  );
}

function ChoiceContent({ choice }: { choice: ProcessChoice }) {
  const { messages } = useDesigner();
  const t = messages.imports;
  const [value, setValue] = React.useState(choice.initial);
  const groupId = React.useId();
  return (
    <Dialog.Content data-slot="designer-process-choice">
      <Dialog.Header>
        <Dialog.Title>{t.chooseProcessTitle}</Dialog.Title>
        <Dialog.Description>{t.chooseProcessHint(choice.modelKey)}</Dialog.Description>
      </Dialog.Header>
      <RadioGroup aria-label={t.chooseProcessTitle} className="flex-col gap-2" value={value} onValueChange={setValue}>
        {choice.processes.map((process, index) => (
          <div key={process.id} className="flex items-center gap-2">
            <Radio id={`${groupId}-${index}`} value={process.id} />
            <Label htmlFor={`${groupId}-${index}`} className="font-normal">
              {process.name ? `${process.name}（${process.id}）` : process.id}
              <span className="text-muted-foreground">
                {" · "}
                {t.elementCount(process.size)}
                {process.executable ? ` · ${t.executable}` : ""}
              </span>
            </Label>
          </div>
        ))}
      </RadioGroup>
      <Dialog.Footer>
        <Button onClick={() => choice.resolve(null)}>{messages.common.cancel}</Button>
        <Button variant="primary" disabled={!value} onClick={() => choice.resolve(value)}>
          {t.chooseProcessConfirm}
        </Button>
      </Dialog.Footer>
    </Dialog.Content>
  );
}

export { ProcessChoiceDialog };
export type { ProcessChoice };
