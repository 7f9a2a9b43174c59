import * as React from "react";

import { cn } from "../lib/cn";
import { messages } from "../messages";
import { DialogContent, type DialogContentProps } from "./dialog";

/** Section 9: the drag handle is 5 px wide. */
const RESIZE_HANDLE_WIDTH = 5;
const KEY_STEP = 20;

type ResizableDialogContentProps = Omit<DialogContentProps, "width"> & {
  /** Starting width in px. */
  defaultWidth?: number;
  minWidth?: number;
  maxWidth?: number;
  onWidthChange?: (width: number) => void;
};

/**
 * Dialog content the person can widen by dragging a 5 px handle on its right edge (or with the arrow
 * keys on the focused handle). Editor dialogs: it does not close on a backdrop click by default.
 */
function ResizableDialogContent({
  defaultWidth = 600,
  minWidth = 320,
  maxWidth = 1600,
  onWidthChange,
  dismissOnBackdrop = false,
  className,
  style,
  children,
  ...props
}: ResizableDialogContentProps) {
  const [width, setWidth] = React.useState(defaultWidth);
  const drag = React.useRef<{ x: number; width: number } | null>(null);
  const apply = (next: number) => {
    const clamped = Math.round(Math.min(maxWidth, Math.max(minWidth, next)));
    setWidth(clamped);
    onWidthChange?.(clamped);
  };
  return (
    <DialogContent
      data-resizable=""
      width="wide"
      dismissOnBackdrop={dismissOnBackdrop}
      className={cn("max-w-[calc(100vw-1rem)]", className)}
      style={{ width, ...style }}
      {...props}
    >
      {children}
      {/* A focusable separator is an interactive widget in ARIA (it carries a value); the lint rule
          does not know that. */}
      {/* eslint-disable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
      <div
        data-slot="resize-handle"
        role="separator"
        aria-orientation="vertical"
        aria-label={messages.resizeHandle}
        aria-valuenow={width}
        aria-valuemin={minWidth}
        aria-valuemax={maxWidth}
        tabIndex={0}
        className="absolute top-0 -right-px h-full cursor-ew-resize outline-none hover:bg-primary/40 focus-visible:bg-primary"
        style={{ width: RESIZE_HANDLE_WIDTH }}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          drag.current = { x: e.clientX, width };
        }}
        onPointerMove={(e) => {
          // The dialog is centred, so the right edge moves half as far as the width grows.
          if (drag.current) apply(drag.current.width + (e.clientX - drag.current.x) * 2);
        }}
        onPointerUp={() => {
          drag.current = null;
        }}
        onKeyDown={(e) => {
          if (e.key === "ArrowRight") apply(width + KEY_STEP);
          else if (e.key === "ArrowLeft") apply(width - KEY_STEP);
          else return;
          e.preventDefault();
        }}
      />
      {/* eslint-enable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
    </DialogContent>
  );
}

export { RESIZE_HANDLE_WIDTH, ResizableDialogContent };
export type { ResizableDialogContentProps };
