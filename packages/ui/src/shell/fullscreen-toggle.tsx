import { MaximizeIcon, MinimizeIcon } from "lucide-react";
import * as React from "react";

import { IconButton } from "../components/icon-button";
import { message } from "../components/toaster";
import { messages } from "../messages";

/** What the toggle needs of the Fullscreen API; inject a fake to test or to target an element. */
type FullscreenApi = {
  enabled: () => boolean;
  isFullscreen: () => boolean;
  toggle: () => Promise<void>;
  subscribe: (onChange: () => void) => () => void;
};

/** The browser's Fullscreen API on the whole document. */
const documentFullscreen: FullscreenApi = {
  enabled: () => typeof document !== "undefined" && !!document.fullscreenEnabled,
  isFullscreen: () => typeof document !== "undefined" && !!document.fullscreenElement,
  toggle: () => (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()),
  subscribe: (onChange) => {
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  },
};

/** Full-screen toggle; warns 你的浏览器不支持全屏 where the browser has no full screen. */
function FullscreenToggle({ api = documentFullscreen }: { api?: FullscreenApi }) {
  const full = React.useSyncExternalStore(api.subscribe, api.isFullscreen, () => false);
  return (
    <IconButton
      data-slot="fullscreen-toggle"
      label={full ? messages.exitFullscreen : messages.fullscreen}
      aria-pressed={full}
      onClick={() => {
        if (!api.enabled()) {
          message.warning(messages.fullscreenUnsupported);
          return;
        }
        api.toggle().catch(() => message.warning(messages.fullscreenUnsupported));
      }}
    >
      {full ? <MinimizeIcon aria-hidden /> : <MaximizeIcon aria-hidden />}
    </IconButton>
  );
}

export { documentFullscreen, FullscreenToggle };
export type { FullscreenApi };
