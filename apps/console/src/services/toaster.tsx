// The design system's toaster (sonner), loaded on the first notice rather than with the login page.
import { message, notification, Toaster } from "@smartclass/ui";
import { useEffect } from "react";

/** The toaster; tells `onMount` once it listens for notices. */
function MountedToaster({ onMount }: { onMount: () => void }) {
  // Runs after the toaster's own effects, i.e. once it has subscribed to new notices.
  useEffect(() => onMount(), [onMount]);
  return <Toaster />;
}

export { message, MountedToaster, notification };
