import Decimal from "decimal.js";
import { dollars, longDate, percentOf, plural } from "../../format";
import type { DepositsData } from "../../tools/database/records";
import type { TransactionsData } from "../../tools/database/transactions";
import { holds, MATCH, shapeWord, withoutLeftOut, type Frame } from "../frame";
import type { ToolData } from "../../tools";
import { call, periodArgs, planOf, resultOf, type Intent, type Plan, type PlanContext } from "../intent";
import { passagesOf, search, searchCall } from "./search";
import { propertyMeant } from "./transactions";
import { tenantNamed } from "./property";
import { householdOf } from "../properties";
import { escapeRegExp } from "../../../domain/regexp";
import { STOP } from "../../language/words";

/** A tenant's security deposit, not a bank deposit: "security deposit", or a deposit held, kept or returned. */
const SECURITY = /\bsecurity\s+deposits?\b|\bdamage\s+deposits?\b/;
const DEPOSIT = /\bdeposits?\b/;
const HELD = /\b(?:hold|holds|held|holding|on hand|owe|owed|owes|return|returned|returning|refund|refunded|keep|keeping|kept|withh[eo]ld|withholding|forfeit\w*|outstanding|sitting)\b/;
/** What a paper says of a deposit ("what does the lease say about the deposit", "how much is the pet deposit in the lease"). */
const PAPER = /\b(?:says?|said|lease|leases|agreement|clause|requires?|required|allowed|allow|pet|policy|rule|rules|terms?)\b/;
const KEPT = /\b(?:keep|keeping|kept|withh[eo]ld|withholding|forfeit\w*)\b/;

/** "total income last yr, counting the kept deposit": a figure the deposit is part of, not the deposit. */
const PART_OF = /\b(?:counting|including|include|plus|besides|together with|along with)\b[^?]{0,40}\bdeposits?\b/;

