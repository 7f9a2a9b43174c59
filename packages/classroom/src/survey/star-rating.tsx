import { cn, Radio, RadioGroup } from "@smartclass/ui";
import { StarIcon } from "lucide-react";
import type * as React from "react";

import { usePhoneLayout } from "../lib/phone-layout";
import { messages } from "../messages";

type StarRatingProps = Omit<
  React.ComponentProps<typeof RadioGroup>,
  "value" | "onValueChange" | "onChange" | "children"
> & {
  /** Stars given, 1–5, or null. */
  value: number | null;
  onChange: (stars: number) => void;
};

/** A 1–5 star rating as a radio group: arrow keys move and choose, each star is named (1 星 … 5 星),
 * the stars up to the choice are filled and the choice is written out. */
function StarRating({ value, onChange, className, ...props }: StarRatingProps) {
  // On a phone each star is a 44 px target, 8 px from the next; the written-out choice goes under them
  // when the row is too narrow for both.
  const { phone } = usePhoneLayout();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <RadioGroup
        data-slot="star-rating"
        orientation="horizontal"
        className={cn("flex", phone ? "gap-2" : "gap-1", className)}
        value={value === null ? "" : String(value)}
        onValueChange={(next) => onChange(Number(next))}
        {...props}
      >
        {[1, 2, 3, 4, 5].map((stars) => {
          const filled = value !== null && stars <= value;
          return (
            <Radio
              key={stars}
              value={String(stars)}
              aria-label={messages.surveyForm.stars(stars)}
              className={cn(
                "rounded-md border-transparent data-[state=checked]:border-transparent",
                phone ? "size-11" : "size-8",
              )}
            >
              <StarIcon
                className={cn("size-6", filled ? "fill-warning text-warning" : "text-muted-foreground")}
                aria-hidden
              />
            </Radio>
          );
        })}
      </RadioGroup>
      <span className="text-sm text-muted-foreground tabular-nums" aria-hidden>
        {value === null ? "" : messages.surveyForm.stars(value)}
      </span>
    </div>
  );
}

export { StarRating };
export type { StarRatingProps };
