// A notifier and a token store that record what the client does with them.
import type { MessageNotice, NotificationNotice, Notifier, TokenPair, TokenStore } from "../../src";

/** A notifier that keeps every notice. */
interface RecordingNotifier extends Notifier {
  messages: MessageNotice[];
  notifications: NotificationNotice[];
}

function recordingNotifier(): RecordingNotifier {
  const messages: MessageNotice[] = [];
  const notifications: NotificationNotice[] = [];
  return {
    messages,
    notifications,
    message: (notice) => void messages.push(notice),
    notification: (notice) => void notifications.push(notice),
  };
}

/** An in-memory token store. */
interface MemoryTokens extends TokenStore {
  access: string | undefined;
  refresh: string | undefined;
  tenant: string | undefined;
  clears: number;
}

function memoryTokens(access?: string, refresh?: string, tenant?: string): MemoryTokens {
  const store: MemoryTokens = {
    access,
    refresh,
    tenant,
    clears: 0,
    getAccessToken: () => store.access,
    getRefreshToken: () => store.refresh,
    getTenantId: () => store.tenant,
    setTokens(pair: TokenPair) {
      store.access = pair.accessToken;
      store.refresh = pair.refreshToken;
    },
    clear() {
      store.clears += 1;
      store.access = undefined;
      store.refresh = undefined;
    },
  };
  return store;
}

export { memoryTokens, recordingNotifier };
export type { MemoryTokens, RecordingNotifier };