/** "total deposits we're holding ... security + pet": what the company holds, whatever kind of deposit, is the books', not a paper's. */
const WE_HOLD = /\b(?:we|we're|were|we are|do we|are we)\s+(?:still\s+)?(?:hold|holding|keeping|sitting on|have)\b/;
const PAPER_ONLY = /\b(?:says?|said|lease|leases|agreement|clause|requires?|required|allowed|allow|policy|rule|rules|terms?)\b/;
// "gross rents ... no late fees or kept deposits": deposits said only where the question leaves them out are not asked.
// "tenant deposits (security + pet)": kinds of deposit listed in an aside are no paper asked.
const asksDeposits = (f: Frame) => DEPOSIT.test(withoutLeftOut(f.text)) && (SECURITY.test(f.text) || HELD.test(f.text)) && (!PAPER.test(f.main) || (WE_HOLD.test(f.text) && !PAPER_ONLY.test(f.text))) && !PART_OF.test(f.text);

/** Whose deposit: a name of the records, else a tenant a property's record names. */
function tenantOf(f: Frame, c: PlanContext): string | undefined {
  // "from hollis" of "Check from Hollis Redd ...": the name, without the word the bank line writes before it.
  const named = f.counterparty && !/\b(?:deposits?|security|damages?|retained|refund\w*)\b/.test(f.counterparty.phrase) ? f.counterparty.phrase.replace(/^(?:from|to|by|for|of)\s+/, "") : undefined;
  // "the Pruetts' deposit": a family by its name in the plural is the name the rows write.
  const said = named && /^[a-z'-]+s$/.test(named) && wordWritten(named.slice(0, -1), c) ? named.slice(0, -1) : named;
  // "Driftwood Bakehouse LLC (Ruth-Ann Sobczak)": the tenant, without whom the record adds in brackets.
  return said ?? tenantNamed(f, c)?.name.toLowerCase().replace(/\s*\([^)]*\)/g, "").trim() ?? nameAsked(f);
}

/**
 * "How much of Anjali's security deposit did we keep": a first name written with a capital and a
 * possessive, which no ledger line or record names, is still whose deposit is asked (the deposits
 * themselves name their tenants), never every tenant's.
 */
function nameAsked(f: Frame): string | undefined {
  const m = /(?<=\s)([A-Z][a-z]{2,})['’]s\b/.exec(f.question);
  return m && !shapeWord(m[1]!.toLowerCase()) ? m[1]!.toLowerCase() : undefined;
}

/** Whether some description writes a word as a word of its own. */
const wordWritten = (word: string, c: PlanContext) => {
  const written = new RegExp(`\\b${escapeRegExp(word)}\\b`);
  return c.vocabulary.descriptions.some((d) => written.test(d.text));
};

/**
 * The surname the rows write after a first name ("garrett" of "ZELLE FROM GARRETT HOLLIS RENT": "hollis"),
 * where they write one only: a bank line of a kept deposit names the tenant by it ("DEPOSIT RETAINED - G HOLLIS").
 */
function surnameOf(name: string, c: PlanContext): string {
  if (/\s/.test(name)) return name.split(" ").at(-1)!;
  const next = new Set<string>();
  const after = new RegExp(`\\b${escapeRegExp(name)}\\s+([a-z][a-z'-]{2,})\\b`);
  for (const d of c.vocabulary.descriptions) {
    const m = after.exec(d.text);
    if (m && !STOP.has(m[1]!)) next.add(m[1]!);
  }
  return next.size === 1 ? [...next][0]! : name;
}

/** Where the books hold no deposit, what the papers say of it, when a passage answers. */
function fromPapers(p: Plan, results: ToolData[], question: string): string | undefined {
  const data = passagesOf(results);
  if (!data || data.error || data.passages.length === 0) return undefined;
  // Read as what the lease is asked: the deposit, whose, and how much.
  const paper: Plan = { ...p, intent: "search", text: `how much is the security deposit${p.person ? ` of ${p.person}` : ""}`, unused: [] };
  const answer = search.write(paper, results, question);
  return answer.startsWith("Here is what the documents say") ? `No security deposit is recorded in the books${p.person ? ` for ${p.person.replace(/\b\w/g, (ch) => ch.toUpperCase())}` : ""}; ${answer.replace(/^Here is what/, "here is what")}` : undefined;
}

/**
 * Security deposits held for tenants (/deposits), and what the books record as kept of them
 * (revenue:security_deposit_forfeited), for a tenant or a property: "how much deposit do we hold for
 * Keisha", "how much of Garrett's deposit did we keep".
 */
export const deposits: Intent = {
  name: "deposits",
  recognise: asksDeposits,
  plan(f, c) {
    const property = propertyMeant(f, c);
    const tenant = tenantOf(f, c);
    // The lease to read is the tenant's home's, when the record names the tenant.
    const leased = property ?? (tenant ? tenantNamed({ ...f, text: tenant }, c)?.property : undefined);
    const where = property ? { property: property.id } : {};
    // A bank line names a tenant by surname ("DEPOSIT RETAINED - G HOLLIS"): the kept rows are found by its last word.
    const surname = tenant ? surnameOf(tenant, c) : undefined;
    const period = f.periods[0];
    return planOf("deposits", f, property, {
      calls: [
        call("query_database", { entity: "deposits", ...where, ...(tenant ? { text: tenant } : {}) }),
        call("query_database", {
          entity: "transactions",
          categories: ["revenue:security_deposit_forfeited"],
          ...(period ? periodArgs(period) : { start_date: "1900-01-01", end_date: c.today }),
          aggregate: "list",
          limit: 10,
          ...where,
          ...(surname ? { text: surname } : {}),
        }),
        // Where no deposit is recorded, the lease may state the one agreed: "security deposit" and whose.
        searchCall({ ...f, text: ["security deposit", tenant ?? ""].join(" ").trim() }, leased),
      ],
      periods: period ? [period] : [],
      focus: KEPT.test(f.text) ? "kept" : "held",
      text: f.text,
      ...(tenant ? { person: tenant } : {}),
    });
  },
  // "security", "damage": the deposit's own words.
  unused: (f, p, c) => {
    // "brandon and celeste": the others a tenant's record names beside the one asked are theirs too.
    const named = householdOf(p.person?.match(/[a-z]{3,}/g) ?? [], c.properties);
    for (const word of p.person?.match(/[a-z]{3,}/g) ?? []) named.add(word);
    const asked = nameAsked(f);
    if (asked) named.add(asked);
    // "the liability balance": what is held; "what % of his deposit was that": the share kept, which the answer gives.
    return f.unknown.filter((word) => !/^(?:security|damages?|pets?|deposits?|tenants?|hold\w*|held|keep\w*|kept|return\w*|refund\w*|balance|liability|liabilities|percent|percentage|fraction|share|proportion)$/.test(word) && !named.has(word));
  },
  // "when did we receive it?", "and how much did we return?" after a deposit: the same deposit's record, which states both.
  followUp(f, previous, c) {
    const args = previous.args;
    // "and the pruetts' was how much" after the Castellanos' deposit: another tenant's deposit.
    // "which of those is the dentist's?" after the deposits held: that tenant's.
    if (args?.entity === "deposits" && f.counterparty && (/^\s*(?:and|what about|how about|same for|now)\b/.test(f.text) || /\bwhich\s+(?:one\s+)?(?:of\s+(?:those|them|these|the\s+deposits)|one)\b/.test(f.text)) && f.categories.length === 0 && f.periods.length === 0 && f.unknown.length === 0 && !holds(f, MATCH.revenue) && !holds(f, MATCH.expense) && tenantOf(f, c)) {
      return { ...deposits.plan(f, c), followUp: true };
    }
    if (args?.entity !== "deposits" || !(f.anaphora || f.elliptical) || f.counterparty || f.named.length > 0 || f.periods.length > 0 || f.unknown.length > 0) return null;
    if (!/\b(?:when|date|received|receive|get|got|paid|pay|returned|return|refunded|kept|keep|held|hold|how much)\b/.test(f.text)) return null;
    const row = c.properties.find((p) => p.id === previous.property_id);
    return planOf("deposits", f, row, { calls: [call("query_database", args)], focus: KEPT.test(f.text) ? "kept" : "held", followUp: true, ...(previous.person ? { person: previous.person } : {}) });
  },
  understood: () => "the security deposits",
  answeredBy(p, results, question) {
    const held = resultOf(results, "deposits") as DepositsData | undefined;
    const kept = resultOf(results, "transactions") as TransactionsData | undefined;
    const books = [results.findIndex((r) => r.entity === "deposits"), results.findIndex((r) => r.entity === "transactions")].filter((i) => i >= 0);
    // "how much deposit are we holding": none recorded as held, the lease says what was agreed, whatever was kept of another.
    if ((held?.items.length ?? 0) > 0 || ((kept?.rows?.length ?? 0) > 0 && p.focus === "kept") || !fromPapers(p, results, question)) return books;
    return results.findIndex((r) => r.entity === "passages");
  },
  write(p, results, question) {
    const held = resultOf(results, "deposits") as DepositsData | undefined;
    const kept = resultOf(results, "transactions") as TransactionsData | undefined;
    const whose = p.person ? ` for ${p.person.replace(/\b\w/g, (ch) => ch.toUpperCase())}` : p.property ? ` at ${p.property.address}` : "";
    const when = p.periods[0] ? ` (${p.periods[0].label})` : "";
    const items = held?.items ?? [];
    const keptRows = kept?.rows ?? [];
    const keptLine =
      keptRows.length > 0
        ? `The books record ${dollars(kept!.totals.revenue)} of security deposits kept${whose}${when} (${plural(kept!.totals.count, "transaction")}: ${keptRows
            .slice(0, 3)
            .map((row) => `${dollars(row.amount)} on ${longDate(row.date)}, "${row.description}"`)
            .join("; ")}).`
        : "";
    const papers = items.length === 0 && (keptRows.length === 0 || p.focus !== "kept") ? fromPapers(p, results, question) : undefined;
    if (papers) return papers;
    if (items.length === 0) {
      const none = `There is no record of a security deposit held${whose}: deposits are recorded on a property's page.`;
      return keptLine ? `${keptLine} ${none}` : none;
    }
    // "what % of his deposit was that": what was kept, as a share of the deposit.
    const share = (kept: string, amount: string) => (new Decimal(kept).isZero() || new Decimal(amount).isZero() ? "" : ` (${percentOf(kept, amount)}% of the deposit)`);
    const lines = items.map((d) => `- ${d.tenant}, ${d.property}: received ${dollars(d.amount)} on ${longDate(d.received_date)}; returned ${dollars(d.returned)}, kept ${dollars(d.kept)}${share(d.kept, d.amount)}; held now ${dollars(d.held)}.`);
    const head = p.focus === "kept" ? `Security deposits${whose}: ${dollars(items.reduce((sum, d) => sum + Number(d.kept), 0).toFixed(2))} kept, ${dollars(held!.held)} still held.` : `Security deposits held${whose}: ${dollars(held!.held)}.`;
    return `${head}\n${lines.join("\n")}`;
  },
};
