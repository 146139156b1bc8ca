import { log } from "../http/log";
import { checkDatabase } from "../routes/system/health";

/**
 * The daily cron. Today it records that the database answered (a daily heartbeat in the logs);
 * obligation upkeep joins it when obligations exist.
 */
export async function runDaily(controller: ScheduledController, env: Env, _ctx: ExecutionContext): Promise<void> {
  const database = await checkDatabase(env.DB);
  log(env, database.status === "ok" ? "info" : "error", "daily upkeep", {
    cron: controller.cron,
    scheduled_time: new Date(controller.scheduledTime).toISOString(),
    database,
  });
}
