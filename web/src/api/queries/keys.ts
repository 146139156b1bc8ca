// Query keys of every resource, in one place: a read uses its key, and a write invalidates the
// keys it changes (a prefix clears every query under it).
export const keys = {
  properties: {
    all: ["properties"] as const,
    list: () => ["properties", "all"] as const,
    one: (id: string) => ["properties", id] as const,
    depreciation: (id: string) => ["properties", id, "depreciation"] as const,
  },
  transactions: {
    all: ["transactions"] as const,
    line: (id: string) => ["transactions", "line", id] as const,
    documents: (id: string) => ["transactions", id, "documents"] as const,
    ofProperty: (propertyId: string) => ["transactions", "property", propertyId] as const,
    uncategorizedCount: ["transactions", "uncategorized-count"] as const,
  },
  documents: {
    all: ["documents"] as const,
    one: (id: string) => ["documents", id] as const,
    list: (filters: { propertyId: string; docType: string; title: string }) => ["documents", "list", filters.propertyId, filters.docType, filters.title] as const,
    search: (query: object) => ["documents", "search", query] as const,
    failed: ["documents", "failed"] as const,
    searchable: ["documents", "suggest"] as const,
    ofProperty: (propertyId: string) => ["documents", "property", propertyId] as const,
    transactions: (id: string) => ["documents", id, "transactions"] as const,
    suggestions: (id: string) => ["documents", id, "suggestions"] as const,
    recent: ["documents", "recent"] as const,
  },
  reports: {
    all: ["reports"] as const,
    pnl: (query: object) => ["reports", "pnl", query] as const,
    tax: (query: object) => ["reports", "tax", query] as const,
    occupancy: (startDate: string | undefined, endDate: string | undefined) => ["reports", "occupancy", startDate, endDate] as const,
  },
  obligations: {
    all: ["obligations"] as const,
    list: (filters: object) => ["obligations", "list", filters] as const,
    overdue: ["obligations", "home", "overdue"] as const,
    upcoming: ["obligations", "home", "upcoming"] as const,
    next: ["obligations", "next"] as const,
    ofProperty: (propertyId: string) => ["obligations", "property", propertyId] as const,
  },
  deposits: {
    all: ["deposits"] as const,
    ofProperty: (propertyId: string) => ["deposits", propertyId] as const,
  },
  rules: {
    all: ["rules"] as const,
    list: ["rules", "list"] as const,
    builtin: ["rules", "builtin"] as const,
  },
  chat: {
    sessions: ["chat", "sessions"] as const,
    session: (id: string) => ["chat", "session", id] as const,
  },
  setup: {
    all: ["setup"] as const,
    totals: ["setup", "totals"] as const,
  },
  demo: ["demo"] as const,
  categories: ["categories"] as const,
  company: ["company"] as const,
  session: (token: string | null) => ["session", token] as const,
};
