// The web app: built from web/ into dist/web, which the Worker serves as its static assets
// (wrangler.toml [assets]). `npm run dev:web` serves it with hot reload on :5173 and forwards the
// API to `npm start` on :8787.
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { APP_CSP, APP_PERMISSIONS, cspHeader, permissionsHeader } from "../src/http/app-csp.ts";

// Workers static assets read `_headers`: every page of the app carries the same policy as `/`, and the
// hashed bundles are cached for a year.
const headersFile: Plugin = {
  name: "assets-headers",
  generateBundle() {
    const rules = [
      "/*",
      `  Content-Security-Policy: ${cspHeader(APP_CSP)}`,
      "  X-Content-Type-Options: nosniff",
      "  Referrer-Policy: no-referrer",
      `  Permissions-Policy: ${permissionsHeader(APP_PERMISSIONS)}`,
      "/assets/*",
      "  Cache-Control: public, max-age=31536000, immutable",
    ];
    this.emitFile({ type: "asset", fileName: "_headers", source: `${rules.join("\n")}\n` });
  },
};

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react(), headersFile],
  build: {
    outDir: fileURLToPath(new URL("../dist/web", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
    chunkSizeWarningLimit: 400,
  },
  server: {
    port: 5173,
    // The app's requests reach the service as from its own origin (it refuses writes from other pages).
    proxy: Object.fromEntries(["/api", "/openapi.json", "/health", "/docs"].map((path) => [path, { target: "http://localhost:8787", headers: { origin: "http://localhost:8787" } }])),
  },
});
