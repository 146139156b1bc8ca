import { escapeRegExp } from "../../../domain/regexp";
import { stateNamedIn, stateWithName } from "../../../domain/us-states";
import { COMPANY_FACTS, DEADLINE_KINDS, wordsMatcher } from "../../language/lexicon";
import { letterWords, stem } from "../../language/words";
import { longDate, MONTHS } from "../../format";
import { holds, MATCH, shapeWord, type Frame } from "../frame";
import type { ToolData } from "../../tools";
import { call, planOf, resultOf, type Intent, type PlanContext } from "../intent";
import { detailKeyWords } from "../../tools/details";
import { asksMoney } from "./transactions";

/** Facts that identify a company: another company's are only in a paper that states them. */
const IDENTIFIERS = new Set(["ein", "filing_number", "registered_agent"]);

const FACTS = COMPANY_FACTS.map(([focus, words, hints]) => ({ focus, words: wordsMatcher(words), hints: hints.length ? wordsMatcher(hints) : undefined }));

/** Facts whose hints ("address", "state", "name") in a second part are as likely that part's of the first ("the registered agent, and at what address"). */
const PART_OF_ANOTHER = new Set(["mailing_address", "state", "legal_name"]);

/**
 * The facts of the profile a question asks for, by their own words ("the SOS id + the date we were
 * formed" asks two, joined by "+"), else the first a hint names once it is about the company.
 */
