// Copies Swagger UI's browser files from swagger-ui-dist into public/, the Worker's static assets,
// so /docs needs no CDN. Runs after every install (postinstall) and is cheap to run again.
import { copyFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const dist = dirname(require.resolve("swagger-ui-dist/package.json"));
const out = join(root, "public", "docs-assets", "swagger-ui-dist");
mkdirSync(out, { recursive: true });
for (const file of ["swagger-ui-bundle.js", "swagger-ui.css", "favicon-32x32.png"]) {
  copyFileSync(join(dist, file), join(out, file));
}
// Browsers ask every origin for /favicon.ico; a PNG there is understood by all current browsers.
copyFileSync(join(dist, "favicon-32x32.png"), join(root, "public", "favicon.ico"));
console.log(`docs assets: copied Swagger UI into ${out}`);
