/**
 * Parts of speech, by compromise (a rule-based English tagger, no model weights): what tells a word
 * that names a thing ("appraisal", "weather") from one that only shapes a request ("calculate",
 * "gross", "late"). The planner asks only about the words its lexicon and the records left over, so
 * most questions never load it; compromise is imported on first use, because building its lexicon
 * takes a few hundred milliseconds that an isolate's start-up must not pay.
 */
/** "verb-s": a present-tense verb ending in s, which may as well be a plural noun ("covers", "earthquakes"). */
export type PartOfSpeech = "noun" | "name" | "verb" | "verb-s" | "adjective" | "adverb" | "other";

type Tag = (text: string) => Map<string, PartOfSpeech>;

let tagger: Promise<Tag> | undefined;

function load(): Promise<Tag> {
  return (tagger ??= import("compromise/two").then(({ default: nlp }) => (text: string) => {
    const found = new Map<string, PartOfSpeech>();
    for (const sentence of nlp(text).json() as { terms: { normal: string; tags: string[] }[] }[]) {
      for (const term of sentence.terms) {
        const word = term.normal.toLowerCase().replace(/['’]s$/, "");
        if (!found.has(word)) found.set(word, partOf(new Set(term.tags), word));
      }
    }
    return found;
  }));
}

function partOf(tags: Set<string>, word: string): PartOfSpeech {
  // "quiet hours", "weekend bookings": a span of time left over once the periods were read is a thing
  // named; a short one ("sec", "min", "hr") is more often another word cut short.
  if (tags.has("Duration") && tags.has("Noun") && word.length >= 4) return "noun";
  if (tags.has("Pronoun") || tags.has("Value") || tags.has("Date") || tags.has("QuestionWord") || tags.has("Determiner")) return "other";
  if (tags.has("Noun")) return tags.has("ProperNoun") || tags.has("Person") ? "name" : "noun";
  if (tags.has("Verb")) return tags.has("PresentTense") && word.endsWith("s") ? "verb-s" : "verb";
  if (tags.has("Adjective")) return "adjective";
  if (tags.has("Adverb")) return "adverb";
  return "other";
}

/** Tagged questions kept: a question asked again is not tagged again. */
const KEPT = 256;
const kept = new Map<string, Map<string, PartOfSpeech>>();

/** Each word of `text` (lower case, without a possessive) with its part of speech in that sentence. */
export async function partsOfSpeech(text: string): Promise<Map<string, PartOfSpeech>> {
  const hit = kept.get(text);
  if (hit) return hit;
  const tags = (await load())(text);
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
  kept.set(text, tags);
  return tags;
}
