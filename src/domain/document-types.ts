/** Document types of the spec, by group; `index` and `other` are groups of one. */
export const DOCUMENT_TYPES = [
  "formation:articles",
  "formation:operating_agreement",
  "formation:ein_letter",
  "authority:resolution",
  "authority:meeting_minutes",
  "authority:signature_card",
  "accounting:bank_statement",
  "accounting:tax_return",
  "accounting:invoice",
  "property:deed",
  "property:title",
  "property:appraisal",
  "property:inspection",
  "insurance:policy",
  "insurance:claim",
  "index",
  "other",
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_VERSIONS = ["draft", "final", "superseded"] as const;
export type DocumentVersion = (typeof DOCUMENT_VERSIONS)[number];

const groupOf = (type: string) => type.split(":")[0]!;

export const DOCUMENT_TYPE_GROUPS = [...new Set(DOCUMENT_TYPES.map(groupOf))];

export function isDocumentTypeOrGroup(value: string): boolean {
  return (DOCUMENT_TYPES as readonly string[]).includes(value) || DOCUMENT_TYPE_GROUPS.includes(value);
}

/** The types a `doc_type` filter matches: itself, or every type of a group (`formation`). */
export function documentTypesMatching(value: string): DocumentType[] {
  return DOCUMENT_TYPES.filter((type) => type === value || groupOf(type) === value);
}

/**
 * Version changes a PATCH may make. A draft becomes final; a final is superseded; a superseded
 * version is reinstated as final (and then supersedes the current one). Nothing goes back to draft.
 */
const VERSION_CHANGES: Record<DocumentVersion, DocumentVersion[]> = {
  draft: ["final"],
  final: ["superseded"],
  superseded: ["final"],
};

export function versionChangeError(from: DocumentVersion, to: DocumentVersion): string | null {
  if (from === to || VERSION_CHANGES[from].includes(to)) return null;
  return `A ${from} document cannot become ${to}: allowed are draft -> final, final -> superseded and superseded -> final`;
}

/**
 * Words in a file's name (or path) that name a document type, checked in order: the first rule
 * that matches wins. Whole words (and plurals) only, so "deeded" does not count. Used for uploads
 * that do not say their type; a user can always correct it with PATCH.
 */
const TYPE_HINTS: [RegExp, DocumentType][] = [
  [/\boperating[\s_-]*agreement\b/, "formation:operating_agreement"],
  [/\barticles[\s_-]*of[\s_-]*(organi[sz]ation|incorporation)\b|\bcertificate[\s_-]*of[\s_-]*formation\b/, "formation:articles"],
  [/\bein\b|\bcp[\s_-]*575\b|\b147c\b/, "formation:ein_letter"],
  [/\bminutes\b/, "authority:meeting_minutes"],
  [/\bresolutions?\b|\bconsent\b/, "authority:resolution"],
  [/\bsignature[\s_-]*cards?\b/, "authority:signature_card"],
  [/\bstatements?\b/, "accounting:bank_statement"],
  [/\btax[\s_-]*returns?\b|\b(form[\s_-]*)?(1065|1120s?|1040)\b|\bk-?1\b/, "accounting:tax_return"],
  [/\binvoices?\b|\breceipts?\b/, "accounting:invoice"],
  [/\bdeeds?\b/, "property:deed"],
  [/\btitle[\s_-]*(commitment|policy|report|insurance)\b/, "property:title"],
  [/\bappraisals?\b/, "property:appraisal"],
  [/\binspections?\b/, "property:inspection"],
  [/\bclaims?\b/, "insurance:claim"],
  [/\binsurance\b|\bpolic(y|ies)\b|\bdeclarations?\b/, "insurance:policy"],
  [/\bindex\b|\bguides?\b|\breadme\b|\bhandbooks?\b/, "index"],
];

/** The document type a file name or relative path suggests, or null when nothing does. */
export function guessDocumentType(name: string): DocumentType | null {
  // Underscores and camel case separate words in file names; \b does not see them.
  const words = name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[_./\\]+/g, " ")
    .toLowerCase();
  for (const [pattern, type] of TYPE_HINTS) if (pattern.test(words)) return type;
  return null;
}
