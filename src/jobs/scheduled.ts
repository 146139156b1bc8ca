import { log } from "../http/log";
import { checkDatabase } from "../db/health";
import { runObligationUpkeep } from "./obligation-upkeep";

/**
 * The daily cron: a heartbeat (the database answered), then the obligation upkeep, whose summary of
 * overdue and due-soon obligations is logged as a warning when anything is overdue, so that an
 * alert on warnings notices it.
 */
export async function runDaily(controller: ScheduledController, env: Env, _ctx: ExecutionContext): Promise<void> {
  const scheduledTime = new Date(controller.scheduledTime);
  const database = await checkDatabase(env.DB);
  log(env, database.status === "ok" ? "info" : "error", "daily upkeep", {
    cron: controller.cron,
    scheduled_time: scheduledTime.toISOString(),
    database,
  });
  if (database.status !== "ok") return;
  try {
    const summary = await runObligationUpkeep(env, scheduledTime);
    log(env, summary.overdue > 0 ? "warn" : "info", "obligations upkeep", { ...summary });
  } catch (err) {
    log(env, "error", "obligations upkeep failed", { error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) });
    // Rethrown so the invocation is marked as failed in the Workers dashboard.
    throw err;
  }
}
