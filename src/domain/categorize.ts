import { categoryInfo, type TransactionType } from "./categories";

export interface CategoryRule {
  pattern: RegExp;
  category: string;
}

/**
 * Guesses for bank-statement descriptions, tried in order; the first that fits the row's direction
 * wins. Specific names come before generic words ("wastewater" is sewer before "water" is water;
 * "late fee" before "rent"). An Airbnb credit is a payout, an Airbnb debit is the host fee.
 * A mortgage payment is booked as interest: splitting out principal and escrow (Form 1098) is the
 * bookkeeper's job, since the statement line does not say.
 */
export const DEFAULT_RULES: readonly CategoryRule[] = Object.freeze([
  // Money in
  { pattern: /late (fee|charge)/i, category: "revenue:late_fees" },
  { pattern: /pet (fee|rent)/i, category: "revenue:pet_fees" },
  { pattern: /deposit (forfeit|retained|kept|withheld)|forfeited deposit/i, category: "revenue:security_deposit_forfeited" },
  { pattern: /cleaning fee/i, category: "revenue:cleaning_fees" },
  { pattern: /utility (reimburse|bill ?back)|\brubs\b/i, category: "revenue:utility_reimbursements" },
  { pattern: /airbnb|vrbo|homeaway|booking\.com|expedia|evolve|furnished ?finder/i, category: "revenue:rental_income" },
  { pattern: /\brent(al)?\b|tenant|\blease\b|appfolio|buildium|\bavail\b|turbotenant|rentredi|zillow rental/i, category: "revenue:long_term_rental" },
  // Money out
  { pattern: /airbnb|vrbo|homeaway|booking\.com|expedia/i, category: "expense:platform_fees" },
  { pattern: /county treasurer|tax collector|property tax|real estate tax|\bassessor\b/i, category: "expense:property_tax" },
  { pattern: /mortgage|loan interest|home loan|mr\.? cooper/i, category: "expense:mortgage_interest" },
  { pattern: /interest charge|finance charge|credit card interest/i, category: "expense:other_interest" },
  { pattern: /insurance|state farm|allstate|geico|progressive|liberty mutual|farmers ins|travelers|nationwide|\busaa\b|proper insur/i, category: "expense:insurance" },
  { pattern: /\bhoa\b|homeowners'? assoc|condo(minium)? assoc|owners assoc/i, category: "expense:hoa_fees" },
  { pattern: /property management|property mgmt|management fee|\bpm fee/i, category: "expense:property_management" },
  { pattern: /remodel|renovat|new roof|roof replacement/i, category: "expense:capital_improvement" },
  { pattern: /home depot|lowe'?s|ace hardware|menards|true value|plumb|electrician|electrical|hvac|handyman|repair|locksmith/i, category: "expense:maintenance:repairs" },
  { pattern: /cleaning|cleaners|\bmaids?\b|housekeep|janitor|turnover/i, category: "expense:maintenance:cleaning" },
  { pattern: /lawn|landscap|mowing|tree service|gardening|yard care/i, category: "expense:maintenance:landscaping" },
  { pattern: /\bpest|extermin|terminix|orkin/i, category: "expense:maintenance:pest_control" },
  { pattern: /snow (removal|plow)|snowplow|plowing/i, category: "expense:maintenance:snow_removal" },
  { pattern: /sewer|wastewater|sanitation district/i, category: "expense:utilities:sewer" },
  { pattern: /\bwater/i, category: "expense:utilities:water" },
  { pattern: /waste|trash|garbage|refuse|recycl|republic services/i, category: "expense:utilities:trash" },
  { pattern: /\bxcel\b|electric(?!ian|al)|duke energy|pg&e|\bcon ?ed(ison)?\b|georgia power|\bfpl\b|dominion energy/i, category: "expense:utilities:electricity" },
  { pattern: /natural gas|gas (co|company|utility|service)\b|\batmos\b|nicor|centerpoint|\bspire\b|socalgas|southwest gas/i, category: "expense:utilities:gas" },
  { pattern: /comcast|xfinity|internet|spectrum|centurylink|\bfios\b|starlink|cox comm|wi-?fi|broadband/i, category: "expense:utilities:internet" },
  { pattern: /attorney|law (office|firm)|legal|\bcpa\b|accountant|accounting|bookkeep|tax prep/i, category: "expense:legal_professional" },
  { pattern: /advertis|facebook ads|google ads|zillow|apartments\.com|craigslist|listing fee|photograph/i, category: "expense:advertising" },
  { pattern: /quickbooks|software|subscription|pricelabs|wheelhouse|hospitable|guesty|hostaway|ownerrez|google workspace|microsoft 365/i, category: "expense:software_subscriptions" },
  { pattern: /permit|license|licence|registration fee|secretary of state|periodic report|annual report fee|franchise tax board/i, category: "expense:licenses_permits" },
  { pattern: /payroll|gusto|\badp\b|paychex|wages/i, category: "expense:wages" },
  { pattern: /uber|lyft|airline|airlines|hotel|mileage|parking|\bshell\b|chevron|exxon|fuel|gas station/i, category: "expense:travel" },
  { pattern: /service (charge|fee)|monthly maintenance fee|overdraft|wire fee|bank fee|\bnsf\b/i, category: "expense:bank_fees" },
  { pattern: /amazon|walmart|\btarget\b|costco|office depot|staples|supplies/i, category: "expense:supplies" },
]);

/** First matching rule for this direction, or undefined. `type` says whether the row is money in (REVENUE) or out (EXPENSE); a rule whose category has the other type never matches. */
export function categorize(description: string, type: TransactionType, rules: readonly CategoryRule[] = DEFAULT_RULES): string | undefined {
  // `search` ignores and keeps `lastIndex`, so a caller's /g rule answers the same every time.
  return rules.find((rule) => categoryInfo(rule.category)?.type === type && description.search(rule.pattern) !== -1)?.category;
}
