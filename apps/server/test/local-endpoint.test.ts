// The backup endpoint file of a running server: written even when nothing else made the data directory
// (a server on PostgreSQL keeps neither an embedded database nor files there), readable by its owner only.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { endpointFile, publishEndpoint, runningServer } from "../src/backup/local-endpoint.js";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("publishEndpoint", () => {
  it("creates a data directory that does not exist yet, and removes only its file when asked", () => {
    const parent = mkdtempSync(join(tmpdir(), "smartclass-endpoint-"));
    made.push(parent);
    const dataDir = join(parent, "not", "there", "yet");
    const unpublish = publishEndpoint(dataDir, { url: "http://127.0.0.1:1", token: "s", pid: process.pid });
    expect(statSync(endpointFile(dataDir)).mode & 0o777).toBe(0o600);
    expect(runningServer(dataDir)).toMatchObject({ url: "http://127.0.0.1:1", pid: process.pid });
    unpublish();
    expect(runningServer(dataDir)).toBeUndefined();
    expect(statSync(dataDir).isDirectory()).toBe(true);
  });
});
