// drizzle-kit generates the versioned SQL migrations in ./migrations from src/db/schema*.ts.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./src/db/schema.ts",
    "./src/db/schema-workflow.ts",
    "./src/db/schema-ai.ts",
    "./src/db/schema-assignment.ts",
    "./src/db/schema-record.ts",
    "./src/db/schema-push.ts",
    "./src/db/schema-storage.ts",
    "./src/db/schema-privacy-audit.ts",
    "./src/db/schema-consent.ts",
    "./src/db/schema-privacy-export.ts",
  ],
  out: "./migrations",
});