export function companyFocusOf(f: Frame): string | undefined {
  // In the question's order: "when did we form ... and who is our agent" answers the date first.
  const named = FACTS.map((fact) => ({ focus: fact.focus, at: fact.words.exec(f.text)?.index ?? -1 }))
    .filter((fact) => fact.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((fact) => fact.focus);
  if (named.length === 0) return FACTS.find((fact) => fact.hints?.test(f.text))?.focus;
  // "when was the company formed, and what's our LARA ID number?": a part joined by "and" that no fact's
  // own words name asks the fact its hint names.
  const parts = f.text.split(/,?\s+(?:and|&|\+|plus)\s+/).slice(1);
  const hinted = parts.filter((part) => !FACTS.some((fact) => fact.words.test(part))).map((part) => FACTS.find((fact) => !PART_OF_ANOTHER.has(fact.focus) && fact.hints?.test(part))?.focus);
  return [...new Set([...named, ...hinted.filter((focus): focus is string => focus !== undefined)])].join("+");
}

/** "12-31" (MM-DD) as "December 31". */
function fiscalYearEnd(monthDay: string): string {
  const [month, day] = monthDay.split("-").map(Number);
  const name = month ? MONTHS[month - 1] : undefined;
  return name && day ? `${name} ${day}` : monthDay;
}

type Profile = NonNullable<Extract<ToolData, { entity: "company" }>["profile"]>;

/** One fact of the profile, in a sentence. */
function factOf(profile: Profile, focus: string | undefined): string {
  const name = profile.legal_name;
  const formed = profile.formation_date ? longDate(profile.formation_date) : "an unrecorded date";
  // "Oregon (OR)": the state by its name, and the code the record keeps.
  const state = profile.state_of_formation ? stateWithName(profile.state_of_formation) : undefined;
  switch (focus) {
    case "ein":
      return profile.ein ? `The EIN of ${name} is ${profile.ein}.` : `No EIN is recorded for ${name}.`;
    case "registered_agent":
      return profile.registered_agent ? `The registered agent of ${name} is ${profile.registered_agent.name}${profile.registered_agent.address ? `, ${profile.registered_agent.address}` : ""}.` : "No registered agent is recorded.";
    case "formation":
      return `${name} was formed on ${formed}${state ? ` in ${state}` : ""}.`;
    case "state":
      return `${name} was formed in ${state ?? "an unrecorded state"} on ${formed}${profile.state_filing_number ? ` (state filing number ${profile.state_filing_number})` : ""}.`;
    case "mailing_address":
      return `The mailing address of ${name} is ${profile.mailing_address ?? "not recorded"}.`;
    case "fiscal_year":
      return `The fiscal year of ${name} ends on ${fiscalYearEnd(profile.fiscal_year_end)}.`;
    case "filing_number":
      return `The state filing number (entity id) of ${name}${state ? ` in ${state}` : ""} is ${profile.state_filing_number ?? "not recorded"}.`;
    case "entity_type":
      return `${name} is ${profile.entity_type ? `a ${profile.entity_type}` : "of an unrecorded entity type"}, formed in ${state ?? "an unrecorded state"}.`;
    case "legal_name":
      return `The company's legal name is ${name}.`;
    default:
      return `${name}${profile.entity_type ? ` (${profile.entity_type})` : ""}: formed in ${state ?? "an unrecorded state"} on ${formed}; EIN ${profile.ein ?? "not recorded"}; state filing number ${profile.state_filing_number ?? "not recorded"}; registered agent ${profile.registered_agent?.name ?? "not recorded"}; mailing address ${profile.mailing_address ?? "not recorded"}; fiscal year ends ${fiscalYearEnd(profile.fiscal_year_end)}.`;
  }
}

/** A detail the company's record states, by its key ("members"). */
function detailOf(profile: Profile, key: string): string {
  const detail = profile.details.find((one) => one.key === key);
  return detail ? `The company record of ${profile.legal_name} states its ${keyWordsOf(key).join(" ")}: ${detail.value}.` : `The company record states no ${keyWordsOf(key).join(" ")}.`;
}

/** Where a state keeps its register of companies, as the ledger writes the fees paid there. */
const REGISTRY = wordsMatcher(["secretary of state", "department of state", "division of corporations", "corporations division", "corporation commission", "business registry", ...(DEADLINE_KINDS.find(([kind]) => kind === "compliance:periodic_report")?.[1] ?? [])]);
/** "with the Wisconsin Department of Financial Institutions": the state office a filing number is kept by, said in the question. */
const OFFICE_SAID = /\b(?:department|division|office|bureau|secretary)\s+of\s+(?:[a-z]+\s+){0,2}?(?:state|institutions|corporations|commerce|licensing|affairs|agencies)\b|\b(?:corporation|corporations|state corporation)\s+commissions?\b/g;

/** Whether some lines name a thing and every one of them is of the state's register. */
const allOfRegister = (lines: string[]): boolean => lines.length > 0 && lines.every((text) => REGISTRY.test(text));

/** Whether every line of the ledger that names `phrase` is a fee of the state's register ("Florida Department of State - Sunbiz annual report"). */
const registryOf = (phrase: string, c: PlanContext): boolean => allOfRegister(c.vocabulary.descriptions.map((d) => d.text).filter((text) => text.includes(phrase)));

/** Whether every deadline that names `word` is a filing with the state's register ("Wisconsin DFI annual report"): the register's own name. */
const registerOfDeadlines = (word: string, c: PlanContext): boolean => {
  const named = new RegExp(`\\b${escapeRegExp(word)}\\b`);
  return allOfRegister(c.vocabulary.obligationTexts.filter((text) => named.test(text)));
};

/** A text without the words of the profile's facts: "document number" (Florida's filing number) asks no paper. */
const FACTS_SAID = FACTS.map((fact) => new RegExp(fact.words.source, "g"));
const withoutFacts = (text: string): string => FACTS_SAID.reduce((rest, said) => rest.replace(said, " "), text);

/** Words of a record's key that say how it is kept, not what it is ("lara_id": the LARA's). */
const KEY_FORM = new Set(["id", "no", "num", "number", "note", "notes", "info", "text", "value", "list"]);
/** The words a detail of the company's record is asked by: its key's ("members", "lara"). */
const keyWordsOf = (key: string): string[] => detailKeyWords(key).filter((word) => !KEY_FORM.has(word));
/** Words that may stand between a word of asking and the thing asked ("who all are the members", "what's our LARA id"). */
const BETWEEN = new Set(["are", "is", "were", "was", "all", "the", "our", "my", "its", "their", "current", "currently", "listed", "named", "company's", "llc's", "exactly", "of", "them", "these", "those"]);
const ASKING_FOR = new Set(["who", "what", "whats", "what's", "which", "list", "name", "names"]);
/** Words after a thing asked that end its phrase ("the members of the LLC", "the manager and ..."). */
const ENDS_ASKED = new Set(["of", "in", "for", "and", "or", "on", "at", "with", "under", "listed", "named", "now", "currently", "right", "again", "please", "pls", "is", "are", "was", "were", "and", "&", "each", "today"]);

/**
 * The details of the company's record a question asks for themselves ("who are the members of the LLC",
 * "what's our LARA id"): every word of its key said, the first right after a word of asking. Not a
 * question of what a paper says of it ("can a member sell his interest", "what happens if a member dies").
 */
export function companyDetailsAsked(f: Pick<Frame, "text">, c: PlanContext): { key: string; value: string }[] {
  // "who are the members under the operating agreement": what a paper says is the paper's to answer.
  if (/\b(?:agreement|agreements|lease|leases|policy|policies|contract|contracts|documents?|papers?|bylaws|articles|deed|minutes|resolution)\b/.test(f.text)) return [];
  const words = f.text.toLowerCase().match(/[a-z][a-z']*/g) ?? [];
  // The key's own words: a word of like meaning may be another thing ("interest" of a loan is no member).
  const said = (keyWord: string, word: string) => stem(keyWord) === stem(word);
  const firstAt = (keyWord: string) => words.findIndex((word) => said(keyWord, word));
  const asked = c.vocabulary.companyDetails
    .map((detail) => ({ detail, keyWords: keyWordsOf(detail.key) }))
    .filter(({ keyWords }) => keyWords.length > 0 && keyWords.every((keyWord) => firstAt(keyWord) >= 0))
    .filter(({ keyWords }) =>
      words.some((word, at) => {
        // The key ends what is asked: not a possessive ("the members' capital contributions") nor a word
        // before another noun ("the management company's duties").
        const last = at + keyWords.length - 1;
        if (!said(keyWords[0]!, word) || /'s?$/.test(words[last] ?? "") || !(words[last + 1] === undefined || ENDS_ASKED.has(words[last + 1]!))) return false;
        const before = words.slice(0, at);
        const opener = before.map((w, i) => (ASKING_FOR.has(w) ? i : -1)).filter((i) => i >= 0).pop();
        return opener !== undefined && before.slice(opener + 1).every((w) => BETWEEN.has(w));
      }),
    )
    .map(({ detail, keyWords }) => ({ detail, at: firstAt(keyWords[0]!) }));
  // "who are the members, and which of them is the manager": each, in the question's order.
  return asked.sort((a, b) => a.at - b.at).map(({ detail }) => detail);
}

/** "for the engagement letter", "for a W-9 form": the paper the answer is wanted for, said last. */
const WANTED_FOR = /\bfor\s+(?:the|a|an|our|my|their|his|her)\s+(?:[a-z0-9'-]+\s+){0,3}?(?:letter|form|application|header|paperwork|packet|return)s?\s*[.?!]*\s*$/;

/** Facts of the company profile: its EIN, state filing number, formation, registered agent, name. */
export const company: Intent = {
  name: "company",
  // "tell me about the company" is its profile; "what properties does the company own" is not.
  // "the full mailing address of the Durham unit": a home's address, not the company's.
  recognise: (given) => {
    // "the Corporation Commission", "the Department of State": the office named, no category of the books.
    const offices = given.text.match(OFFICE_SAID)?.join(" ") ?? "";
    const f = offices ? { ...given, text: given.text.replace(OFFICE_SAID, " "), categories: given.groups.filter((g) => !offices.includes(g.phrase)).flatMap((g) => g.categories) } : given;
    return (
      (FACTS.some((fact) => fact.words.test(given.text) && !(fact.focus === "mailing_address" && f.named.length > 0)) || (holds(given, MATCH.company) && ![MATCH.property, MATCH.deadline, MATCH.stays].some((m) => holds(f, m)) && !f.property)) &&
      // "Confirm the EIN ... for the engagement letter": a paper it is wanted for asks nothing of the papers.
      !holds({ text: withoutFacts(given.rest).replace(WANTED_FOR, " ") }, MATCH.document) &&
      !asksMoney(f)
    );
  },
  plan: (f) => planOf("company", f, undefined, { calls: [call("query_database", { entity: "company" })], focus: companyFocusOf(f) }),
  // A state's name ("our colorado secretary of state id") names the company's own filing, not a payee.
  // So does the state's registry, which the ledger pays for the company's filings ("from Sunbiz", "on the SOS site").
  unused(f, _p, c) {
    const state = new Set([...letterWords(stateNamedIn(f.text) ?? ""), ...[...f.text.matchAll(OFFICE_SAID)].flatMap((m) => letterWords(m[0]))]);
    // "our ACC entity number", "the SOS filing #": the initials of the office that keeps the number, written so.
    // Written in capitals, or before "entity number" in any case ("our acc entity number").
    const office = [...f.question.matchAll(/\b([A-Z]{2,5})\s+(?=(entity|filing|registration|control|charter|file|document|corporate|company|business|id|number|no\.?|#))/gi)].filter((m) => m[1] === m[1]!.toUpperCase() || /^(?:entity|filing|control|charter)$/i.test(m[2]!)).map((m) => m[1]!.toLowerCase());
    for (const word of office) state.add(word);
    const registry = [...f.counterparties.filter((one) => registryOf(one.phrase, c)).flatMap((one) => one.words), ...f.obligationWords.filter((word) => registerOfDeadlines(word, c))];
    // "our filing number with LARA": a word the company's own record keeps ("lara_id") names it, no payee.
    for (const detail of c.vocabulary.companyDetails) for (const word of keyWordsOf(detail.key)) state.add(word);
    // "... for the engagement letter": what it is wanted for.
    for (const word of letterWords(WANTED_FOR.exec(f.text)?.[0] ?? "")) state.add(word);
    return [...f.unknown, ...(f.counterparty?.words ?? []).filter((word) => !shapeWord(word)), ...f.obligationWords.filter((word) => !(f.counterparty?.words ?? []).includes(word))].filter((word) => !state.has(word) && !registry.includes(word));
  },
  // "what's Brightwell's EIN": a paper answers for another company's identifier only by stating it
  // ("how much capital did Corwin put in when we formed" asks no formation date).
  mustHold: (f, p) =>
    (p.focus ?? "")
      .split("+")
      .filter((focus) => IDENTIFIERS.has(focus))
      .flatMap((focus) => FACTS.find((fact) => fact.focus === focus)?.words.exec(f.text)?.[0] ?? [])
      .flatMap((words) => words.split(/\s+/)),
  understood: () => "the company profile",
  write(p, results) {
    const profile = resultOf(results, "company")?.profile;
    if (!profile) return "The company profile has not been set yet (PUT /api/v1/company).";
    return (p.focus ?? "")
      .split("+")
      .map((focus) => (focus.startsWith("detail:") ? detailOf(profile, focus.slice("detail:".length)) : factOf(profile, focus || undefined)))
      .join(" ");
  },
  followUp(f, previous, c) {
    // "and its EIN?", "what about the registered agent": another fact of the same profile.
    if (!(f.elliptical || f.anaphora) || f.unknown.length > 0 || f.periods.length > 0 || f.property) return null;
    // "whats his address on file" after the registered agent: the agent's, not the company's.
    if (previous.focus?.split("+").includes("registered_agent") && f.anaphora && /^(?:his|her|their|they|them|him|its)$/.test(f.anaphora) && /\b(?:address|located|where|office)\b/.test(f.text)) {
      return { ...company.plan(f, c), focus: "registered_agent", followUp: true };
    }
    const focus = companyFocusOf(f);
    return focus ? { ...company.plan(f, c), focus, followUp: true } : null;
  },
};
