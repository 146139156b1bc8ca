// The web app and the Worker, one Vite project (@cloudflare/vite-plugin, as Cloudflare's own template
// for a React app on a Worker). `npm run dev` serves both with hot reload on :8787, the Worker in
// workerd with the same local database as `npm start`. `npm run build` (`vite build`) writes the app
// into dist/web, which the Worker serves as its static assets (wrangler.toml [assets]), and the Worker
// with its own wrangler.json into dist/worker: the embedded profile, or the production one with
// CLOUDFLARE_ENV=production, which `npm run deploy` builds and uploads.
import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { APP_CSP, APP_PERMISSIONS, cspHeader, permissionsHeader } from "../src/http/app-csp.ts";

// Workers static assets read `_headers`: every page of the app carries the same policy as `/`, and the
// hashed bundles are cached for a year.
const headersFile: Plugin = {
  name: "assets-headers",
  applyToEnvironment: (environment) => environment.name === "client",
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

// The redirect the plugin writes beside its root (web/.wrangler/deploy/config.json) is removed: wrangler
// commands keep reading wrangler.toml and the source, so `npm start` never serves an older build, and
// `npm run deploy` names the built config itself (`wrangler deploy --config dist/worker/wrangler.json`).
const noRedirect: Plugin = {
  name: "no-wrangler-redirect",
  apply: "build",
  closeBundle: {
    order: "post",
    handler() {
      rmSync(fileURLToPath(new URL(".wrangler", import.meta.url)), { recursive: true, force: true });
    },
  },
};

const out = (dir: string) => fileURLToPath(new URL(`../dist/${dir}`, import.meta.url));

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [
    react(),
    headersFile,
    cloudflare({
      configPath: fileURLToPath(new URL("../wrangler.toml", import.meta.url)),
      viteEnvironment: { name: "worker" },
      // The app's page under the dev server allows Vite's hot-reload client (src/http/middleware.ts).
      config: command === "serve" ? (worker) => ({ vars: { ...worker.vars, DEV_SERVER: "vite" } }) : undefined,
      persistState: { path: fileURLToPath(new URL("../.wrangler/state", import.meta.url)) },
      inspectorPort: false,
    }),
    noRedirect,
  ],
  environments: {
    client: { build: { outDir: out("web"), emptyOutDir: true, target: "es2022", chunkSizeWarningLimit: 400 } },
    // wrangler.toml's [define] and minify are wrangler's own build settings; the Worker built here
    // takes them from Vite. Production embeds with Workers AI and leaves the 2.1 MB word table out.
    worker: {
      define: { __WORD_TABLE__: JSON.stringify(process.env.CLOUDFLARE_ENV !== "production") },
      build: { outDir: out("worker"), emptyOutDir: true, minify: true, sourcemap: true },
    },
  },
  server: { port: 8787, strictPort: true },
}));
