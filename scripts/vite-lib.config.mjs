// Vite library build shared by the publishable packages: one ES module per public entry,
// every dependency and peer dependency left to the consumer.
import { readFileSync } from "node:fs";
import { join } from "node:path";

import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const cwd = process.cwd();
const pkg = JSON.parse(readFileSync(join(cwd, "package.json"), "utf8"));
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];

const entry = Object.fromEntries(
  Object.entries(pkg.publishConfig.exports)
    .filter(([, target]) => typeof target === "object")
    .map(([subpath, target]) => [
      target.default.replace(/^\.\/dist\//, "").replace(/\.js$/, ""),
      join(cwd, pkg.exports[subpath].default),
    ]),
);

export default defineConfig({
  root: cwd,
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: false,
    sourcemap: true,
    lib: { entry, formats: ["es"] },
    rollupOptions: {
      external: (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`)) || id.startsWith("node:"),
      output: { preserveModules: true, preserveModulesRoot: join(cwd, "src"), entryFileNames: "[name].js" },
    },
  },
});
