import { escapeRegExp } from "./regexp";

/**
 * The parties an agreement names at its start, under the words its clauses then call them by:
 * "Owner: Holloway Creek Stays LLC, by its Manager Maren Holloway. Co-host: Smoky Ridge Co-Hosting LLC"
 * or 'Smoky Ridge Co-Hosting LLC (the "Co-host")'. A clause that says "the Owner's approval" speaks
 * of those names, though it writes none of them.
 */
export interface Party {
  /** The word the clauses use ("Owner", "Co-host", "Tenant"), as the paper capitalizes it. */
  role: string;
  /** The names given for it, with whoever acts for it ("Holloway Creek Stays LLC", "Manager Maren Holloway"). */
  names: string[];
}

const MONTHS = new Set(["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]);
/** A name: capitalized words, with the small words names hold ("Bank of the West", "Smith & Sons"). */
const NAME = String.raw`[A-Z][A-Za-z'’-]*(?:\s+(?:[A-Z][A-Za-z'’-]*|of|and|the|&))*`;
/** "Role: Name", at the start of a line or of a sentence; the role is a capitalized word and at most one more. */
const LABELLED = new RegExp(String.raw`(?:^|\n|[.;]\s+)([A-Z][A-Za-z-]+(?: [a-z][a-z-]+)?):[ \t]+(${NAME})(?:,\s+(?:by|through|acting through)\s+its\s+(?:[a-z]+\s+)?(${NAME}))?`, "g");
/** 'Name (the "Role")', 'Name ("Role")'. */
const DEFINED = new RegExp(String.raw`(${NAME})\s*\(\s*(?:the\s+)?["“]([A-Z][A-Za-z-]+(?: [A-Za-z-]+)?)["”]\s*\)`, "g");

/**
 * A name found in a text, unless it is none: a date ("April 2, 2026"), a word too short ("I"), or the
 * start of a number or an address ("PO Box 60417", "BRS-STR-4471186").
 */
function nameAt(text: string, found: string | undefined, from: number): string | undefined {
  const name = found?.trim().replace(/\s+(?:of|and|the|&)$/, "");
  if (!name || name.length < 3 || MONTHS.has(name.split(/\s+/)[0]!)) return undefined;
  const end = text.indexOf(found!, from) + found!.length;
  return /^[-\s]*\d/.test(text.slice(end)) ? undefined : name;
}

/** The parties a paper's opening names, each with the names given for it. */
export function partiesOf(opening: string): Party[] {
  const byRole = new Map<string, string[]>();
  const add = (role: string, at: number, ...names: (string | undefined)[]) => {
    const found = names.map((name) => nameAt(opening, name, at)).filter((name): name is string => name !== undefined);
    if (found.length === 0) return;
    byRole.set(role, [...new Set([...(byRole.get(role) ?? []), ...found])]);
  };
  for (const m of opening.matchAll(LABELLED)) add(m[1]!, m.index, m[2], m[3]);
  for (const m of opening.matchAll(DEFINED)) add(m[2]!, m.index, m[1]);
  return [...byRole].map(([role, names]) => ({ role, names }));
}

/** The names of the parties a text speaks of by their role ("the Co-host may order repairs"). */
export function namesOfRolesIn(text: string, parties: Party[]): string[] {
  return parties.filter((party) => new RegExp(`(?<![A-Za-z-])${escapeRegExp(party.role)}(?![A-Za-z-])`).test(text)).flatMap((party) => party.names);
}
