// The reconnect notice of a page's shared push connection: shown while the connection is down after
// having been open (not during the first connect), gone once it is open again.
import { ConnectionStatus, type ConnectionState, connectionLost } from "@smartclass/ui";
import { useEffect, useState } from "react";

import { useClassroomEventChannel } from "./classroom-events";

/** Whether the page's shared push connection is lost and being re-established. */
function usePushConnectionLost(): boolean {
  const channel = useClassroomEventChannel();
  const [lost, setLost] = useState(false);
  useEffect(() => {
    if (!channel) return;
    let everOpen = channel.opens > 0;
    return channel.subscribe({
      onEvent: () => undefined,
      onError: () => undefined,
      onStatus: (status: ConnectionState) => {
        if (status === "open") everOpen = true;
        setLost(connectionLost(status, everOpen));
        // Closed on purpose (logout, leaving the classroom pages): the next connect is a first one.
        if (status === "closed") everOpen = false;
      },
    });
  }, [channel]);
  return lost;
}

/** 连接已断开，正在重连… while the page's push connection is lost (place once in the signed-in shell). */
function PushReconnectNotice() {
  return <ConnectionStatus lost={usePushConnectionLost()} />;
}

export { PushReconnectNotice, usePushConnectionLost };
