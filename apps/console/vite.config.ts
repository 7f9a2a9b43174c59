import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The built console is served by the reference server on the same origin, so the app calls
// `/admin-api` relative to its own origin. In `vite dev` the same path is proxied to the server
// (SMARTCLASS_SERVER, default http://127.0.0.1:48080), push socket included.
const server = process.env.SMARTCLASS_SERVER ?? "http://127.0.0.1:48080";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    host: "127.0.0.1",
    port: 5173,
    proxy: { "/admin-api": { target: server, changeOrigin: true, ws: true } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 1024,
    rollupOptions: {
      onwarn(warning, warn) {
        // Radix and lucide mark their modules "use client"; a browser bundle has no use for it.
        if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
        warn(warning);
      },
    },
  },
});
