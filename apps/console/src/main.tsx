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
import { messages } from "./messages";
import "./styles.css";

bootColorMode();
// In the background: the page does not wait for the server's clock and zone.
void bootServerClock();
// index.html's title is Chinese; pages outside the shell (login, password…) keep the system name's title.
document.title = messages.systemName;
/**
 * The console, drawn anew when the server names a school time zone other than the default one it started
 * with (once, right after start): every date on screen is then read in the school's zone, not only those of
 * components that follow the zone themselves.
 */
function ZonedApp() {
  const zone = useSchoolTimeZone();
  return <App key={zone} />;
}

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");
createRoot(root).render(
  <StrictMode>
    <ZonedApp />
  </StrictMode>,
);

// The installable console's service worker, after the first paint: none of it is in the first load.
if (import.meta.env.PROD) {
  void import("./pwa/register-service-worker").then((module) => module.registerServiceWorker());
}
