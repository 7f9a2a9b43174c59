// Student pages hold the push connection (classroom spec section 4): connected only for a signed-in
// person, with a device type; its events drive @smartclass/classroom's reactions.
import { createPushClient } from "@smartclass/api";
import { type PushSubscribe, StudentPushReactions } from "@smartclass/classroom";
import { useMemo } from "react";
import { useLocation, useNavigate } from "react-router-dom";

import { useAuthSnapshot } from "../auth/auth-context";
import { loginPathFor } from "../guard/decide";
import { API_BASE, session } from "../services/api";
import { notifyError } from "../services/notify";
import { deviceKind, tabletCamera } from "./device";

/** The student area's push connection and what its events show: the sign-in widget and the pick dialog. */
function StudentPush() {
  const { accessToken } = useAuthSnapshot();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = Boolean(accessToken);
  const device = deviceKind();

  const subscribe = useMemo<PushSubscribe | null>(() => {
    if (!loggedIn) return null;
    return ({ onEvent, onError }) => {
      const client = createPushClient({
        baseUrl: API_BASE,
        getToken: () => session.getAccessToken(),
        deviceType: device === "tablet" ? "pad" : "web",
        onEvent,
        onError,
      });
      client.connect();
      return () => client.disconnect();
    };
  }, [loggedIn, device]);

  return (
    <StudentPushReactions
      subscribe={subscribe}
      navigate={(to) => navigate(to)}
      onError={(text) => notifyError(text)}
      loggedIn={loggedIn}
      onLoginRequired={() => navigate(loginPathFor(location))}
      device={device}
      {...(tabletCamera() ? { tabletCamera: tabletCamera() } : {})}
    />
  );
}

export { StudentPush };
