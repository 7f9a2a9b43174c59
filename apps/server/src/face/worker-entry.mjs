// The face worker's entry in plain JavaScript: the server runs TypeScript through tsx, whose loader
// must be registered inside the thread before the TypeScript worker can be imported.
import { workerData } from "node:worker_threads";

if (workerData.entry.endsWith(".ts")) {
  const { register } = await import("tsx/esm/api");
  register();
}
await import(workerData.entry);
