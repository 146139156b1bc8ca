import { escapeRegExp } from "../../domain/regexp";

/**
 * Asides: the parts of a question that say what its figure holds instead of narrowing it. Two kinds:
 * - "included": a clause after a comma (or anywhere after "including") that names parts of the whole
 *   ("total revenue, late fees and misc income included", "expenses, everything including company-level
 *   stuff", "gross rental income, long term leases + airbnb combined");
 * - "gloss": a short list after a dash, a colon, a question mark or in parentheses that spells out what a word means
 *   ("utilities - power, water, internet", "ffe basis (furniture, fixtures etc)").
 * Text in an aside may hold words the records never use; they do not change what is asked.
 */
export interface Aside {
  start: number;
  end: number;
  kind: "included" | "gloss";
}

/** "including ...", "everything incl ...", "plus ...": an aside from its first word. */
const INCLUDE_HEAD = /^(?:(?:and|or)\s+)?(?:(?:everything|all|all of it)\s+)?(?:including|includes|include|plus|counting)\b/;
/** An item of a list that takes something into the figure: "with cleaning fees", "incl. the roof". */
const WITH_HEAD = /^(?:with|including|incl|plus|counting)\b/;
/** "everything included (", "all in (", "every revenue line (": what comes before a list of all the figure holds. */
const EVERYTHING_BEFORE = /\b(?:(?:everything|all)\s+(?:included|in|counted|together)|every\s+(?:[a-z]+\s+)?(?:line|source|stream|item|category)|all\s+(?:[a-z]+\s+)?(?:lines|sources|streams|items|categories))\s*,?\s*\(\s*$/;
/** "... included", "... combined", "... too": an aside that ends so. */
const INCLUDE_TAIL = /\b(?:included|combined|together|too|as well|and everything|and all|all in|and so on|(?:everything|all)\s+counted)\s*[?.!]*\s*$/;
/**
 * "including" inside a clause, or another verb of taking something into the figure ("once you count
 * what we paid for the roof", "factoring in the fees"): the aside runs from it to the clause's end.
 */
const INCLUDING = /\b(?:including|(?<!\bnot\s)counting|factoring in|taking into account|(?:once|if|when|after)\s+(?:you|we|i)\s+(?:count|include|add in|factor in|take into account))\b/;
/** A list's separators. */
const SEPARATOR = /\s*(?:,|&|\+|\/|\band\b|\bor\b|\betc\b\.?)\s*/;
/** The same, with "plus": a list after a dash, a colon or in parentheses ("— airbnb bookings plus the lease rent"). */
const SEPARATOR_PLUS = /\s*(?:,|&|\+|\/|\band\b|\bor\b|\bplus\b|\betc\b\.?)\s*/;
/** An item that leaves something out of the figure ("leaving cleaning fees out", "not counting airbnb"): said of the whole, no part listed. */
const LEFT_OUT = /^(?:leav(?:e|ing)|not counting|not including|excluding|except|without|minus|but not)\b/;
/** Words that ask: a part holding one is a question of its own, no list. */
const ASKING = /\b(?:what|whats|what's|how|which|who|when|where|why|did|does|do|is|are|was|were)\b/;

/** A sentence that tells the assistant something it knows or remembers ("i know it sat empty", "fyi we sold it"), asking nothing. */
const TELLING = /^(?:(?:it\s+|that\s+|this\s+)?(?:feels|seems|looks|sounds)\s+(?:high|low|off|wrong|right|like|too|a bit|kind of|pretty)\b|(?:i|we)\s+(?:know|think|believe|remember|recall|guess|assume|suspect|figure|need|want|have to)\b|(?:(?:my|our|the|his|her|their)\s+)?(?:[a-z]+'s\s+)?[a-z]+\s+(?:always\s+|keeps\s+|kept\s+)?(?:said|says|say|saying|told\s+(?:me|us)|tells\s+(?:me|us)|mentioned|thinks|thought|swears)\b|(?:need|needs|needed)\s+(?:the|it|this|that|these|those|a|an|them|to)\b|(?:it's|it is|that's|that is|this is)\s+(?:a|an|for|because|what|on|in|the|our|my|when|just|all|about)\b|(?:i'd|i would|we'd|we would)\s+(?:like|love)\b|(?:fyi|btw|note|just so you know|for context)\b|(?:i'm|im|i am|we're|we are)\s+(?:doing|working on|filling out|preparing|updating|closing|thinking|guessing|assuming|pretty sure|fairly sure)\b|(?!(?:what|which|who|whose|how)\b)(?:(?:a|an|the|our|my)\s+)?[a-z'-]+(?:\s+[a-z'-]+)?\s+(?:sent|sent over|emailed|asked|called|wants|needs|requested)\b|(?:just\s+)?(?:doing|working on|filling out|putting together)\s+(?:a|an|the|my|our|some)\b|(?:we|i)\s+(?:had|have had|'ve had|switched|changed)\b)/;

/** The clauses of a text between boundaries (commas, dashes, colons, semicolons, parentheses), with the boundary before each. */
function clauses(text: string, boundary: RegExp): { start: number; end: number; opener: string }[] {
  const out: { start: number; end: number; opener: string }[] = [];
  let start = 0;
  let opener = "";
  for (const m of text.matchAll(boundary)) {
    out.push({ start, end: m.index, opener });
    start = m.index + m[0].length;
    opener = m[0].trim();
  }
  out.push({ start, end: text.length, opener });
  return out.filter((clause) => text.slice(clause.start, clause.end).trim().length > 0);
}

/**
 * Whether a part of a text is a list that spells something out: two to eight items of one to three
 * words (or one with "etc"), no asking word. One item alone ("repairs (plumbing)") may narrow instead.
 */
function isList(part: string, separator = SEPARATOR): boolean {
  const items = part
    .replace(/[?.!]+\s*$/, "")
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item.length > 0 && !LEFT_OUT.test(item));
  const enough = items.length >= 2 || /\b(?:etc|and so on)\b/.test(part);
  return enough && items.length <= 8 && items.every((item) => item.split(/\s+/).length <= 3 && !/\d/.test(item)) && !ASKING.test(part);
}

/** The asides of a (normalised, lower-case) question. */
export function asidesOf(text: string): Aside[] {
  const found: Aside[] = [];
  // Glosses: a list after a dash, a colon, or inside parentheses.
  // "what did utilities run us last yr? electric, propane, water": a list after the question spells it out too.
  // A sentence's end closes a list too: "- rent, pet rent, late fees, all of it. what's the total?".
  for (const part of clauses(text, /\s+[-–—]+\s+|:\s|\(|\)|;|\?\s+|\.\s+/g)) {
    if (!["-", "–", "—", "--", ":", "(", "?"].includes(part.opener)) continue;
    const body = text.slice(part.start, part.end);
    // "everything included (cam, cleaning fees, tax collected from guests, all of it)": a list after
    // "everything included", or one that ends "all of it", says what the whole holds, however long its items.
    if (part.opener === "(" && (EVERYTHING_BEFORE.test(text.slice(0, part.start)) || /\b(?:all of it|everything|the works|whatever else|anything else|everything else|and so on|and more)\s*[?.!]*\s*$/.test(body)) && !ASKING.test(body)) {
      found.push({ start: part.start, end: part.end, kind: "included" });
      continue;
    }
    // "across everything - the park, the casita, the note payments, all of it together": a list closed by
    // "all of it" says what the whole holds.
    const closed = /,?\s*(?:and\s+)?(?:all of it|everything|the works)(?:\s+(?:together|combined|included|in))?\s*[?.!]*\s*$/.exec(body);
    if (closed && part.opener !== "?" && isList(body.slice(0, closed.index), SEPARATOR_PLUS)) {
      found.push({ start: part.start, end: part.end, kind: "included" });
      continue;
    }
    // "(both listings, with cleaning fees)": an item that takes something in makes the list say what the figure holds.
    // "plus" joins a list set off by a dash, a colon or parentheses, not one after a question.
    if (isList(body, part.opener === "?" ? SEPARATOR : SEPARATOR_PLUS)) found.push({ start: part.start, end: part.end, kind: body.split(SEPARATOR).some((item) => WITH_HEAD.test(item.trim())) ? "included" : "gloss" });
  }
  // "... last year? I know it sat empty a couple months": a sentence after the question that tells, not asks, is context.
  found.push(...toldOf(text));
  // "i know unit c sat empty a couple months last yr but what did it bring in": what is told before the question, up to its "but".
  // "a vendor sent over a w-9 request, what's our ein?": so is a statement before a question after its comma or dash.
  const told = new RegExp(`${TELLING.source}[^?]*?(?:\\s(?:but|though|however|still)\\s|\\s*[,;:]\\s+|\\s+[-–—]+\\s+)(?=(?:but\\s+|so\\s+)?(?:what|whats|what's|who|whos|who's|when|where|how|which|can|could|do|does|did|is|are|was)\\b)`).exec(text);
  if (told) found.push({ start: 0, end: told[0].length, kind: "gloss" });
  // "total income ytd, all properties + the note, everything": clauses a last "everything" closes are all inside the figure.
  const closing = /,\s*(?:and\s+)?(?:everything|all of it|the works|everything in)\s*[?.!]*\s*$/.exec(text);
  // From the clause the list starts in: after "count everything:" or the question before it, else after the first comma.
  const comma = closing ? text.indexOf(",") : -1;
  const head = comma >= 0 ? text.slice(0, comma) : "";
  const boundary = Math.max(head.lastIndexOf(":"), head.lastIndexOf("?"), head.lastIndexOf(". "));
  const opening = comma < 0 ? -1 : boundary >= 0 ? boundary : comma;
  if (closing && opening >= 0 && opening < closing.index) found.push({ start: opening + 1, end: text.length, kind: "included" });
  // Parts said to be inside the figure: a clause after a comma (or a dash), or from "including" on.
  for (const part of clauses(text, /,|\s+[-–—]+\s+|;|\(|\)/g)) {
    const body = text.slice(part.start, part.end);
    const lead = body.length - body.trimStart().length;
    if (part.opener !== "" && (INCLUDE_HEAD.test(body.trim()) || INCLUDE_TAIL.test(body))) {
      found.push({ start: part.start + lead, end: part.end, kind: "included" });
      continue;
    }
    const at = INCLUDING.exec(body);
    if (at) found.push({ start: part.start + at.index, end: part.end, kind: "included" });
  }
  return found;
}

/** Whether a sentence tells rather than asks ("dad always said the land part doesn't depreciate"). */
export const tells = (sentence: string): boolean => TELLING.test(sentence.trim().toLowerCase()) && !sentence.includes("?");

/**
 * The parts of a text that tell rather than ask ("i know there was the NB roof and the Boerne parking
 * lot"): a sentence after the question, or a statement before it. A home named only there is no home asked.
 */
export function toldOf(text: string): Aside[] {
  const told: Aside[] = [];
  for (const part of clauses(text, /[?.!]\s+|\s+[-–—]+\s+/g)) {
    const body = text.slice(part.start, part.end);
    if (part.opener !== "" && TELLING.test(body.trim()) && !body.includes("?")) told.push({ start: part.start, end: part.end, kind: "gloss" });
  }
  return told;
}

/** Whether every place a word is in the text is inside an aside (of a kind, when given). */
export function onlyInAsides(text: string, asides: readonly Aside[], word: string, kind?: Aside["kind"]): boolean {
  const spans = kind ? asides.filter((aside) => aside.kind === kind) : asides;
  if (spans.length === 0) return false;
  const places = [...text.matchAll(new RegExp(`(?<![a-z0-9])${escapeRegExp(word)}`, "g"))].map((m) => m.index);
  return places.length > 0 && places.every((at) => spans.some((span) => at >= span.start && at < span.end));
}

/** The text with its asides blanked out (the same length, so places in it hold). */
export const withoutAsides = (text: string, asides: readonly Aside[]): string =>
  asides.reduce((out, aside) => out.slice(0, aside.start) + " ".repeat(aside.end - aside.start) + out.slice(aside.end), text);

/**
 * A part that states rather than asks, said by a person of themselves or of what someone told them:
 * "So I just bought into the company and I'm trying to get a feel for the park", "Someone told me we
 * sold a house", "Teodora keeps saying summer is dead", "As a new member I want to understand our tax
 * load". Its subject is a person; what it goes on to say is context, whatever its words.
 */
const PERSON_STATES = /^(?:(?:so|and|ok|okay|also|but|now|well|hi|hey|hello|anyway|fyi|btw|honestly|basically|again|plus)\b[,!.\s]*)*(?:(?:as|for|before|after|since|because|now that|while|when|with)\b[^,.?]{0,60}?[,\s]\s*)?(?:i|i'm|im|i've|ive|i'd|i'll|we|we're|we've|we'd|someone|somebody|everyone|everybody|people|nobody|[a-z]+(?:'s)?\s+(?:(?:always|also|still|just)\s+)?(?:keeps|kept|says|said|told|tells|mentioned|mentions|thinks|thought|asked|swears|insists|heard|read|wrote|emailed|texted|called))\b/;
/** Words that ask within a part: a part that holds one asks, whatever its subject ("I want to know what ..."). */
const ASKS_WITHIN = /\?|\b(?:can|could|would|will)\s+you\b|\b(?:tell|show|give|remind|send|get)\s+me\b|\blet\s+me\s+know\b|\bpull\s+up\b|\b(?:please|pls|plz)\b|\b(?:know|wondering|wonder|curious|find out)\s+(?:what|how|who|when|where|which|whether|if)\b|\b(?:advice|advise|recommend)|\b(?:i|we)\s+(?:need|want|'d\s+like|would\s+like|'m\s+looking\s+for|am\s+looking\s+for)\b(?!\s+to\b)|\bhow\s+(?:much|many|long|often)\b|\bwhat\s+(?:we|our|the|did|does|do|was|were|is|are|it|they)\b/;
/** "Trying to decide if the hot months are worth it": what the asker is doing, said without "I'm". */
const DOING = /^(?:(?:just|still|so|and|also)\s+)*(?:trying|hoping|wanting|planning|thinking|working|getting|figuring|needing|preparing|putting)\s+(?:to|on|out|together|ready|up|about|through|into)\b/;
/** "the sunbiz one i think": a hedge on what was just asked, no story of the asker. */
const HEDGE = /\b(?:i|we)\s+(?:think|guess|believe|mean|hope|assume|suppose|reckon)\s*[?.!]*\s*$|\bi'd\s+say\s*[?.!]*\s*$|\bi'm\s+(?:guessing|thinking|pretty sure)\s*[?.!]*\s*$/;
/** A part that opens as a question does ("what ...", "when does ..."), whatever it says of the asker. */
const QUESTION_START = /^(?:(?:and|so|ok|okay|also|but|now|then)\s+)*(?:what|whats|what's|who|whos|who's|which|is|are|was|were|do|does|did|can|could|would|will|should|has|have|hows|how's|whens|when's|(?:when|where|how|why)\s+(?:is|are|was|were|do|does|did|can|could|would|will|should|has|have|much|many|long|often|far|come))\b/;
/** The parts of a message: its sentences, and the clauses a dash, a colon or a semicolon sets apart (a comma before a person's statement too). */
const PART_BOUNDARY = /(?<=[.!?])\s+(?=\S)|\s+[-–—]+\s+|;\s+|:\s+|,\s+(?=(?:i|i'm|im|i've|i'd|we|we're|we've|someone|somebody)\b)/g;

/**
 * The parts of a message that state rather than ask, where another part asks: what the asker tells of
 * themselves or of what they heard. Their words say why a question is asked, not what it asks.
 */
export function statementsOf(text: string): { at: number; text: string }[] {
  const parts: { at: number; text: string }[] = [];
  let start = 0;
  const push = (end: number) => {
    const body = text.slice(start, end);
    const lead = body.length - body.trimStart().length;
    if (body.trim().length > 0) parts.push({ at: start + lead, text: body.trim() });
  };
  for (const m of text.toLowerCase().matchAll(PART_BOUNDARY)) {
    push(m.index);
    start = m.index + m[0].length;
  }
  push(text.length);
  // "Two renewals I keep hearing about for the casita": the asker speaking of themselves anywhere in a part that asks nothing.
  const states = (part: string) => (PERSON_STATES.test(part.toLowerCase()) || DOING.test(part.toLowerCase()) || /\b(?:i|i'm|im|i've|ive|i'd)\s+[a-z]/.test(part.toLowerCase())) && !ASKS_WITHIN.test(part.toLowerCase()) && !QUESTION_START.test(part.toLowerCase()) && !HEDGE.test(part.toLowerCase());
  const stating = parts.filter((part) => states(part.text));
  // "Before our meeting Thursday can you remind me ...": an occasion the request opens with.
  const occasion = OCCASION.exec(text.toLowerCase());
  if (occasion && !stating.some((part) => part.at === 0)) stating.unshift({ at: 0, text: text.slice(0, occasion[0].length) });
  return stating.length > 0 && (stating.length < parts.length || occasion !== null) ? stating : [];
}
/** "Before our meeting Thursday", "ahead of the call": when the asker needs the answer, before a request. */
const OCCASION = /^(?:(?:so|and|ok|okay)\s+)?(?:before|after|ahead\s+of|prior\s+to)\s+(?:(?![-–—:;])[^,?.]){3,40}?\s*,?\s*(?=(?:can|could|would|will)\s+you\b|please\b)/;
