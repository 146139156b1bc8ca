/**
 * The Cloudflare resources of the production profile (`[env.production]` in wrangler.toml) and the
 * wrangler commands that create them. Pure, so the plan is tested against wrangler.toml.
 */
export const PRODUCTION_RESOURCES = {
  d1: "property-records",
  r2: "property-records-files",
  queue: "property-records-ingest",
  deadLetterQueue: "property-records-ingest-dlq",
  vectorize: {
    name: "property-records-chunks",
    // @cf/baai/bge-base-en-v1.5, the production embedding model: 768 dimensions, compared by cosine.
    dimensions: 768,
    metric: "cosine",
    // The fields src/search/vectorize.ts filters on; Vectorize filters only on indexed metadata.
    metadataIndexes: ["document_id", "doc_type"],
  },
} as const;

export interface Step {
  what: string;
  args: string[];
}

export function provisionPlan(resources = PRODUCTION_RESOURCES): Step[] {
  const { vectorize } = resources;
  return [
    { what: "D1 database (put the printed database_id into [[env.production.d1_databases]])", args: ["d1", "create", resources.d1] },
    { what: "R2 bucket for original files", args: ["r2", "bucket", "create", resources.r2] },
    { what: "ingestion queue", args: ["queues", "create", resources.queue] },
    { what: "dead-letter queue", args: ["queues", "create", resources.deadLetterQueue] },
    { what: "Vectorize index", args: ["vectorize", "create", vectorize.name, `--dimensions=${vectorize.dimensions}`, `--metric=${vectorize.metric}`] },
    ...vectorize.metadataIndexes.map((property) => ({
      what: `Vectorize metadata index on ${property}`,
      args: ["vectorize", "create-metadata-index", vectorize.name, `--property-name=${property}`, "--type=string"],
    })),
  ];
}

/** How a step reads in a shell. */
export const commandLine = (step: Step) => ["npx", "wrangler", ...step.args].join(" ");
