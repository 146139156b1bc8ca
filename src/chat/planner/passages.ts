import { COMPOUND_TERMS, FIELD_WORDS, THE_COMPANY_ITSELF, HYPOTHETICAL_WORDS, OTHERS_FIGURES, PAPER_KINDS, STANDING_MEASURES, UNRECORDED_MEASURES } from "../language/lexicon";
import { namesOfRolesIn } from "../../domain/parties";
import { escapeRegExp } from "../../domain/regexp";
import { alikeStems, askingWord, porterStem, stem, STOP } from "../language/words";
import type { Passage } from "../tools/documents";
import { MONTH } from "./periods";

/**
 * Which passages answer a document question, and which of their sentences to quote: a passage
 * answers when it holds the question's key terms (or words of the same meaning), and the sentences
 * that hold the most of them are quoted, in their order.
 */

/** Each compound name and its forms, longest first, as one word no other word stems to: its initials and a digit ("ssn0"). */
const COMPOUNDS = COMPOUND_TERMS.flatMap(([name, ...forms]) => [name, ...forms].map((form) => ({ form, word: `${name.split(/\s+/).map((w) => w[0]).join("")}0` }))).sort((a, b) => b.form.length - a.form.length);
const COMPOUND = new RegExp(`(?<![a-z0-9])(?:${COMPOUNDS.map((c) => escapeRegExp(c.form).replace(/ /g, "\\s+")).join("|")})(?![a-z0-9])`, "g");
const compoundWord = new Map(COMPOUNDS.map((c) => [c.form, c.word]));

/** A text with each compound name written as one word, so its words alone match nothing else. */
const joinCompounds = (text: string): string => text.toLowerCase().replace(COMPOUND, (found) => compoundWord.get(found.replace(/\s+/g, " ")) ?? found);

/** The words of a question that can match a document: neither stop words nor too short. */
export function contentTerms(question: string): string[] {
  return joinCompounds(question).match(/[a-z0-9]+/g)?.filter((w) => !STOP.has(w) && w.length > 2) ?? [];
}

const UNRECORDED = new Set<string>(UNRECORDED_MEASURES);
const OTHERS = new Set<string>(OTHERS_FIGURES);
const HYPOTHETICAL = new RegExp(`\\b(?:${HYPOTHETICAL_WORDS.map(escapeRegExp).join("|")})\\b`);
/** "the remaining balance right now", "what's it worth today": the measure as it stands, not as a paper once stated it. */
const STANDING = new RegExp(`\\b(?:${STANDING_MEASURES.map(escapeRegExp).join("|")})\\b`);
const AS_IT_STANDS = /\b(?:now|today|currently|current|remaining|outstanding|left|still|at the moment|as of today|these days|after the (?:most recent|latest|last) payment)\b/;
const PAPER_NOUNS = new Set(PAPER_KINDS);

