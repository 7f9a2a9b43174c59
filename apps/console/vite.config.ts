import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

import { defineConfig, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";

import { firstLoadChunks } from "./first-load-chunks.js";
import { installable } from "./installable.js";

// The built console is served by the reference server on the same origin, so the app calls
// `/admin-api` relative to its own origin. In `vite dev` the same path is proxied to the server
// (SMARTCLASS_SERVER, default http://127.0.0.1:48080), push socket included.
const server = process.env.SMARTCLASS_SERVER ?? "http://127.0.0.1:48080";

// react-router 7's package exports point every bundler condition at its development build (dev-only
// warnings and checks). Production builds use the production build it ships next to it.
const require = createRequire(import.meta.url);
const reactRouterDir = dirname(
  require.resolve("react-router/package.json", { paths: [dirname(require.resolve("react-router-dom/package.json"))] }),
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDir, "dist/production/index.mjs") },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDir, "dist/production/dom-export.mjs") },
];

// That build creates its contexts and components with unannotated React.createContext / forwardRef /
// memo calls and sets `displayName` on them at the top level, so the bundler cannot tell them unused
// and every route carried parts the console never uses (NavLink, Form, scroll restoration…). Marked
// pure, and without the names (React's developer tools are their only reader), those parts drop out.
const reactRouterTreeShaking: Plugin = {
  name: "smartclass-react-router-tree-shaking",
  apply: "build",
  transform: {
    filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/ },
    handler(code) {
      const shaken = code
        .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, "")
        .replace(/\b(React\d*)\.(createContext|forwardRef|memo)\(/g, "/* @__PURE__ */ $1.$2(");
      return { code: shaken, map: null };
    },
  },
};

// Every text file of the build gets a brotli (.br) and a gzip (.gz) copy beside it; the reference
// server sends the one the browser accepts (see apps/server/README.md, "Delivery"). A copy that
// would not be smaller is not written.
const precompress = compression({
  include: /\.(html|css|js|mjs|json|svg|txt|xml|map|eot|ttf|otf|wasm)$/,
  algorithms: ["brotliCompress", "gzip"],
  logLevel: "silent",
});

// The first visit's files: React alone, then a few files per route (see first-load-chunks.ts).
const chunks = firstLoadChunks(import.meta.dirname);

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), precompress, chunks.plugin, reactRouterTreeShaking, installable],
  resolve: { alias: command === "build" ? reactRouterProduction : [] },
  server: {
    host: "127.0.0.1",
    port: 5173,
    proxy: { "/admin-api": { target: server, changeOrigin: true, ws: true } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      output: { codeSplitting: chunks.codeSplitting },
      onwarn(warning, warn) {
        // Radix and lucide mark their modules "use client"; a browser bundle has no use for it.
        if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
        warn(warning);
      },
    },
  },
}));
