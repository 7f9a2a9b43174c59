import { lazy, Suspense, useSyncExternalStore } from "react";

import { toasterRequest } from "./notify";

const MountedToaster = lazy(() => import("./toaster").then((m) => ({ default: m.MountedToaster })));

/** Where the toaster mounts once the first notice asks for it (mount once near the root). */
function ToasterSlot() {
  const wanted = useSyncExternalStore(toasterRequest.subscribe, toasterRequest.wanted, toasterRequest.wanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MountedToaster onMount={toasterRequest.mounted} />
    </Suspense>
  );
}

export { ToasterSlot };
