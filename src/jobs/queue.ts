import { log } from "../http/log";

/**
 * The queue consumer (ingestion queue and its dead-letter queue). No producer sends messages yet:
 * document ingestion adds its handler here. A message nobody can handle is logged and acknowledged,
 * since retrying it could never succeed.
 */
export async function handleQueue(batch: MessageBatch<unknown>, env: Env, _ctx: ExecutionContext): Promise<void> {
  for (const message of batch.messages) {
    log(env, "error", "queue message without a handler", { queue: batch.queue, message_id: message.id });
    message.ack();
  }
}
