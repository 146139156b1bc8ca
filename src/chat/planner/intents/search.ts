import { DOCUMENT_KINDS, FIELD_WORDS, MEMBER_PAYOUTS, QUESTION_SHAPE_WORDS, UNRECORDED_MEASURES, wordsMatcher } from "../../language/lexicon";
import { searchQuery, STOP } from "../../language/words";
import { holds, MATCH, type Frame } from "../frame";
import { longDate } from "../../format";
import type { ToolData } from "../../tools";
import { call, planOf, resultOf, resultsOf, type Intent, type Plan, type PlanContext } from "../intent";
import { keyTerms, rankPassages, type Answering } from "../passages";
import type { Passage, SearchData } from "../../tools/documents";
import { findProperties, unitTenantSaid, wordsOfProperty } from "../properties";
import { asksTenantsOf } from "./property";
import { escapeRegExp } from "../../../domain/regexp";
import { toldOf, withoutAsides } from "../../language/asides";

const SHAPE_WORDS = new Set(QUESTION_SHAPE_WORDS);

/** Plain words for a home, which say which home, not what a passage holds. */
const A_HOME = ["house", "home", "place", "property", "unit", "rental"];

/** Passages read for a document question: the answering sentence is chosen among them. */
const SEARCH_PASSAGES = 6;

/** A policy that is a rule of the house: what it is about, then "policy". */
const RULE_POLICY = /\b(?:pets?|animals?|smoking|vaping|parking|guests?|visitors?|cancell?ation|refunds?|noise|quiet hours?|occupancy|party|parties|trash|check-?in|check-?out|subletting|sublet)\s+polic(?:y|ies)\b/g;

/**
 * The document group or type a question names ("the operating agreement", "our insurance"), if any.
 * A group named beside one of its types is the group: "formation docs? articles, operating agreement etc"
 * asks for every formation paper, the agreement among them.
 */
export function documentKindOf(question: string): string | undefined {
  // "the pet policy", "our cancellation policy": a house rule, written in a lease or the rules, not an insurance policy.
  const text = question.replace(RULE_POLICY, " ");
  const named = DOCUMENT_KINDS.filter(([, words]) => words.some((word) => new RegExp(`(?<![a-z])${escapeRegExp(word)}(?![a-z])`).test(text))).map(([kind]) => kind);
  return named.find((kind) => !named.some((group) => kind.startsWith(`${group}:`)));
}

/** A search of the documents for the question, within the property it names and the papers it names. */
export function searchCall(f: Frame, property = f.property) {
  const docType = documentKindOf(f.text);
  return call("search_document_content", {
    // The question as read: abbreviations written out, and the company's own name (in every paper) left out.
    query: searchQuery(f.text.replace(/\bthe company\b/g, " ").replace(/\s+/g, " ")),
    top_k: SEARCH_PASSAGES,
    ...(docType && docType !== "tax" ? { doc_type: docType } : {}),
    ...(property ? { property: property.id } : {}),
  });
}

const quoted = (words: string[]) => words.map((w) => `"${w}"`).join(", ");

/**
 * "How much did the storm damage cost us": a payment made is a record of the books, not a passage;
 * "how much does gutter cleaning cost" asks a price a paper may state.
 */
/** "how much did we distribute last year": what happened in a period is a record of the books, which no passage answers. */
/** "how much did helena take out in distributions last year": whoever did it, unless it is a paper that said something. */
const PAST_EVENT = /\bhow (much|many)\b[^?]*\b(?:(?:did|have|has|had)\s+(?:we|the company|i|(?!(?:the|our|that|this|it)\b)[a-z]+)|(?:was|were|has been|have been|got)\s+[a-z]+ed)\b(?![^?]*\b(?:say|says|said|state|states|stated|mention|mentions|mentioned|specify|specifies|specified|allow|allows|allowed|require|requires|required)\b)/;
/** "distributions to Bradley ytd": what was paid out to members in a period, which the papers only set terms for. */
const PAYOUTS = wordsMatcher(MEMBER_PAYOUTS);
const PAST_PAYMENT = /\b(did|have|has|had|was|were)\b[^?]*\b(pay|paid|spend|spent|cost|charge|charged|owe|owed|collect|collected|earn|earned|gross|grossed|bring in|brought in|take in|took in)\b|\b(paid|spent|charged)\b/;

/** How many passages an answer quotes. */
const QUOTED = 2;

