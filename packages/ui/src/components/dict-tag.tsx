import { cn } from "../lib/cn";
import { Badge } from "./badge";

/** One dictionary entry: its value, label, colour type and extra CSS class. */
type DictOption = {
  value: string | number;
  label: string;
  colorType?: "default" | "primary" | "success" | "info" | "warning" | "danger" | "" | null;
  cssClass?: string | null;
};

type DictTagProps = { options: readonly DictOption[]; value: string | number | null | undefined; className?: string };

/** Shows the label of a dictionary value as a tag coloured by its colorType, with its cssClass. */
function DictTag({ options, value, className }: DictTagProps) {
  if (value === null || value === undefined || value === "") return null;
  const option = options.find((o) => String(o.value) === String(value));
  if (!option) return <span data-slot="dict-tag">{String(value)}</span>;
  const variant = option.colorType || "default";
  return (
    <Badge data-slot="dict-tag" variant={variant} className={cn(option.cssClass ?? undefined, className)}>
      {option.label}
    </Badge>
  );
}

export { DictTag };
export type { DictOption, DictTagProps };
