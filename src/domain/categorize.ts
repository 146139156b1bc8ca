import { categoryInfo, type TransactionType } from "./categories";

export interface CategoryRule {
  pattern: RegExp;
  category: string;
}

/** A built-in guess: a stable key (what a company's change to it is stored under) and a name for people. */
export interface BuiltinRule extends CategoryRule {
  key: string;
  label: string;
}

/** A company's change to one built-in guess: turned off, or booking another category (null: its own). */
export interface BuiltinSetting {
  key: string;
  enabled: boolean;
  set_category: string | null;
}

/**
 * Guesses for bank-statement descriptions, tried in order; the first that fits the row's direction
 * wins. Specific names come before generic words ("wastewater" is sewer before "water" is water;
 * "late fee" before "rent"). An Airbnb credit is a payout, an Airbnb debit is the host fee.
 * A mortgage payment is booked as interest: splitting out principal and escrow (Form 1098) is the
 * bookkeeper's job, since the statement line does not say.
 */
export const DEFAULT_RULES: readonly BuiltinRule[] = Object.freeze([
  // Money in
  { key: "late-fees", label: "Late fees", pattern: /late (fee|charge)/i, category: "revenue:late_fees" },
  { key: "pet-fees", label: "Pet fees", pattern: /pet (fee|rent)/i, category: "revenue:pet_fees" },
  { key: "forfeited-deposits", label: "Forfeited deposits", pattern: /deposit (forfeit|retained|kept|withheld)|forfeited deposit/i, category: "revenue:security_deposit_forfeited" },
  { key: "cleaning-fees", label: "Cleaning fees charged", pattern: /cleaning fee/i, category: "revenue:cleaning_fees" },
  { key: "utility-reimbursements", label: "Utility reimbursements", pattern: /utility (reimburse|bill ?back)|\brubs\b/i, category: "revenue:utility_reimbursements" },
  { key: "platform-payouts", label: "Booking platform payouts", pattern: /airbnb|vrbo|homeaway|booking\.com|expedia|evolve|furnished ?finder/i, category: "revenue:rental_income" },
  { key: "rent", label: "Rent received", pattern: /\brent(al)?\b|tenant|\blease\b|appfolio|buildium|\bavail\b|turbotenant|rentredi|zillow rental/i, category: "revenue:long_term_rental" },
  // Money out
  { key: "platform-fees", label: "Booking platform fees", pattern: /airbnb|vrbo|homeaway|booking\.com|expedia/i, category: "expense:platform_fees" },
  { key: "property-tax", label: "Property tax", pattern: /county treasurer|tax collector|property tax|real estate tax|\bassessor\b/i, category: "expense:property_tax" },
  { key: "mortgage-interest", label: "Mortgage payments", pattern: /mortgage|loan interest|home loan|mr\.? cooper/i, category: "expense:mortgage_interest" },
  { key: "other-interest", label: "Other interest", pattern: /interest charge|finance charge|credit card interest/i, category: "expense:other_interest" },
  { key: "insurance", label: "Insurance", pattern: /insurance|state farm|allstate|geico|progressive|liberty mutual|farmers ins|travelers|nationwide|\busaa\b|proper insur/i, category: "expense:insurance" },
  { key: "hoa", label: "HOA dues", pattern: /\bhoa\b|homeowners'? assoc|condo(minium)? assoc|owners assoc/i, category: "expense:hoa_fees" },
  { key: "property-management", label: "Property management", pattern: /property management|property mgmt|management fee|\bpm fee/i, category: "expense:property_management" },
  { key: "capital-improvements", label: "Capital improvements", pattern: /remodel|renovat|new roof|roof replacement/i, category: "expense:capital_improvement" },
  { key: "repairs", label: "Repairs", pattern: /home depot|lowe'?s|ace hardware|menards|true value|plumb|electrician|electrical|hvac|handyman|repair|locksmith/i, category: "expense:maintenance:repairs" },
  { key: "cleaning", label: "Cleaning", pattern: /cleaning|cleaners|\bmaids?\b|housekeep|janitor|turnover/i, category: "expense:maintenance:cleaning" },
  { key: "landscaping", label: "Landscaping", pattern: /lawn|landscap|mowing|tree service|gardening|yard care/i, category: "expense:maintenance:landscaping" },
  { key: "pest-control", label: "Pest control", pattern: /\bpest|extermin|terminix|orkin/i, category: "expense:maintenance:pest_control" },
  { key: "snow-removal", label: "Snow removal", pattern: /snow (removal|plow)|snowplow|plowing/i, category: "expense:maintenance:snow_removal" },
  { key: "sewer", label: "Sewer", pattern: /sewer|wastewater|sanitation district/i, category: "expense:utilities:sewer" },
  { key: "water", label: "Water", pattern: /\bwater/i, category: "expense:utilities:water" },
  { key: "trash", label: "Trash", pattern: /waste|trash|garbage|refuse|recycl|republic services/i, category: "expense:utilities:trash" },
  { key: "electricity", label: "Electricity", pattern: /\bxcel\b|electric(?!ian|al)|duke energy|pg&e|\bcon ?ed(ison)?\b|georgia power|\bfpl\b|dominion energy/i, category: "expense:utilities:electricity" },
  { key: "gas", label: "Gas", pattern: /natural gas|gas (co|company|utility|service)\b|\batmos\b|nicor|centerpoint|\bspire\b|socalgas|southwest gas/i, category: "expense:utilities:gas" },
  { key: "internet", label: "Internet", pattern: /comcast|xfinity|internet|spectrum|centurylink|\bfios\b|starlink|cox comm|wi-?fi|broadband/i, category: "expense:utilities:internet" },
  { key: "legal-professional", label: "Legal and professional", pattern: /attorney|law (office|firm)|legal|\bcpa\b|accountant|accounting|bookkeep|tax prep/i, category: "expense:legal_professional" },
  { key: "advertising", label: "Advertising", pattern: /advertis|facebook ads|google ads|zillow|apartments\.com|craigslist|listing fee|photograph/i, category: "expense:advertising" },
  { key: "software", label: "Software", pattern: /quickbooks|software|subscription|pricelabs|wheelhouse|hospitable|guesty|hostaway|ownerrez|google workspace|microsoft 365/i, category: "expense:software_subscriptions" },
  { key: "licenses", label: "Licenses and permits", pattern: /permit|license|licence|registration fee|secretary of state|periodic report|annual report fee|franchise tax board/i, category: "expense:licenses_permits" },
  { key: "wages", label: "Wages", pattern: /payroll|gusto|\badp\b|paychex|wages/i, category: "expense:wages" },
  { key: "travel", label: "Travel", pattern: /uber|lyft|airline|airlines|hotel|mileage|parking|\bshell\b|chevron|exxon|fuel|gas station/i, category: "expense:travel" },
  { key: "bank-fees", label: "Bank fees", pattern: /service (charge|fee)|monthly maintenance fee|overdraft|wire fee|bank fee|\bnsf\b/i, category: "expense:bank_fees" },
  { key: "supplies", label: "Supplies", pattern: /amazon|walmart|\btarget\b|costco|office depot|staples|supplies/i, category: "expense:supplies" },
]);

/** First matching rule for this direction, or undefined. `type` says whether the row is money in (REVENUE) or out (EXPENSE); a rule whose category has the other type never matches. */
export function categorize(description: string, type: TransactionType, rules: readonly CategoryRule[] = DEFAULT_RULES): string | undefined {
  // `search` ignores and keeps `lastIndex`, so a caller's /g rule answers the same every time.
  return rules.find((rule) => categoryInfo(rule.category)?.type === type && description.search(rule.pattern) !== -1)?.category;
}

/** The built-in guesses as a company left them: the ones turned off left out, a changed category in place. */
export function effectiveDefaults(settings: readonly BuiltinSetting[]): CategoryRule[] {
  const byKey = new Map(settings.map((setting) => [setting.key, setting]));
  return DEFAULT_RULES.flatMap((rule) => {
    const setting = byKey.get(rule.key);
    if (setting && !setting.enabled) return [];
    return [{ pattern: rule.pattern, category: setting?.set_category ?? rule.category }];
  });
}

/** Why a built-in guess cannot book `category`, or null: it must be a known category of the guess's own direction. */
export function builtinCategoryProblem(rule: BuiltinRule, category: string): string | null {
  const info = categoryInfo(category);
  if (!info) return `unknown category '${category}' (GET /api/v1/transactions/categories lists them)`;
  const own = categoryInfo(rule.category)!.type;
  if (info.type !== own) return `the guess '${rule.label}' matches money ${own === "REVENUE" ? "in" : "out"}, so its category must be ${own}, not ${info.type}`;
  return null;
}

/**
 * The words a guess's pattern matches, for people: /late (fee|charge)|\bnsf\b/ reads "late fee, late
 * charge, nsf". Alternatives and optional parts are spelled out; word edges and lookaheads are left out.
 */
export function patternWords(pattern: RegExp): string[] {
  const source = pattern.source;
  let at = 0;
  const cross = (left: string[], right: string[]) => left.flatMap((a) => right.map((b) => a + b));
  function alternatives(): string[] {
    const out = sequence();
    while (source[at] === "|") {
      at++;
      out.push(...sequence());
    }
    return out;
  }
  function sequence(): string[] {
    let words = [""];
    while (at < source.length && source[at] !== "|" && source[at] !== ")") {
      let atom = element();
      const quantifier = source[at];
      if (quantifier === "?" || quantifier === "*") {
        atom = [...atom, ""];
        at++;
      } else if (quantifier === "+") at++;
      words = cross(words, atom);
    }
    return words;
  }
  function element(): string[] {
    const char = source[at++]!;
    if (char === "(") {
      const look = source.startsWith("?=", at) || source.startsWith("?!", at) || source.startsWith("?<=", at) || source.startsWith("?<!", at);
      if (look) {
        skipGroup();
        return [""];
      }
      if (source.startsWith("?:", at)) at += 2;
      const inner = alternatives();
      at++; // the closing parenthesis
      return inner;
    }
    if (char === "\\") {
      const escaped = source[at++]!;
      if (escaped === "b" || escaped === "B") return [""];
      if (escaped === "s") return [" "];
      return [escaped];
    }
    return [char];
  }
  /** Past a lookaround group, its closing parenthesis included. */
  function skipGroup() {
    let depth = 1;
    while (at < source.length && depth > 0) {
      const char = source[at++];
      if (char === "\\") at++;
      else if (char === "(") depth++;
      else if (char === ")") depth--;
    }
  }
  return [...new Set(alternatives().map((word) => word.replace(/\s+/g, " ").trim()).filter(Boolean))];
}
