// End-to-end journeys in a real browser (Debian's Chromium driven by playwright-core) against
// `wrangler dev` on a fresh database with the demo company. `npm run test:e2e`.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "e2e",
    root: new URL("..", import.meta.url).pathname,
    include: ["e2e/**/*.e2e.ts"],
    environment: "node",
    // One server and one browser at a time: the files run one after another.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
