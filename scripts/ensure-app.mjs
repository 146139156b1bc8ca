// wrangler's [build] step: builds the app into dist/web when it is not there (a fresh clone), so that
// `wrangler dev` and `wrangler deploy` always find their static assets. A build that is there is
// left as it is: `npm start`, `npm test` and `npm run deploy` build the app themselves first.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync(new URL("../dist/web/index.html", import.meta.url))) {
  console.log("the app is not built yet (dist/web): building it");
  const built = spawnSync("npm", ["run", "build"], { stdio: "inherit", cwd: new URL("..", import.meta.url) });
  process.exit(built.status ?? 1);
}