const merged = new WeakMap<ToolData[], SearchData>();
/** The passages of every search a plan made (a question of two asks searches each), each passage once. */
export function passagesOf(results: ToolData[]): SearchData | undefined {
  const all = resultsOf(results, "passages");
  if (all.length <= 1) return all[0];
  const known = merged.get(results);
  if (known) return known;
  const read = all.filter((data) => !data.error);
  const seen = new Set<string>();
  const passages = read.flatMap((data) => data.passages).filter((p) => {
    const key = `${p.document_title}\n${p.heading ?? ""}\n${p.text}`;
    return !seen.has(key) && seen.add(key) !== undefined;
  });
  const data = read[0] ? { ...read[0], passages } : all[0]!;
  merged.set(results, data);
  return data;
}

/** Phrases of a figure no record holds ("going for", "credit score"). */
const MEASURE_PHRASES = new Set(UNRECORDED_MEASURES.filter((measure) => /\s/.test(measure)));

/** The parts of a question of two or three joined by "and", "+" or "plus"; none for a question of one. */
function partsOf(asked: string): string[] {
  const parts = asked.split(/\s+(?:\+|&|and|plus)\s+/).filter((part) => part.trim().length > 0);
  return parts.length < 2 || parts.length > 3 ? [] : parts;
}

/** "policy number", "permit number": a field a paper writes under its name ("Policy number: DP3-5520-8841"). */
const FIELD = new RegExp(`\\b([a-z]+)\\s+(?:${FIELD_WORDS.join("|")})\\b`, "g");
const fieldsIn = (part: string): string[] => [...part.matchAll(FIELD)].filter((m) => !STOP.has(m[1]!)).map((m) => m[0]);
const writes = (p: Passage, field: string): boolean => p.text.toLowerCase().replace(/\s+/g, " ").includes(field);

/** The best passage for each part of a question of two joined by "and", "+" or "plus", or none unless every part has one: the one that writes a field the part asks, if any does. */
function eachPart(asked: string, passages: Passage[], nouns: string[], home = ""): Answering[] {
  const parts = partsOf(asked);
  if (parts.length === 0) return [];
  const best = parts.map((part) => {
    const answers = rankPassages(part, passages, [], nouns.filter((noun) => part.includes(noun)), home).answering;
    return answers.find((a) => fieldsIn(part).every((field) => writes(a.passage, field))) ?? answers[0];
  });
  if (best.some((answer) => answer === undefined)) return [];
  return (best as Answering[]).filter((answer, i) => best.findIndex((other) => other?.passage === answer.passage) === i);
}

/** The passages read once per answer: choosing the source and writing the answer both need them. */
const readOnce = new WeakMap<Passage[], { asked: string; plan: Plan; read: { ranked: ReturnType<typeof rankPassages>; answering: Answering[] } }>();

function readPassages(p: Plan, passages: Passage[], said: string) {
  // "I know Ilse has a piece and so does her brother": what the asker tells is no word a passage must hold.
  const asked = withoutAsides(said, toldOf(said)).replace(/\s+/g, " ").trim();
  const known = readOnce.get(passages);
  if (known && known.asked === asked && known.plan === p) return known.read;
  // Searched among one home's papers: that home's words name the papers, not a passage; so do the
  // plain words for a home that named it ("the deposit on the sycamore house").
  const home = p.property && p.calls.some((c) => c.tool === "search_document_content" && c.args.property === p.property!.id) ? [...wordsOfProperty(p.property), ...A_HOME].join(" ") : "";
  const ranked = rankPassages(asked, passages, p.unused ?? [], p.nouns ?? [], home);
  // "who's the managing member + the partnership rep": two questions, each answered by its own passage.
  // "policy number on the cottage policy + the annual premium": the passages that answer the whole may
  // not write a field a part asks (the premium's section has no policy number); then each part's own passage.
  const quoted = ranked.answering.slice(0, QUOTED).map((answer) => answer.passage);
  const fieldLeft = partsOf(asked).some((part) => fieldsIn(part).some((field) => !quoted.some((passage) => writes(passage, field))));
  // "the dwelling coverage limit and the deductible": a part none of the quoted passages answers has its own.
  const partLeft = !fieldLeft && quoted.length > 0 && partsOf(asked).some((part) => rankPassages(part, quoted, [], (p.nouns ?? []).filter((noun) => part.includes(noun)), home).answering.length === 0);
  const each = p.unused?.length || (quoted.length > 0 && !fieldLeft && !partLeft) ? [] : eachPart(asked, passages, p.nouns ?? [], home);
  const answering = each.length > 0 ? each : ranked.answering;
  const read = { ranked, answering };
  readOnce.set(passages, { asked, plan: p, read });
  return read;
}

