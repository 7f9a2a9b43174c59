import * as React from "react";

/**
 * Radix dialogs return focus to their Trigger; a dialog opened from elsewhere (a menu item, a
 * callback) has none. This remembers what had focus when `open` became true and gives it back.
 */
function useReturnFocus(open: boolean): (event: Event) => void {
  const [wasOpen, setWasOpen] = React.useState(open);
  const [opener, setOpener] = React.useState<Element | null>(null);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open && typeof document !== "undefined") setOpener(document.activeElement);
  }
  return React.useCallback(
    (event: Event) => {
      if (opener instanceof HTMLElement && opener.isConnected) {
        event.preventDefault();
        opener.focus();
      }
    },
    [opener],
  );
}

export { useReturnFocus };
