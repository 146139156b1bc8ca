export const SOURCE_TYPES = ["manual", "api", "csv_import", "seed", "document_ingestion", "chat"] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

export interface Provenance {
  source_type: SourceType;
  source_id: string | null;
  confidence: number;
  recorded_at: string;
  recorded_by: string | null;
  notes: string | null;
}

export type ProvenanceInput = Partial<Omit<Provenance, "recorded_at">>;

/** Completes what a client sent (or nothing) into a full provenance record, stamped now. */
export function stampProvenance(input: ProvenanceInput | undefined, defaultSource: SourceType, now: string): Provenance {
  return {
    source_type: input?.source_type ?? defaultSource,
    source_id: input?.source_id ?? null,
    confidence: input?.confidence ?? 1,
    recorded_at: now,
    recorded_by: input?.recorded_by ?? null,
    notes: input?.notes ?? null,
  };
}
