// zod 4 compiles object parsers with `new Function`, and probes for it when the first `z.object` is
// built; under the console's CSP (no 'unsafe-eval') even that caught probe files a script-src violation
// report. `jitless` parses without generated code and skips the probe. The entry module imports this
// right after the language, so it runs before any module that builds a schema.
//
// zod keeps its configuration on `globalThis.__zod_globalConfig` (one object shared by every copy of
// zod, created by the first to load, which keeps one already there), so the flag is set there without
// importing zod itself: the login page builds no schema and its first load carries none of zod.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

const zodConfig = (globalThis.__zod_globalConfig ??= {});
zodConfig.jitless = true;

export {};
