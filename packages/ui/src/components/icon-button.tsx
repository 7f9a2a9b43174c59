import { cn } from "../lib/cn";
import { Button, type ButtonProps } from "./button";

type IconButtonProps = Omit<ButtonProps, "size" | "aria-label"> & {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  size?: "auto" | "small";
};

/** A square button showing only an icon; `label` is its accessible name. */
function IconButton({ label, size = "auto", className, variant = "ghost", ...props }: IconButtonProps) {
  return (
    <Button
      data-slot="icon-button"
      aria-label={label}
      variant={variant}
      size="icon"
      className={cn(size === "small" && "size-8", className)}
      {...props}
    />
  );
}

export { IconButton };
export type { IconButtonProps };
