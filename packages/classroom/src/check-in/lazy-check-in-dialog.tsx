// The check-in dialog as pages and the push reactions use it: its code (the camera, the face check-in,
// the dialog itself) loads when it first opens, so a student page that only might check in carries none
// of it in its first load. Once opened it stays mounted, as the dialog itself would.
import { lazy, Suspense, useState } from "react";

import type { CheckInDialogProps } from "./check-in-dialog";

const LoadedCheckInDialog = lazy(() => import("./check-in-dialog").then((m) => ({ default: m.CheckInDialog })));

function CheckInDialog(props: CheckInDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoadedCheckInDialog {...props} />
    </Suspense>
  );
}

export { CheckInDialog };
