import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes a new SQL migration into migrations/ from src/db/schema.ts.
// Hand-written migrations (FTS5 tables and triggers) live beside the generated ones.
export default defineConfig({
  dialect: "sqlite",
  schema: "./src/db/schema/index.ts",
  out: "./migrations",
  migrations: { prefix: "index" },
});
