// Finds the Chromium the browser tests drive: CHROME_PATH, else Debian's /usr/bin/chromium.
// Test tools cannot download their own browsers here, so as root with apt we install Debian's.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

import { hasCommand } from "./run.mjs";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Returns the path of a usable Chromium, installing Debian's when possible; exits with an instruction otherwise. */
export function ensureChromium() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium"].filter(Boolean);
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && hasCommand("apt-get")) {
    console.log("No Chromium found: installing Debian's chromium package with apt-get (about 30 s).");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    const install = spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
    if (install.status === 0 && existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  }
  console.error(
    "Chromium not found: install it (Debian: sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium binary.",
  );
  process.exit(1);
}
