#!/usr/bin/env node
// `npm start`: installs the workspace if needed and starts the main job on 127.0.0.1.
// Until the console and the reference server exist, that is the workspace's Storybook.
import { ensureInstalled, pnpm } from "./lib/run.mjs";

const port = process.env.PORT ?? "6006";
await ensureInstalled();
console.log(`\nStarting Storybook — open http://127.0.0.1:${port}/ once it says it is ready.\n`);
const code = await pnpm(["exec", "storybook", "dev", "--host", "127.0.0.1", "-p", port, "--no-open", "--ci"]);
process.exit(code);
