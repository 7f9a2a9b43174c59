// Registers the console's service worker (see installable.ts) and offers a new build when one is ready.
// A new build's worker waits instead of taking over a page in use: a student halfway through an answer
// chooses when to reload, through a notice that stays until closed.
import { Button, notification } from "@smartclass/ui";
import { Workbox } from "workbox-window";

import { pwaMessages } from "./messages";

/** Registers the service worker where the browser has them; a new version is offered, never forced. */
function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const worker = new Workbox("/sw.js", { scope: "/" });
  worker.addEventListener("waiting", () => {
    notification.info({
      title: pwaMessages.updateReady,
      description: (
        <Button
          variant="primary"
          className="mt-2 min-h-11"
          onClick={() => {
            // The waiting worker takes over, then the page reloads on the new build.
            worker.addEventListener("controlling", () => window.location.reload());
            worker.messageSkipWaiting();
          }}
        >
          {pwaMessages.refresh}
        </Button>
      ),
      persistent: true,
    });
  });
  // A worker that cannot register (the page left mid-way, a browser refusing workers, no sw.js in
  // the build served) leaves the console as it is without one: online, nothing kept. Not a page error.
  worker.register().catch(() => undefined);
}

export { registerServiceWorker };
