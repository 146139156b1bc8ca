// Copies Swagger UI's browser files from swagger-ui-dist into web/public/docs-assets, which Vite copies
// into the Worker's static assets (dist/web), so /docs needs no CDN. Runs after every install
// (postinstall) and is cheap to run again.
import { copyFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const dist = dirname(require.resolve("swagger-ui-dist/package.json"));
const out = join(root, "web", "public", "docs-assets", "swagger-ui-dist");
mkdirSync(out, { recursive: true });
for (const file of ["swagger-ui-bundle.js", "swagger-ui.css", "favicon-32x32.png"]) {
  copyFileSync(join(dist, file), join(out, file));
}
console.log(`docs assets: copied Swagger UI into ${out}`);
