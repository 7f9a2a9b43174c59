import { ALargeSmallIcon } from "lucide-react";

import { DropdownMenu } from "./on-first-use";
import { IconButton } from "../components/icon-button";
import { message } from "../components/toaster";
import { messages } from "../messages";
import { type Size, sizes } from "../theme/theme";

type SizeSelectProps = { value: Size; onChange: (size: Size) => void };

/** Layout size selector (default, medium, small, mini); a change shows a success message. */
function SizeSelect({ value, onChange }: SizeSelectProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <IconButton data-slot="size-select" label={messages.layoutSize}>
          <ALargeSmallIcon aria-hidden />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.RadioGroup
          value={value}
          onValueChange={(next) => {
            if (next === value) return;
            onChange(next as Size);
            message.success(messages.sizeChanged);
          }}
        >
          {sizes.map((size) => (
            <DropdownMenu.RadioItem key={size} value={size}>
              {messages.sizeLabels[size]}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

export { SizeSelect };
export type { SizeSelectProps };
