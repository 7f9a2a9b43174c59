import * as React from "react";

import { stripBidiControls } from "../lib/bidi";
import { cn } from "../lib/cn";

/**
 * The classes that keep text a person typed in its box: bidi isolation (its direction cannot reorder
 * the words around it) and wrapping anywhere (a long unbroken string breaks instead of widening the
 * box; `anywhere`, unlike `break-word`, also lowers the min-content width, so table cells and flex
 * items shrink too). For containers that are not a `UserText` (sanitised HTML, Markdown).
 */
const userTextClassName = "[unicode-bidi:isolate] wrap-anywhere";

type UserTextProps = Omit<React.ComponentProps<"bdi">, "children"> & {
  /** The text as typed (a name, a nickname, an answer); explicit bidi controls are dropped. */
  children?: string | number | null;
};

/**
 * Text from a user (names, nicknames, answers, comments) in a `<bdi>`: isolated from the surrounding
 * text, shown in its logical order (explicit overrides such as U+202E removed) and wrapping anywhere.
 */
function UserText({ children, className, ...props }: UserTextProps) {
  return (
    <bdi data-slot="user-text" className={cn(userTextClassName, className)} {...props}>
      {typeof children === "string" ? stripBidiControls(children) : children}
    </bdi>
  );
}

export { UserText, userTextClassName };
export type { UserTextProps };
