import { z } from "zod";

/**
 * Messages of the ingestion queue. `ingest` turns an incoming file into a searchable document;
 * `reindex` re-reads a document's original and puts it in the index with its current metadata
 * (after a restore or a change of title, type or date), or takes it out if it was deleted.
 */
export const IngestMessageSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("ingest"), incoming_file_id: z.string().min(1) }),
  z.object({ kind: z.literal("reindex"), document_id: z.string().min(1) }),
]);
export type IngestMessage = z.infer<typeof IngestMessageSchema>;

/** The queue's limit for one sendBatch call. */
const SEND_BATCH = 100;

export async function sendIngest(queue: Queue, incomingFileIds: string[]): Promise<void> {
  for (let i = 0; i < incomingFileIds.length; i += SEND_BATCH) {
    const batch = incomingFileIds.slice(i, i + SEND_BATCH).map((id) => ({ body: { kind: "ingest", incoming_file_id: id } satisfies IngestMessage }));
    await queue.sendBatch(batch);
  }
}

export async function sendReindex(queue: Queue, documentId: string): Promise<void> {
  await queue.send({ kind: "reindex", document_id: documentId } satisfies IngestMessage);
}
