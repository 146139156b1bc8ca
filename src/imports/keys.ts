import { sha256Hex } from "../domain/hash";

/** Import keys: the external reference when a row has one, else a fingerprint of what it says. */

export function externalKey(source: string, reference: string, component: string): string {
  return `${source}:${reference.trim().toLowerCase()}:${component}`;
}

/**
 * Fingerprints rows that have no reference: date + amount + description + account, plus how many
 * identical rows came before it in the same file, so two real $4.50 coffees on one day stay two
 * while importing the same file again matches both.
 */
export class Fingerprinter {
  private seen = new Map<string, number>();

  async key(source: string, parts: { date: string; cents: number; description: string; account: string }): Promise<string> {
    const base = [parts.date, parts.cents, parts.description.trim().toLowerCase().replace(/\s+/g, " "), parts.account.trim().toLowerCase()].join("|");
    const occurrence = this.seen.get(base) ?? 0;
    this.seen.set(base, occurrence + 1);
    return `${source}:fp:${(await sha256Hex(`${base}|${occurrence}`)).slice(0, 40)}`;
  }
}
