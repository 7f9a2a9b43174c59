// The stories load BPMN fixtures with Vite's `?raw` / `?url` imports and `import.meta.glob`.
/// <reference types="vite/client" />
