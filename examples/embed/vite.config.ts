import { defineConfig } from "vite";

// Two pages: index.html embeds the widgets; bare.html is the same host page without any package, the
// baseline its elements' look is compared with.
export default defineConfig({
  build: {
    rollupOptions: {
      input: { index: "index.html", bare: "bare.html" },
    },
  },
});
