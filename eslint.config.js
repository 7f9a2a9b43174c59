// One lint setup for the whole workspace: typescript-eslint, React hooks, jsx-a11y and TanStack Query.
import js from "@eslint/js";
import pluginQuery from "@tanstack/eslint-plugin-query";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Forbids the files under `files` to import the named packages (or any of their entries). */
function layer(files, forbidden) {
  const message = "This import turns the dependency direction round: see ARCHITECTURE.md.";
  return [
    {
      files: [files],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            paths: forbidden.map((name) => ({ name, message })),
            patterns: forbidden.map((name) => ({ group: [`${name}/*`], message })),
          },
        ],
      },
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "storybook-static/**",
      "reports/**",
      "artifacts/**",
      "**/.data/**",
      "**/src/generated/**",
      "!.storybook",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // \`import type\` is erased whole; \`import { type X }\` keeps an empty import under verbatimModuleSyntax,
      // which loads the module at run time (the server would load the client's code for its types).
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "separate-type-imports" }],
      "@typescript-eslint/no-import-type-side-effects": "error",
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  { files: ["**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  // The packages depend on each other in one direction only (ARCHITECTURE.md): ui ← bpmn-designer,
  // ui ← classroom → api, everything ← console, and the server takes nothing from the UI.
  ...layer("packages/ui/**", [
    "@smartclass/api",
    "@smartclass/classroom",
    "@smartclass/bpmn-designer",
    "react-router",
    "react-router-dom",
  ]),
  ...layer("packages/api/**", ["@smartclass/ui", "@smartclass/classroom", "@smartclass/bpmn-designer"]),
  ...layer("packages/bpmn-designer/**", [
    "@smartclass/api",
    "@smartclass/classroom",
    "react-router",
    "react-router-dom",
  ]),
  ...layer("packages/classroom/**", ["@smartclass/bpmn-designer", "react-router", "react-router-dom"]),
  ...layer("apps/server/**", [
    "@smartclass/ui",
    "@smartclass/classroom",
    "@smartclass/bpmn-designer",
    "react",
    "react-dom",
  ]),
  ...pluginQuery.configs["flat/recommended"],
  {
    files: ["**/*.{js,mjs,cjs}", "scripts/**", ".storybook/**"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
