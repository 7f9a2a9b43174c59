// The push connection of the student and teacher areas (classroom spec section 4, extended to teacher
// pages so that their panels update without polling): one connection per signed-in shell, fanned out to
// every classroom widget by @smartclass/classroom's ClassroomEventsProvider. `onStatus` tells the widgets
// when the connection (re)opens, so they fetch what they may have missed.
import { createPushClient } from "@smartclass/api";
import type { PushSubscribe } from "@smartclass/classroom";
import { useMemo } from "react";

import { API_BASE, session } from "../services/api";
import { deviceKind } from "./device";

/** Whether a path is in the student area. */
const inStudentArea = (path: string) => path === "/student" || path.startsWith("/student/");
/** Whether a path is in the teacher area (the public screen-in page is not: it has no session). */
const inTeacherArea = (path: string) =>
  (path === "/teacher" || path.startsWith("/teacher/")) && !path.includes("/teacher/assignment/screenin/");

/** The subscribe function of the page's push connection, or `null` while none should be open. */
function useClassroomPushSubscribe(enabled: boolean): PushSubscribe | null {
  const device = deviceKind();
  return useMemo<PushSubscribe | null>(() => {
    if (!enabled) return null;
    return ({ onEvent, onError, onStatus }) => {
      const client = createPushClient({
        baseUrl: API_BASE,
        getToken: () => session.getAccessToken(),
        deviceType: device === "tablet" ? "pad" : "web",
        onEvent,
        onError,
        ...(onStatus ? { onStatus } : {}),
      });
      client.connect();
      return () => client.disconnect();
    };
  }, [enabled, device]);
}

export { inStudentArea, inTeacherArea, useClassroomPushSubscribe };