/**
 * A word of the question that one or two deadlines' descriptions hold and few others do, such as a
 * tenant's name ("when does tobias wren's lease end"): where the papers do not answer, those deadlines may.
 */
const HIS = /\b(?:he|she|his|her|him|hers|they|their|them)\b/;
/** "when does her lease end", "when's it up", "what date does it expire": when something ends. */
/** "start and end dates on her lease", "when did the term begin": a start no deadline states, which the paper does. */
const ASKS_START = /\b(?:start|starts|started|starting|begin|begins|began|beginning|commence|commences|commenced|commencement)\b/;
const ASKS_END = /^\s*(?:(?:and|ok|okay|so|but|then|also|hey|hi)[,\s]+)*(?:when(?:'?s)?\b|what\s+(?:date|day)\b)[^?]*\b(?:end|ends|ending|expire|expires|expiring|up|over|terminate|terminates|run out|runs out)\b|\b(?:end|expiration|expiry|termination)\s+date\b/;
/** A deadline that states when something ends: "(lease ends August 31, 2027)", "permit expires". */
const END_STATED = /\b(?:ends|expires|expiration|expiry|terminates)\b/i;

function rareDeadlineWord(f: Pick<Frame, "obligationWords"> & Partial<Pick<Frame, "counterparty" | "text">>, c: PlanContext): string | undefined {
  const texts = c.vocabulary.obligationTexts;
  if (texts.length === 0) return undefined;
  // "smoky ridge": a word of a name the ledger holds whole names no deadline that lacks the whole ("Blue Ridge"),
  // whether the name was read whole or by its first word, with the word beside it in the question.
  const whole = f.counterparty && f.counterparty.words.length > 1 ? f.counterparty : undefined;
  const pairs = (word: string) => {
    const m = new RegExp(`(?:\\b([a-z]+)\\s+)?\\b${escapeRegExp(word)}\\b(?:\\s+([a-z]+)\\b)?`).exec(f.text ?? "");
    return [m?.[1] ? `${m[1]} ${word}` : undefined, m?.[2] ? `${word} ${m[2]}` : undefined].filter((pair): pair is string => pair !== undefined);
  };
  const ledgerName = (pair: string) => c.vocabulary.descriptions.some((d) => d.text.includes(pair)) && !texts.some((text) => text.includes(pair));
  const ofName = (word: string) => (whole !== undefined && whole.words.includes(word) && !texts.some((text) => text.includes(whole.phrase))) || pairs(word).some(ledgerName);
  const counted = f.obligationWords
    .filter((word) => !ofName(word))
    // A word of the papers or of deadlines in general ("lease", "renewal") names no one deadline.
    .filter((word) => !holds({ text: word }, MATCH.document) && !holds({ text: word }, MATCH.deadline))
    .map((word) => c.vocabulary.obligations.closest(word) ?? word)
    // The same deadline of each year ("Whitacre lease renewal ... July 31, 2026", "... 2027") is one.
    .map((word) => ({ word, n: new Set(texts.filter((text) => new RegExp(`\\b${escapeRegExp(word)}\\b`).test(text)).map((text) => text.replace(/\d+/g, "#"))).size }))
    .filter(({ n }) => n > 0 && n <= 2 && (texts.length <= 3 || n <= texts.length / 4));
  return counted.sort((a, b) => a.n - b.n)[0]?.word;
}

/** Words that ask a date or a deadline, which a deadline on record may answer. */
const DATE_ASKED = /\b(?:when|whens|when's|date|dates|day|due|deadline|deadlines|expire|expires|expiring|expiration|end|ends|ending|renew|renews|renewal|run out|runs out|up|until|through|thru|notice|how long|term)\b/;

/** The deadlines a search also read, as the answer, when the papers hold none and the question asks nothing they cannot give. */
function deadlinesAnswer(p: Plan, results: ToolData[], question: string): string | undefined {
  const found = resultOf(results, "obligations");
  const data = passagesOf(results);
  // "what's the late charge in the bakery's lease": a term asked, which no deadline's date answers.
  if (!found || found.items.length === 0 || !data || data.error || p.unused?.length || p.focus === "past" || !DATE_ASKED.test(p.text ?? question.toLowerCase())) return undefined;
  // "when does brianna's lease end": a deadline that states the end ("lease ends August 31") answers it before the papers.
  const stated = p.focus === "deadline-end" ? found.items.filter((o) => END_STATED.test(o.description)) : [];
  if (p.focus !== "deadline-first" && stated.length === 0 && readPassages(p, data.passages, p.text ?? question.toLowerCase()).answering.length > 0) return undefined;
  const lines = (stated.length > 0 ? stated : found.items).map((o) => `- ${longDate(o.due_date)}: ${o.description}${o.property ? ` (${o.property})` : ""}, ${o.status.replace(/_/g, " ")}`);
  const name = String(p.calls.find((c) => c.args.entity === "obligations")?.args.text);
  return stated.length > 0 ? `As the deadlines on record that name "${name}" state it:\n${lines.join("\n")}` : `The documents do not state it; the deadlines on record that name "${name}" do:\n${lines.join("\n")}`;
}

/** A possessor, with the word before it: "marisol's lease", "the hoa's rules", "brianna kowalczyk's lease". */
const OWNER = /\b(?:([a-z][a-z-]+)\s+)?(?!(?:what|whats|that|it|who|where|there|here|how|when|why|he|she|let)'s\b)([a-z][a-z-]+)'s\b/;

/** The possessor a text names: its whole name when the word before is a name too ("brianna kowalczyk"), not a small word ("in", "the"). */
function ownerOf(text: string): string | undefined {
  const m = OWNER.exec(text);
  if (!m) return undefined;
  return m[1] && !STOP.has(m[1]) ? `${m[1]} ${m[2]}` : m[2];
}

/** The earlier question with its possessor replaced by the one a follow-up names ("brianna kowalczyk's lease" to "marisol's lease"), if both name one. */
function ownerSwapped(asked: string, text: string): string | undefined {
  const earlier = asked.toLowerCase();
  const [was, now] = [ownerOf(earlier), ownerOf(text)];
  return was && now && was !== now ? earlier.replace(`${was}'s`, `${now}'s`) : undefined;
}

/** "how many of the park residents have dogs", "how many of our tenants own cars": a count of people by what they have or do, which no paper or record keeps. */
const COUNT_OF_THEM = /\bhow\s+many\s+of\s+(?:the|our|my|their)\s+(?:[a-z'-]+\s+){0,2}?(?:residents?|tenants?|renters?|guests?|students?|members?|neighbou?rs?|families|people|occupants?)\s+(?:have|has|own|owns|keep|keeps|are|were|use|uses|drive|drives|work|works|smoke|smokes)\b/;

/** What the documents say: everything no other intent took, and where a plan fell back for a word it could not use. */
export const search: Intent = {
  name: "search",
  recognise: () => true,
  plan: (f, c) => {
    // "when is his lease up" after a question of one tenant: his name, which a deadline may hold.
    const carried = HIS.test(f.text) && c.previous?.person ? rareDeadlineWord({ ...f, obligationWords: c.previous.person.toLowerCase().match(/[a-z]{3,}/g) ?? [] }, c) : undefined;
    // "when is the lease for unit A at larkspur up": the unit's tenant, whom a deadline may name.
    const named = rareDeadlineWord(f, c) ?? carried ?? unitTenantSaid(f.text, f.property ? [f.property] : c.properties)?.name.toLowerCase();
    const deadlines = named ? [call("query_database", { entity: "obligations", text: named, limit: 5 })] : [];
    // "when ...": a date a deadline of that person states comes before a passage of the papers in general.
    // "and when does his lease actually end?": the same, after the words that join a follow-up on.
    const dated = carried && /^\s*(?:(?:and|ok|okay|so|but|then|also)\s+)*when\b/.test(f.text) ? { focus: "deadline-first" } : named && ASKS_END.test(f.text) && !ASKS_START.test(f.text) ? { focus: "deadline-end" } : {};
    // "the management fee, and how much can it spend on a repair": each ask searched on its own words too, so each part's passage is read.
    const parts = partsOf(f.text).filter((part) => keyTerms(part).length > 0);
    // "how much of a deposit did they put down?" after who rents the Chippewa Falls house: the papers of their home.
    const home = f.property ?? (f.named.length === 0 && c.previous?.person && HIS.test(f.text) ? c.previousProperty : undefined);
    const searches = parts.length > 1 ? [searchCall(f, home), ...parts.map((part) => searchCall({ ...f, text: part.trim() }, home))] : [searchCall(f, home)];
    return planOf("search", f, home, { calls: [...searches, ...deadlines], confident: false, text: f.text, ...((PAST_EVENT.test(f.text) || PAYOUTS.test(f.text)) && f.periods.length > 0 ? { focus: "past" } : dated) });
  },
  // "what will each member's K-1 show": a forecast, which no paper or record states, whatever passage shares its words.
  // "what's tillable ground going for per acre", "the credit score": a phrase of a figure no record holds, which a passage
  // sharing the other words does not state ("what vote is needed to sell" asks an act the papers govern).
  unused: (f) => f.unknown.filter((word) => word === "a forecast" || MEASURE_PHRASES.has(word)),
  understood: () => "the documents",
  followUp(f, previous, c) {
    const asked = previous.args?.query;
    // "whats her late fee" after a question of Marisol's lease: a term of the same papers, though "late fee" is a category too.
    const person = f.anaphora !== undefined && /^(her|his|she|he|him)$/.test(f.anaphora);
    // "and the late fee?" after a question of a lease: a bare thing named next, another term of the same
    // papers, unless it asks what was paid or received ("and the late fees we collected?").
    // "whats the late fee in it" after a question of a lease: a term of the same papers.
    const aboutIt = f.anaphora !== undefined && /^(it|its|that|this)$/.test(f.anaphora) && f.periods.length === 0 && !holds(f, MATCH.revenue) && !holds(f, MATCH.expense) && !holds(f, MATCH.net) && !/\b(?:did|have|has|had)\s+(?:we|they|he|she)\b/.test(f.text);
    // "and what do they charge per turnover clean?" after a question of an agreement: a standing term
    // ("do they charge"), which the same papers state, not what was paid ("did they charge").
    // "... per cleaning this year": the term as it stands now, the period holding today.
    const now = f.periods.length === 0 || (f.periods.length === 1 && f.periods[0]!.start <= c.today && c.today <= f.periods[0]!.end);
    const standing = f.anaphora !== undefined && /^(they|them|their|it|its|he|she|her|his)$/.test(f.anaphora) && /\b(?:do|does)\s+(?:they|it|he|she)\b/.test(f.text) && !/\b(?:did|have|has|had)\b/.test(f.text) && now;
    // "whats their leasing fee" after a question of an agreement: a term the same papers set, not what was paid.
    const theirTerm = f.anaphora !== undefined && /^(their|its|his|her)$/.test(f.anaphora) && /\b(?:fee|fees|rate|commission|percentage|percent|cut|charge|markup|limit|deposit)\b/.test(f.text) && f.periods.length === 0 && !/\b(?:did|have|has|had|paid|pay|spent|spend|total|so far)\b/.test(f.text);
    const bare = f.elliptical && !f.property && f.periods.length === 0 && !holds(f, MATCH.revenue) && !holds(f, MATCH.expense) && !holds(f, MATCH.net) && SAME_OF.test(f.text);
    // A word no record holds is what a bare "and the security deposit?" asks of the same papers.
    // "and what's the late fee if she pays late?": a name of the ledger made of the term's own words ("late") names nothing else.
    const ofTheTerm = person && f.counterparty !== undefined && f.counterparty.words.every((word) => f.phrases.some((phrase) => phrase.split(/\s+/).includes(word)));
    if (previous.intent !== "search" || typeof asked !== "string" || (f.unknown.length > 0 && !bare && !standing) || (f.categories.length > 0 && !person && !bare && !aboutIt && !standing && !theirTerm) || (f.counterparty && !bare && !standing && !ofTheTerm && !theirTerm && !holds({ text: f.counterparty.phrase }, MATCH.document)) || (f.periods.length > 0 && !standing)) return null;
    // "and what's he paying a month?" after a question of his lease: the rent on the record, not another passage.
    // Not what the papers' party charges for a service to tenants ("and what do they charge for placing a new tenant?").
    if (asksTenantsOf(f) && !(standing && /\b(?:charge|charges|fee|fees)\b/.test(f.text))) return null;
    // "what about the sycamore one?" after a question of the papers: the same question of another property's papers.
    if (f.elliptical && f.property) {
      // The other property's papers are searched (the property filters them), for the same words.
      const text = findProperties(asked.toLowerCase(), c.properties).rest.replace(/\s+/g, " ").trim();
      return { ...search.plan({ ...f, question: text, text }, c), followUp: true };
    }
    // "how much is the renewal fee on it?": a new question of the same papers (the previous property's, and its words to find them).
    if (((f.anaphora && /^(it|its|that|this|there|them|they|their|her|his|she|he|him)$/.test(f.anaphora)) || bare) && !f.property) {
      const property = c.properties.find((row) => row.id === previous.args?.property);
      const plan = search.plan({ ...f, property }, c);
      const first = plan.calls[0]!;
      // "what about in marisol's lease" after the late fee in Brianna's: the same question of her papers.
      const swapped = ownerSwapped(asked, f.text);
      const query = swapped ?? `${String(first.args.query)} ${asked}`;
      // "how much did each of them put in originally": no word of its own a paper could hold, so the passage is chosen on the earlier question's.
      const text = swapped ?? (keyTerms(f.text).length === 0 ? `${f.text} ${asked.toLowerCase()}` : undefined);
      // "and the liability limit?" after the deductible of a policy: the same kind of papers, unless it names another.
      const kind = first.args.doc_type === undefined && typeof previous.args?.doc_type === "string" ? { doc_type: previous.args.doc_type } : {};
      return { ...plan, calls: [{ ...first, args: { ...first.args, ...kind, query: query.slice(0, 500) } }], followUp: true, ...(text ? { text } : {}) };
    }
    return null;
  },
  answeredBy(p, results, question) {
    const at = results.findIndex((r) => r.entity === "obligations");
    if (at < 0) return undefined;
    return deadlinesAnswer(p, results, question) ? at : results.findIndex((r) => r.entity === "passages");
  },
  write(p, results, question) {
    const data = passagesOf(results);
    if (!data) return "The documents could not be searched.";
    if (data.error) return data.error;
    const deadlines = deadlinesAnswer(p, results, question);
    if (deadlines) return deadlines;
    const asked = p.text ?? question.toLowerCase();
    const paymentAsked = p.asked === "transactions" && PAST_PAYMENT.test(asked);
    const { ranked, answering } = readPassages(p, data.passages, asked);
    const { closest } = ranked;
    if (p.focus === "advice") {
      const near = closest ? ` The closest paper on file is "${closest.document_title}".` : "";
      return `I couldn't answer that from the records: what the law requires, what you should do or what would happen (${quoted(p.unused ?? [])}) is a question for your attorney or tax adviser, and no record states it.${near}`;
    }
    if (p.focus === "past" && !p.unused?.length) return "I couldn't answer that from the records: it asks what was done in a period, nothing in the transactions or deadlines I can read covers it, and the documents state terms, not what was done.";
    if (COUNT_OF_THEM.test(asked)) return "I couldn't answer that from the records: it asks how many of the people there have or do something, which no record counts, and the documents state terms, not who does what.";
    if (answering.length === 0 || paymentAsked) {
      const near = closest ? ` The closest passage is in "${closest.document_title}"${closest.heading ? ` (${closest.heading})` : ""}, but it does not hold the answer.` : "";
      if (p.unused?.length) {
        return `I couldn't answer that from the records: nothing in the transactions, deadlines, property records or documents covers ${quoted(p.unused)}.${near}${p.understood ? ` I did understand ${p.understood}; ask about that without ${quoted(p.unused)} and I can answer it.` : ""}`;
      }
      return `The documents do not seem to answer that.${near}`;
    }
    const quotes = answering.slice(0, QUOTED).map(({ passage, quote }) => `From "${passage.document_title}"${passage.heading ? ` (${passage.heading})` : ""}${passage.page ? `, page ${passage.page}` : ""}: "${quote}"`);
    return `Here is what the documents say:\n${quotes.join("\n")}`;
  },
};

/** "and ...", "what about ...", "same question for ...": the question before, asked of what follows. */
const SAME_OF = /^(?:(?:ok|okay|so|now|then|oh)[,\s]+)?(?:and|what about|how about|(?:the\s+)?same(?:\s+(?:question|q|thing))?(?:\s+but)?\s+(?:for|about)|ditto for|likewise for)\b/;

/** The plan of a question whose words the chosen intent could not all use: the documents may still answer it. */
export function fallBackToDocuments(f: Frame, decided: Plan, unused: string[], understood: string): Plan {
  // "what happens to late fees brightwell collects": a word that only shapes the ask is no word a passage
  // must hold, when the question names its thing otherwise ("how much did we pay the state": the state is the payee).
  const named = f.categories.length > 0 || f.counterparty !== undefined;
  const heart = named ? unused.filter((word) => !SHAPE_WORDS.has(word)) : unused;
  return { ...decided, intent: "search", calls: [searchCall(f, decided.property)], periods: [], confident: false, unused: heart, understood, asked: decided.intent, text: f.text };
}
