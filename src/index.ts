import { createApp } from "./app";
import { handleQueue } from "./jobs/queue";
import { runDaily } from "./jobs/scheduled";

const app = createApp();

export default {
  fetch: app.fetch,
  queue: handleQueue,
  scheduled: runDaily,
} satisfies ExportedHandler<Env>;
