import * as AvatarPrimitive from "@radix-ui/react-avatar";
import type * as React from "react";

import { stripBidiControls } from "../lib/bidi";
import { cn } from "../lib/cn";

type AvatarProps = React.ComponentProps<typeof AvatarPrimitive.Root> & {
  src?: string | null;
  /** The person's name: the image's alt text, and its first character is the fallback. */
  name: string;
  size?: number;
};

/** A round picture of a person, falling back to the first character of the name. */
function Avatar({ src, name: typed, size = 32, className, style, ...props }: AvatarProps) {
  // A name may open with an override character (invisible on its own) or an emoji's surrogate pair.
  const name = stripBidiControls(typed);
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn("relative inline-flex shrink-0 overflow-hidden rounded-full", className)}
      style={{ width: size, height: size, ...style }}
      {...props}
    >
      {src ? (
        <AvatarPrimitive.Image data-slot="avatar-image" className="size-full object-cover" src={src} alt={name} />
      ) : null}
      <AvatarPrimitive.Fallback
        data-slot="avatar-fallback"
        className="flex size-full items-center justify-center bg-primary-strong text-sm text-primary-foreground"
        role="img"
        aria-label={name}
      >
        {Array.from(name)[0] ?? ""}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}

export { Avatar };
export type { AvatarProps };
