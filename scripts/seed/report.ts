import type { SeedItem } from "../../src/domain/standard-deadlines/plan";

const TYPE_ORDER = ["compliance:periodic_report", "tax:payment", "tax:filing", "property:tax", "property:insurance", "property:inspection"];

const byType = (items: SeedItem[]) => TYPE_ORDER.map((type) => [type, items.filter((item) => item.obligationType === type)] as const);

/** The items, one line each, grouped by type. */
export function listing(items: SeedItem[]): string {
  const lines: string[] = [];
  for (const [type, group] of byType(items)) {
    if (group.length === 0) continue;
    lines.push(`  ${type}`);
    for (const item of group) lines.push(`    ${item.dueDate}  ${item.recurrence.padEnd(36)}  ${item.description}`);
  }
  return lines.join("\n");
}

/** "created per type and in total": a count for every type of the standard set, then the total. */
export function summary(verb: string, items: SeedItem[]): string {
  const lines = byType(items).map(([type, group]) => `  ${type.padEnd(28)} ${String(group.length).padStart(3)}`);
  return [`${verb} per type:`, ...lines, `  ${"total".padEnd(28)} ${String(items.length).padStart(3)}`].join("\n");
}