/** The two-word names of papers a question uses: a word that is no stop word before a paper's noun. */
function namedPapers(question: string): string[] {
  const words = question.toLowerCase().match(/[a-z0-9'-]+/g) ?? [];
  return words.flatMap((word, i) => (i > 0 && PAPER_NOUNS.has(word) && !STOP.has(words[i - 1]!) ? [`${words[i - 1]} ${word}`] : []));
}

/** A question of two asks joined ("the deductible and the premium", "total + warranty"). */
const TWO_ASKS = /\s(?:and|&|\+|plus)\s/;

/** A period said ("this year so far", "the yr before that", "ytd"), which says when, not what a passage holds ("how many years" is asked). */
const PERIOD_SAID = /\b(?:this|last|next|that|the|same|previous|prior|past)\s+(?:year|yr|month|quarter|week)s?\b|\bso far\b|\bytd\b|\byear to date\b/g;

/** The words of a question that a passage answering it must hold (as stems). */
export function keyTerms(question: string): string[] {
  return [...new Set(contentTerms(question.toLowerCase().replace(PERIOD_SAID, " ")).filter((w) => !askingWord(w)).map(stem))];
}

/** Words for the company itself ("the members of the LLC"), which every paper on file is of, as its title would say. */
const ITSELF = new Set(THE_COMPANY_ITSELF.flatMap(contentTerms).map(stem));

/** The stems of a text's words ("9%" holds "percent"). */
const stemsOf = (text: string) => new Set((joinCompounds(text).replace(/%/g, " percent ").match(/[a-z0-9]+/g) ?? []).map(stem));

/** Which of the key terms a text holds, itself or as a word of the same meaning. */
function termsIn(text: string, terms: string[]): Set<string> {
  const stems = stemsOf(text);
  return new Set(terms.filter((term) => stems.has(term) || alikeStems(term).some((alike) => stems.has(alike))));
}

/**
 * Whether a text holds every noun a question names, itself, in words of the same meaning, or as the
 * first part of a compound the paper writes ("wind" of "windstorm", "pool" of "poolside").
 */
function namedIn(text: string, named: string[]): boolean {
  const held = termsIn(text, named);
  if (held.size === named.length) return true;
  const words = joinCompounds(text).match(/[a-z]+/g) ?? [];
  return named.every((noun) => held.has(noun) || (noun.length >= 4 && words.some((word) => word.length > noun.length + 2 && word.startsWith(noun))));
}

/** A passage answers when it (with its title and heading) holds the key terms: all of three or fewer, then all but one of every three more. */
function answers(held: number, terms: number): boolean {
  return held >= terms - Math.floor((terms - 1) / 3);
}

/** What kind of answer a question asks for, which a sentence may hold: an amount of money, a date. */
type AnswerShape = { amount: boolean; date: boolean };
/** "how much was that", "what did it cost": money ("how much notice" asks a span, not money). */
const ASKS_AMOUNT = /\bhow much(?:'s|s)?(?:\s+(?:is|was|are|were|did|does|do|will|would|can|could|has|have|had)\b|\s*\??\s*$)|\bcost\b|\bcosts\b|\bprice\b|\bamount\b|\btotal\b/;
const ASKS_DATE = /\bwhen\b|\b(?:what|which)\s+(?:date|day)\b/;
const shapeOf = (question: string): AnswerShape => ({ amount: ASKS_AMOUNT.test(question), date: ASKS_DATE.test(question) });
const AMOUNT = /\$\s?\d/;
const DATE = new RegExp(`\\b${MONTH}\\.?\\s+\\d{1,2}\\b|\\b\\d{4}-\\d{2}-\\d{2}\\b`, "i");

/** A clause's number, label or both, which heads the sentence after it: "4.", "SEASON CAP.", "4. SEASON CAP.". */
const CLAUSE_LABEL = /^(?:\d{1,2}(?:\.\d{1,2})*\.|(?:\d{1,2}\.\s+)?[A-Z][A-Z0-9 &/'()-]{1,40}\.)$/;

/**
 * The sentences of a passage that hold the most of the key terms, in their original order. A term
 * counts for more the fewer sentences hold it: in a policy whose every line says "policy", the line
 * that says "deductible" answers "what is the deductible on the policy".
 */
function bestSentences(text: string, terms: string[], fields: string[] = [], max = 520, shape: AnswerShape = { amount: false, date: false }): { quote: string; score: number } {
  // Sentences end at . ! ?: a semicolon separates the items of one answer ("A, 50 percent; B, 30 percent").
  // A clause's number and label ("4.", "SEASON CAP.") are read with the sentence they head.
  // A table ends a sentence: "Deductibles: $5,000 per occurrence ..." below a table of limits is read on its own.
  const sentences = text
    .split(/(?<=\|)[ \t]*\n+(?=[ \t]*[^|\s])/)
    .map((block) => block.replace(/\s+/g, " ").trim())
    .filter((block) => block.length > 0)
    .flatMap((block) => block.split(/(?<=[.!?])\s+(?=[A-Z0-9#"(])/))
    .reduce<string[]>((out, sentence) => {
      const last = out.at(-1);
      if (last !== undefined && CLAUSE_LABEL.test(last)) out[out.length - 1] = `${last} ${sentence}`;
      else out.push(sentence);
      return out;
    }, []);
  const quoted = [...terms, ...fields.filter((field) => !terms.includes(field))];
  const held = sentences.map((s) => termsIn(s, quoted));
  const weight = new Map(quoted.map((term) => [term, 1 / Math.max(1, held.filter((h) => h.has(term)).length)]));
  // "how much was that?", "when was it paid?": a sentence that holds the amount (or date) asked is quoted too.
  const shaped = (s: string) => (shape.amount && AMOUNT.test(s) ? 1 : 0) + (shape.date && DATE.test(s) ? 1 : 0);
  const scored = sentences.map((s, i) => ({ s: s.trim(), i, count: [...held[i]!].filter((term) => terms.includes(term)).length, score: [...held[i]!].reduce((sum, term) => sum + weight.get(term)!, 0) + shaped(s) }));
  const chosen: typeof scored = [];
  let length = 0;
  for (const item of [...scored].sort((a, b) => b.score - a.score || a.i - b.i)) {
    if (item.score === 0 && chosen.length > 0) break;
    if (length + item.s.length > max && chosen.length > 0) break;
    chosen.push(item);
    length += item.s.length;
  }
  const quote = chosen.sort((a, b) => a.i - b.i).map((c) => c.s).join(" ");
  // Passages compare by how many terms their best sentence holds.
  return { quote: quote.length > max + 200 ? `${quote.slice(0, max + 200)}…` : quote, score: Math.max(0, ...scored.map((c) => c.count)) };
}

const HEADING_LINE = /^#{1,6}[ \t]+(.+?)[ \t#]*$/;
const sections = new WeakMap<Passage, Passage[]>();

/**
 * A passage that holds several sections of its paper ("## 6. Transfers", then "## 7. Dissolution") is
 * read as those sections, each under its own heading: "the ownership split" is answered by the section
 * headed "Members, Ownership and Capital", though its passage began under "Purpose". The same passage
 * always gives the same sections, so two readings of it agree on what is one.
 */
function sectionsOf(p: Passage): Passage[] {
  const known = sections.get(p);
  if (known) return known;
  // A heading with nothing under it before the next ("# Title", then "## 1. Purpose") is read with the next.
  const parts = p.text
    .split(/\n(?=#{1,6}[ \t])/)
    .filter((part) => part.trim().length > 0)
    .reduceRight<string[]>((after, part) => (part.trim().includes("\n") || after.length === 0 ? [part, ...after] : [`${part}\n${after[0]}`, ...after.slice(1)]), []);
  const found =
    parts.length < 2
      ? [p]
      : parts.map((text, i) => {
          const heading = HEADING_LINE.exec(text.split("\n", 1)[0]!.trim())?.[1];
          return { ...p, heading: i === 0 || !heading ? p.heading : heading, text };
        });
  sections.set(p, found);
  return found;
}

/** A passage chosen to answer, with the sentences to quote. */
export interface Answering {
  passage: Passage;
  quote: string;
}

/** How the passages of a search answer a question. */
export interface Ranked {
  /** The passages that answer, best first. */
  answering: Answering[];
  /** The passage holding the most key terms when none answers, to name as the closest. */
  closest?: Passage;
}

/**
 * Ranks passages for a question. `required` are words a passage must hold by their whole stem (a
 * word the records did not cover, "electrician", is not "electricity"); `nouns` the things the
 * question names, which an answering passage must hold too, itself or in words of the same meaning
 * ("what is Dana's credit score": a passage about Dana that says nothing of a score does not answer).
 */
export function rankPassages(question: string, read: Passage[], required: string[] = [], nouns: string[] = [], home = ""): Ranked {
  // "what do other cabins on our road charge": the papers are the company's own, and answer nothing of others'.
  // "other gatlinburg cabins": others' homes, whatever words stand between.
  if (required.some((word) => OTHERS.has(word) || /^other\s/.test(word))) return { answering: [] };
  // "what rate could we get if we refinanced": a paper states what was agreed, not what could be.
  // "the remaining principal balance right now": a note states the principal lent, not what is owed today.
  const asked = question.toLowerCase();
  if (HYPOTHETICAL.test(asked) || (STANDING.test(asked) && AS_IT_STANDS.test(asked))) return { answering: [] };
  const passages = read.flatMap(sectionsOf);
  // A hyphened noun ("co-host") is held when its parts are: a text's words are read split at hyphens.
  const named = [...new Set(nouns.flatMap((noun) => noun.split("-")).filter((part) => part.length > 2 && !STOP.has(part)).map(stem))];
  const terms = keyTerms(question);
  const shape = shapeOf(question);
  // "per the management agreement", "in the hoa rules": a paper the question names by its title's own
  // words is the one that answers, before another that holds the same terms.
  const papers = namedPapers(question);
  // "the policy number and the liability limit", "total and warranty length?": in a question of two
  // asks, a word of asking that a paper writes as a field ("Policy number:", "Total due:") is quoted too.
  const fields = TWO_ASKS.test(question) ? [...new Set((question.toLowerCase().match(/[a-z]+/g) ?? []).filter((word) => FIELD_WORDS.includes(word)).map(stem))] : [];
  // A passage is read with what it is part of: its document's title and type ("insurance:policy"), the
  // title the paper gives itself when a passage of its start is in view ("# Short Term Rental Property
  // (STRP) Permit"), and its heading.
  const selfTitled = new Map<string, string>();
  for (const p of read) {
    const own = /^#[ \t]+(.+?)[ \t#]*$/m.exec(p.text)?.[1];
    if (own && !selfTitled.has(p.document_title)) selfTitled.set(p.document_title, own);
  }
  // Papers searched by home are of that home: its words ("the hood river policy") say which paper, as a title does.
  const about = (p: Passage) => `${p.document_title} ${selfTitled.get(p.document_title) ?? ""} ${p.doc_type.replace(/[:_]/g, " ")} ${home}`;
  // "without asking Maren": a clause that says "the Owner's approval" speaks of whoever the paper's start named the Owner.
  const said = (p: Passage) => `${p.heading ?? ""} ${p.text} ${p.parties ? namesOfRolesIn(p.text, p.parties).join(" ") : ""}`;
  // "the members of the LLC": every paper is the company's, so each holds those words as its title would.
  const itself = terms.filter((term) => ITSELF.has(term));
  const scored = passages.map((p) => {
    const held = new Set([...termsIn(`${about(p)} ${said(p)}`, terms), ...itself]);
    // Terms the title holds say which document, not which passage: the answer is chosen on the others.
    const inTitle = new Set([...termsIn(about(p), terms), ...itself]);
    const own = terms.filter((term) => !inTitle.has(term));
    const chosen = own.length > 0 ? own : terms;
    // What the passage itself holds of what the title does not: "Smoky Ridge's EIN" is not answered by any passage of Smoky Ridge's agreement.
    const ownHeld = own.length === 0 || termsIn(said(p), own).size > 0;
    // "per the management agreement": a paper the question names by its title's own words.
    const titled = papers.some((words) => p.document_title.toLowerCase().includes(words));
    // The terms the paper's title holds count for its passages too: "the late charge per the Casa Grande note" is the note's
    // own clause before another paper's sentence that only mentions the note.
    const titleHeld = [...inTitle].filter((term) => !itself.includes(term)).length;
    return { p, held: held.size, ownHeld, titled, titleHeld, heading: termsIn(p.heading === p.document_title ? "" : (p.heading ?? ""), chosen).size, best: bestSentences(p.text, chosen, fields, 520, shape) };
  });
  // A word of parts ("co-host", "short-term") is held when each part is.
  const strict = required.flatMap((word) => word.split(/[^a-z0-9]+/).filter(Boolean)).map((part) => porterStem(part));
  // "interest rate": a phrase of several words is held as a phrase, not as "Percentage Interests" beside "pro rata".
  // Its words may stand a few apart in one sentence ("interest on the unpaid principal at the rate of 7.50%").
  const phrases = required.filter((word) => /^[a-z]+(?:\s+[a-z]+)+$/.test(word)).map((phrase) => new RegExp(`\\b${phrase.split(/\s+/).map((part) => escapeRegExp(porterStem(part))).join("[a-z]*(?:\\s+[^\\s.;:]+){0,6}?\\s+")}`, "i"));
  // "the interest rate": a rate is a percent, so "Interest. Fixed at 3.95% per year" states it.
  const asPercent = required
    .filter((word) => /^[a-z]+(?:\s+[a-z]+)*\s+rates?$/.test(word))
    .map((phrase) => new RegExp(`\\b${escapeRegExp(porterStem(phrase.split(/\s+/)[0]!))}[a-z]*\\W+(?:[^\\s.;]+\\s+){0,5}?\\d+(?:\\.\\d+)?\\s?%`, "i"));
  const holdsRequired = (text: string) => {
    const stems = new Set((text.toLowerCase().match(/[a-z]+/g) ?? []).map(porterStem));
    const rateAsPercent = asPercent.some((percent) => percent.test(text));
    return strict.every((s) => stems.has(s) || (rateAsPercent && /^rate/.test(s))) && phrases.every((phrase) => phrase.test(text) || (rateAsPercent && /rate/.test(phrase.source)));
  };
  const unrecorded = required.some((word) => UNRECORDED.has(word));
  const stems = required.flatMap((word) => word.split(/[^a-z0-9]+/)).filter((part) => part.length > 2).map((part) => part.slice(0, Math.max(4, part.length - 2)));
  const commonWordIn = (text: string) => stems.some((part) => new RegExp(`(?<![A-Za-z])${part}`).test(text));
  // Vectors always return something: a passage without the question's key terms is not an answer.
  const answering = scored
    .filter((x) => {
      const whole = `${about(x.p)} ${said(x.p)}`;
      // A word the records did not cover is the heart of the question: a passage holding it (and what
      // the question names) answers with half the other terms ("is a special assessment coming on top of that").
      // Not for a figure the records never hold ("other cabins", "worth"): a passage must answer it all.
      // And not for names alone ("daniel okafor's home address"): the passage must write one of
      // those words as a common word, in lower case, as "a special assessment of $3,150".
      const enough = answers(x.held, terms.length) || (strict.length > 0 && !unrecorded && x.held * 2 >= terms.length && commonWordIn(x.p.text));
      return terms.length > 0 && enough && x.ownHeld && holdsRequired(whole) && namedIn(whole, named);
    })
    // The passage whose best sentence, with its heading, holds the most of what was asked.
    .sort((a, b) => Number(b.titled) - Number(a.titled) || b.best.score + b.heading + b.titleHeld - (a.best.score + a.heading + a.titleHeld) || b.best.score - a.best.score || b.held - a.held)
    .map((x) => ({ passage: x.p, quote: x.best.quote }));
  const closest = [...scored].sort((a, b) => b.held - a.held)[0];
  return { answering, closest: closest && closest.held > 0 ? closest.p : undefined };
}
