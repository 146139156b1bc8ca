import { DOCUMENT_NOUNS, LIST_DOCUMENT_VERBS, PAPER_NOUNS, UNRECORDED_MEASURES, wordsMatcher } from "../../language/lexicon";
import { longDate, plural } from "../../format";
import { call, column, planOf, resultOf, type Intent } from "../intent";
import { documentKindOf } from "./search";
import { propertyMeant } from "./transactions";

const VERB = wordsMatcher(LIST_DOCUMENT_VERBS).source;
const NOUN = wordsMatcher(DOCUMENT_NOUNS).source;
const PAPER = wordsMatcher(PAPER_NOUNS).source;
const HAVE = wordsMatcher(["do we have", "have we got", "we have", "we've got", "are on file", "on file", "are there", "exist", "available", "do we keep", "uploaded", "we've uploaded", "saved", "stored"]).source;
/** "is there an insurance policy", "do we have the lease": a paper asked for itself, not a term inside it ("is there a late fee in the lease"). */
const ANY_PAPER = `(?:is there|are there|do we have|have we got|did we upload|did we save)\\s+(?:an?\\s+|any\\s+|the\\s+|our\\s+)?(?:[a-z'-]+\\s+){0,2}${PAPER}|${PAPER}\\s+(?:[a-z]+\\s+){0,2}?(?:uploaded|on file|saved|stored)`;
/** "formation docs?", "insurance papers": a kind of document named alone. */
const BARE = `^\\s*(?:our\\s+|the\\s+|any\\s+|all\\s+)?(?:[a-z'-]+\\s+){0,2}${NOUN}\\s*[?.!]*\\s*$`;
/** "which documents do we have", "list our formation documents", "what leases are on file", "pull up the list of leases we've got on file". */
/** "we have the operating agreement in the files?": a paper asked for in a statement's order, the paper ending the question. */
const HAVE_STATED = `^\\s*(?:we|you)\\s+(?:have|got|keep)\\s+(?:an?\\s+|any\\s+|the\\s+|our\\s+)?(?:[a-z'-]+\\s+){0,3}${PAPER}(?:\\s+(?:in\\s+the\\s+files?|on\\s+file|in\\s+the\\s+system|here|saved|uploaded))?\\s*\\?`;
const LIST = new RegExp(`${HAVE_STATED}|${VERB}[^?]*${NOUN}|${NOUN}[^?]*${HAVE}|(?:^|[?.!;]\\s*)(?:list|show)\\b(?:\\s+(?:me|us))?\\s+(?:the\\s+|our\\s+|all\\s+|every\\s+|any\\s+)?(?:[a-z'-]+\\s+){0,2}${PAPER}|${wordsMatcher(["what", "which", "any"]).source}[^?]*${PAPER}[^?]*${HAVE}|${ANY_PAPER}|${BARE}|\\blist of\\s+(?:the\\s+|our\\s+|all\\s+)?${PAPER}|${VERB}[^?]*${PAPER}[^?]*${HAVE}`);
const CONTENT = wordsMatcher(["say", "says", "state", "states", "according"]);
/** "the document number", "policy no.": a paper's or a filing's identifier, which asks no list of papers. */
const IDENTIFIER = new RegExp(`(?:${NOUN}|${PAPER})\\s+(?:number|numbers|no\\.?|id)(?![a-z])`, "g");
/** "which tenants do we have on long-term leases": people listed, whom the papers are of, not the papers. */
const PEOPLE_LISTED = /\b(?:which|what|list|show(?:\s+me)?)\s+(?:(?:the|our|all|current|active)\s+)*(?:tenants|renters|lessees)\b/;

/** "lucinda's social security number ... for the renewal paperwork": a figure no record holds, asked beside the papers, is not a list of them. */
const UNRECORDED = new Set<string>(UNRECORDED_MEASURES);

/** Which documents the company has, by group or type. */
export const documents: Intent = {
  name: "documents",
  recognise: (f) => LIST.test(f.text.replace(IDENTIFIER, " ")) && !CONTENT.test(f.text) && !PEOPLE_LISTED.test(f.text),
  unused: (f) => f.unknown.filter((word) => UNRECORDED.has(word)),
  plan(f, c) {
    const docType = documentKindOf(f.text.replace(new RegExp(NOUN, "g"), " "));
    // "what other documents do we have for that house": the papers of the property the last answer was about.
    const property = propertyMeant(f, c);
    return planOf("documents", f, property, { calls: [call("list_business_documents", { ...(docType ? { doc_type: docType } : {}), ...(property ? { property: property.id } : {}) })], followUp: !f.property && !!property });
  },
  understood: () => "the list of documents",
  write(p, results) {
    const data = resultOf(results, "documents");
    const docType = p.calls[0]?.args.doc_type;
    const kind = typeof docType === "string" ? docType : undefined;
    if (!data || data.items.length === 0) return `No documents${kind ? ` of type ${kind}` : ""} are on file.`;
    const lines = data.items.map((d) => `- ${d.title} (${d.doc_type}${d.doc_date ? `, dated ${longDate(d.doc_date)}` : ""}, ${d.version}${d.searchable ? "" : ", not yet searchable"})`);
    return `${plural(data.total, "document")}${kind ? ` (${kind})` : ""} on file:\n${lines.join("\n")}`;
  },
  blocks(p, results) {
    const data = resultOf(results, "documents");
    if (!data || data.items.length < 2) return undefined;
    const rows = data.items.map((d) => [d.title, d.doc_type, d.doc_date ? longDate(d.doc_date) : "", d.searchable ? d.version : `${d.version}, not yet searchable`]);
    return [{ type: "text", text: this.write(p, results, "").split("\n")[0]! }, { type: "table", columns: [column("Title"), column("Type"), column("Dated"), column("Version")], rows }];
  },
};
