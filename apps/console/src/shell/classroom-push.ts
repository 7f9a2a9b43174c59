// The push connection of the student and teacher areas (classroom spec section 4, extended to teacher
// pages so that their panels update without polling): one connection per signed-in shell, fanned out to
// every classroom widget by @smartclass/classroom's ClassroomEventsProvider. After a reconnect the server
// replays what was missed from the last sequence number this tab saw (kept per user in sessionStorage);
// when it cannot (its history was trimmed), every query is refetched. `onStatus` tells the widgets when
// the connection (re)opens and drives the reconnect notice.
import { createPushClient } from "@smartclass/api";
import { notifyMessageKeys } from "@smartclass/api/react";
import type { PushSubscribe } from "@smartclass/classroom";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";

import { api, API_BASE, session } from "../services/api";
import { deviceKind } from "./device";
import { sessionLastSeq } from "./push-last-seq";

/** Whether a path is in the student area. */
const inStudentArea = (path: string) => path === "/student" || path.startsWith("/student/");
/** Whether a path is in the teacher area (the public screen-in page is not: it has no session). */
const inTeacherArea = (path: string) =>
  (path === "/teacher" || path.startsWith("/teacher/")) && !path.includes("/teacher/assignment/screenin/");

/** The subscribe function of the page's push connection for this user, or `null` while none should be open. */
function useClassroomPushSubscribe(enabled: boolean, userId: number | undefined): PushSubscribe | null {
  const device = deviceKind();
  const queryClient = useQueryClient();
  return useMemo<PushSubscribe | null>(() => {
    if (!enabled || userId === undefined) return null;
    return ({ onEvent, onError, onStatus, onHello, onResync }) => {
      const client = createPushClient({
        baseUrl: API_BASE,
        getToken: () => session.getAccessToken(),
        deviceType: device === "tablet" ? "pad" : "web",
        lastSeq: sessionLastSeq(userId),
        onEvent: (event) => {
          // A message sent to this person: the bell's count and list read it now, without a reload.
          if (event.type === "notifyMessage") void queryClient.invalidateQueries({ queryKey: notifyMessageKeys.all });
          onEvent(event);
        },
        onError,
        onResync: (seq) => {
          // What was missed cannot be replayed: everything shown may be stale.
          void queryClient.invalidateQueries();
          onResync?.(seq);
        },
        // The server refused the socket's token: one authenticated call lets the API client renew it (or,
        // for a session signed out elsewhere, disabled or whose password changed, end it here too).
        onUnauthorized: () => void api.get("/teach/auth/get-permission-info").catch(() => undefined),
        ...(onStatus ? { onStatus } : {}),
        ...(onHello ? { onHello } : {}),
      });
      client.connect();
      return () => client.disconnect();
    };
  }, [enabled, userId, device, queryClient]);
}

export { inStudentArea, inTeacherArea, useClassroomPushSubscribe };
