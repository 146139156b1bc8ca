import { dollars, longDate } from "../../format";
import type { TransactionLine } from "../../tools/database/transactions";
import { escapeRegExp } from "../../../domain/regexp";
import type { Frame } from "../frame";
import { call, planOf, resultOf, type Intent, type PlanContext } from "../intent";
import { propertyMeant } from "./transactions";

/** The categories a loan's payments are booked under. */
const LOAN_CATEGORIES = ["expense:mortgage_interest", "expense:mortgage_principal"];
/** "what's left on the loan", "principal balance", "how much do we still owe the bank", "the payoff". */
const ASKS_BALANCE = /\b(?:balance|left on|left to pay|remaining on|still owe|do we owe|we owe|owe on|owing|payoff|pay-off|pay it off|paid down)\b/;
/** The debt asked about, in the question's words. */
const LOAN = /\b(?:loans?|mortgages?|note|heloc|lender|principal|debt)\b/;
/** Another balance than a loan's, or a paper's words of it: not the books' figure. */
const NOT_THE_LOAN = /\b(?:escrow|deposits?|trust account|reserves?|security|says?|said|according|summary|agreement|contract|document|docs?|paper|letter|original|originally|started|start|at closing|interest rate|rate)\b/;
/** A loan line that states the balance left after it ("... principal, payment of Nov 1, 2026 (balance after $385,519.97)"). */
const STATED = /\bbalance\b[^$\n]{0,30}(\$[\d,]+\.\d{2})/i;

/** The lender a question names: a name of the books whose rows are loan payments ("the Frio River loan"). */
const lenderOf = (f: Frame, c: PlanContext) =>
  f.counterparties.find((one) => !ASKS_BALANCE.test(one.phrase) && !LOAN.test(one.phrase) && c.vocabulary.descriptions.some((d) => d.text.includes(one.phrase) && [...d.categories].some((cat) => LOAN_CATEGORIES.includes(cat))));

/** A loan's lines told apart from another loan's by their words without dates and figures. */
const loanKey = (description: string) =>
  description
    .toLowerCase()
    .replace(/\(.*?\)|\$[\d,.]+|\b\d[\d,./-]*\b/g, " ")
    .replace(/\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|\b(?:payment|of|interest|principal)\b/g, " ")
    .replace(/[^a-z]+/g, " ")
    .trim();

/**
 * A loan's balance, where the books state it: the latest loan line whose description says the
 * balance left after that payment, for each loan. Where no line states one, the answer says the books
 * hold payments, not a balance.
 */
export const loanBalance: Intent = {
  name: "loan-balance",
  recognise(f, c) {
    // Where no loan line states a balance, the answer says so: the latest payment is no balance.
    return ASKS_BALANCE.test(f.text) && (LOAN.test(f.text) || lenderOf(f, c) !== undefined) && !NOT_THE_LOAN.test(f.text);
  },
  claims(f, c) {
    return this.recognise(f, c);
  },
  plan(f, c) {
    const property = propertyMeant(f, c);
    const period = f.periods[0];
    const args = { entity: "transactions", categories: LOAN_CATEGORIES, text: "balance", ...(property ? { property: property.id } : {}), end_date: period?.end ?? c.today, aggregate: "list", limit: 50 };
    const lender = lenderOf(f, c);
    return planOf("loan-balance", f, property, { calls: [call("query_database", args)], periods: period ? [period] : [], counterparty: lender?.phrase });
  },
  unused(f, p) {
    const lender = p.counterparty?.split(/\s+/) ?? [];
    // "what's left on": the words that asked for the balance are used by asking it.
    return f.unknown.filter((word) => !ASKS_BALANCE.test(word) && !lender.includes(word));
  },
  understood: (_f, p) => `the balance of the loan${p.counterparty ? ` from ${p.counterparty}` : ""}${p.property ? ` on ${p.property.address}` : ""}`,
  write(p, results) {
    const rows = (resultOf(results, "transactions")?.rows ?? []).filter((row) => STATED.test(row.description) && (!p.counterparty || new RegExp(`\\b${escapeRegExp(p.counterparty)}\\b`, "i").test(row.description)));
    const latest = new Map<string, TransactionLine>();
    for (const row of [...rows].sort((a, b) => b.date.localeCompare(a.date))) if (!latest.has(loanKey(row.description))) latest.set(loanKey(row.description), row);
    // The lender as its lines write it, which the quoted line shows; the question's words of it may be fewer ("the Fall Line loan").
    const where = p.property ? ` on ${p.property.address}` : "";
    if (latest.size === 0) return `No loan payment${where} on record states the balance left after it, so the books do not give the balance.`;
    const lines = [...latest.values()].map((row) => `${dollars(STATED.exec(row.description)![1]!.replace(/[$,]/g, ""))} left after the payment of ${longDate(row.date)}, as its line states ("${row.description}"${row.property ? `, ${row.property}` : ""}).`);
    return lines.length === 1 ? `The loan balance${where}: ${lines[0]}` : `The loans' balances, each as its latest payment's line states it:\n${lines.map((line, i) => `${i + 1}. ${line}`).join("\n")}`;
  },
};
