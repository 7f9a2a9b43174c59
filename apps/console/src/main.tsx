// The remembered language goes on <html lang> first, before any other module of the console evaluates.
import "./locale-boot";
// zod never evaluates code (the CSP allows no eval), set before any schema is built.
import "./zod-boot";
import { useSchoolTimeZone } from "@smartclass/ui";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

import { App } from "./app";
import { bootServerClock } from "./clock-boot";
import { bootColorMode } from "./color-mode-boot";
import { englishReady } from "./i18n/english-when-chosen";
import { messages } from "./messages";
import "./styles.css";

bootColorMode();
// In the background: the page does not wait for the server's clock and zone.
void bootServerClock();
/**
 * The console, drawn anew when the server names a school time zone other than the default one it started
 * with (once, right after start): every date on screen is then read in the school's zone, not only those of
 * components that follow the zone themselves.
 */
function ZonedApp() {
  const zone = useSchoolTimeZone();
  return <App key={zone} />;
}

function render() {
  // index.html's title is Chinese; pages outside the shell (login, password…) keep the system name's title.
  document.title = messages.systemName;
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root");
  createRoot(root).render(
    <StrictMode>
      <ZonedApp />
    </StrictMode>,
  );
}

// A page in English first loads the English texts (a file a Chinese page never downloads), so that it
// paints in English from the start; a Chinese page renders at once.
void englishReady().then(render);

// The installable console's service worker, after the first paint: none of it is in the first load.
if (import.meta.env.PROD) {
  void import("./pwa/register-service-worker").then((module) => module.registerServiceWorker());
}
