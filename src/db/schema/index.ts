// One module per table; drizzle-kit reads this folder (drizzle.config.ts).
export * from "./properties";
export * from "./transactions";
export * from "./obligations";
export * from "./company";
export * from "./chunks";
export * from "./documents";
export * from "./incoming-files";
export * from "./chat";
export * from "./feed-keys";
export * from "./ledger-totals";
export * from "./versions";
