import { defineConfig } from "drizzle-kit";

// One schema (every server/**/*.schema.ts) and one set of migrations for PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/**/*.schema.ts",
  out: "./server/db/migrations",
});
