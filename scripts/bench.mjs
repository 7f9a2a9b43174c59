#!/usr/bin/env node
// `pnpm bench`: runs every benchmark of the workspace (bench/*.bench.{ts,mjs} of packages/*, apps/* and
// examples/*; TypeScript through tsx) and adds a round to reports/bench.json. Each benchmark
// names its budget in its opening comment; a benchmark over its budget makes the command fail.
// Benchmarks are never part of the test suite. `pnpm bench push-reconnect` runs only the benchmarks whose
// file name contains one of the given words (the report then holds only those); `pnpm bench cluster` the
// rows of several instances on one PostgreSQL (BENCH_DATABASE_URL or SERVER_TEST_DATABASE_URL; skipped without).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const root = join(import.meta.dirname, "..");
const files = [];
for (const area of ["packages", "apps", "examples"]) {
  for (const name of readdirSync(join(root, area), { withFileTypes: true })) {
    if (!name.isDirectory()) continue;
    const dir = join(root, area, name.name, "bench");
    try {
      for (const file of readdirSync(dir)) if (/\.bench\.(ts|mjs)$/.test(file)) files.push(join(dir, file));
    } catch {
      // no bench folder
    }
  }
}

const only = process.argv.slice(2);
const chosen = only.length ? files.filter((f) => only.some((word) => f.split("/").pop().includes(word))) : files;

const results = [];
for (const file of chosen) {
  const mod = await import(pathToFileURL(file).href);
  const result = await mod.run();
  results.push({ file: file.slice(root.length + 1), ...result });
  // A benchmark that needs what this machine lacks (PostgreSQL for the cluster rows) says `skipped`.
  console.log(`${result.skipped ? "skip" : result.pass ? "ok  " : "FAIL"} ${result.name}: ${JSON.stringify(result)}`);
}

// Every run is kept: reports/bench.json holds the rounds in order, the latest last, so a figure can be
// followed from one change to the next (a report written before rounds were kept becomes the first).
mkdirSync(join(root, "reports"), { recursive: true });
const reportFile = join(root, "reports", "bench.json");
let rounds = [];
try {
  const previous = JSON.parse(readFileSync(reportFile, "utf8"));
  rounds = Array.isArray(previous.rounds) ? previous.rounds : [previous];
} catch {
  // no report yet, or one that cannot be read: start a new history
}
rounds.push({ date: new Date().toISOString(), node: process.version, only, results });
writeFileSync(reportFile, `${JSON.stringify({ latest: rounds.at(-1), rounds }, null, 2)}\n`);
console.log(`report: reports/bench.json (${results.length} benchmarks; round ${rounds.length})`);
process.exit(results.every((r) => r.pass) ? 0 : 1);
