// The web app: built from web/ into dist/web, which the Worker serves as its static assets
// (wrangler.toml [assets]). `npm run dev` serves it with hot reload, and the Worker beside it in
// workerd (@cloudflare/vite-plugin, which reloads the Worker as src/ changes), on :8787 with the
// same local database as `npm start`. `vite build` builds the app alone: wrangler bundles the Worker.
import { cloudflare } from "@cloudflare/vite-plugin";
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

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL(".", import.meta.url)),
  // `npm run dev`: the Worker runs in workerd beside the app, both with hot reload, on one port.
  plugins: [react(), headersFile, ...(command === "serve" ? [cloudflare({ configPath: fileURLToPath(new URL("../wrangler.toml", import.meta.url)), config: (worker) => ({ vars: { ...worker.vars, DEV_SERVER: "vite" } }), persistState: { path: fileURLToPath(new URL("../.wrangler/state", import.meta.url)) }, inspectorPort: false })] : [])],
  build: {
    outDir: fileURLToPath(new URL("../dist/web", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
    chunkSizeWarningLimit: 400,
  },
  server: { port: 8787, strictPort: true },
}));
