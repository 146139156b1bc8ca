import { createApp } from "./app";
import { buildFile, isBuildFile } from "./http/assets";
import { handleQueue } from "./jobs/queue";
import { runDaily } from "./jobs/scheduled";

const app = createApp();

/** The app's build files first (http/assets.ts), then the API app. */
const fetch: typeof app.fetch = (request, env, ctx) => (isBuildFile(request) && env && "ASSETS" in env ? buildFile(request, env.ASSETS) : app.fetch(request, env, ctx));

export default {
  fetch,
  queue: handleQueue,
  scheduled: runDaily,
} satisfies ExportedHandler<Env>;
