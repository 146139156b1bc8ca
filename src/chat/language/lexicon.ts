import type { ObligationType } from "../../db/schema";
import { escapeRegExp } from "../../domain/regexp";

/**
 * The planner's lexicon: plain word lists, by the role a word plays in a question. Every matcher the
 * intents read with, and every list of words the planner knows (for typo correction and for telling
 * a word that shapes a request from one that names a topic), is built from these lists, so a word is
 * written once. Nothing here names a company, a place or a vendor: the names a question may use come
 * from the company's own records (tools/vocabulary.ts).
 */

/**
 * Words that carry no topic: grammar, pronouns, politeness, the verbs and phrases of asking, and
 * modifiers that only shape a request ("gross", "total", "overall"). The one stop-word list.
 */
export const STOP_WORDS = (
  "a an and are as at be been being by can could does do doing did done for from has have had having how in is it its of on or our ours ourselves the this that these those to was were we what when where which who whom whose why with under about me my mine you your yours us they them their theirs he him his she her hers i i'm im i've ive i'd let let's lets " +
  "ever tell please pls plz kindly show give gave given any there here much many hello hi hey thanks thank thx ok okay would should will shall may might must supposed ought need needs want wants wanted know knew see saw find found look looking get gets got getting go goes going " +
  "what's whats who's whos where's wheres when's how's hows it's that's thats there's theres isn't aren't wasn't weren't don't doesn't didn't haven't hasn't can't cannot won't wouldn't shouldn't couldn't " +
  "just also still ever every each all some so far yet now then than too very really only again same one ones thing things stuff kind sort lot lots bit quick quickly exactly exact approximately approx roughly around about actually actual overall " +
  "everyone everyone's everyones everybody everybody's anyone's " +
  "since until till before after between during over per via into onto up down out off new old total totals overall amount amounts figure figures number numbers sum sums altogether combined entire whole full across both either long " +
  "calculate calculated compute computed work worked figure determine determined check pull provide report remind recall explain help mean means meant say right currently presently moment " +
  "put puts putting goes went gone come comes came coming take takes took taken keep keeps kept use using leave leaving plus less " +
  "gross net-of all-in all-inclusive all-time alltime lifetime inception including include includes included excluding exclude overall complete completely generally usually typically often frequently standard normal normally regular usual typical like such rather quite pretty well not no nor but if else whether yes ya yeah " +
  // "the lawn guy", "our cleaning lady", "the pest folks": whoever does a kind of work, named by the work.
  "guy guys gal gals dude dudes fella fellas lady ladies folks " +
  // "non-hurricane": the prefix says which is not meant; the word after it is what a paper says.
  "non " +
  // "need our EIN asap", "real quick": how soon it is wanted asks nothing of the records.
  "asap urgent urgently soonest stat " +
  // Every preposition and conjunction: a closed class, which a tagger may misread as a noun ("came through").
  "through throughout across along alongside among amongst against toward towards upon within without beyond behind below beneath beside besides inside outside near onto versus vs while whereas although though because unless whenever wherever"
).split(/\s+/);

/** Nouns of a paper's kind, which a word before them makes a paper's name ("management agreement", "hoa rules"). */
export const PAPER_KINDS = ["agreement", "lease", "policy", "contract", "rules", "bylaws", "invoice", "declarations", "permit", "articles", "letter", "estimate", "quote", "receipt"];

/** Words of asking a paper may write as the name of a field ("Policy number:", "Total due:", "Amount:"). */
export const FIELD_WORDS = ["total", "number", "amount"];

/** Landlords' and bookkeepers' abbreviations, read as their words ("last yr" is last year). */
export const ABBREVIATIONS: [abbreviation: string, words: string][] = [
  ["yr", "year"],
  ["yrs", "years"],
  ["yr's", "year's"],
  ["mo", "month"],
  ["mos", "months"],
  ["mth", "month"],
  ["mths", "months"],
  ["fy", "year"],
  ["fiscal year", "year"],
  ["fiscal yr", "year"],
  ["qtr", "quarter"],
  ["qtrs", "quarters"],
  ["wk", "week"],
  ["wks", "weeks"],
  ["wknd", "weekend"],
  ["wknds", "weekends"],
  ["wkend", "weekend"],
  ["wkends", "weekends"],
  ["dec page", "declarations page"],
  ["dec pages", "declarations pages"],
  ["mtd", "month to date"],
  // A bookkeeper's years and dates: "LY", "PY", "CY", "PIS date".
  ["ly", "last year"],
  ["py", "prior year"],
  ["cy", "this year"],
  ["pis", "placed in service"],
  ["ttm", "trailing 12 months"],
  ["t12", "trailing 12 months"],
  ["t-12", "trailing 12 months"],
  ["opex", "operating expenses"],
  // "didn't the rent go up at some point": ever, no point of anything.
  ["at some point", "ever"],
  ["bldg", "building"],
  ["bldgs", "buildings"],
  ["adr", "average daily rate"],
  ["qtd", "quarter to date"],
  ["str", "short-term rental"],
  ["strs", "short-term rentals"],
  ["ltr", "long-term rental"],
  ["ltrs", "long-term rentals"],
  ["mtr", "mid-term rental"],
  ["mtrs", "mid-term rentals"],
  ["mgmt", "management"],
  ["mgmt.", "management"],
  ["mgr", "manager"],
  ["maint", "maintenance"],
  ["prop", "property"],
  ["props", "properties"],
  ["txn", "transaction"],
  ["txns", "transactions"],
  ["pmt", "payment"],
  ["pmts", "payments"],
  ["pymt", "payment"],
  ["amt", "amount"],
  ["r&m", "repairs and maintenance"],
  ["p&l", "profit and loss"],
  ["noi", "net operating income"],
  ["dscr", "debt service coverage ratio"],
  ["whens", "when is"],
  // Contractions typed without their apostrophe ("whos in apt 4", "didnt they pay").
  ["whos", "who's"],
  ["hows", "how's"],
  ["wheres", "where's"],
  ["theyre", "they're"],
  ["didnt", "didn't"],
  ["doesnt", "doesn't"],
  ["dont", "don't"],
  ["isnt", "isn't"],
  ["wasnt", "wasn't"],
  ["arent", "aren't"],
  ["havent", "haven't"],
  ["hasnt", "hasn't"],
  ["addr", "address"],
  ["addrs", "addresses"],
  ["assoc", "association"],
  ["assoc.", "association"],
  ["int rate", "interest rate"],
  ["hoas", "hoa"],
  ["info", "information"],
  ["incl", "including"],
  ["excl", "excluding"],
  // "room rent only, ex the utility flat fees": the bookkeeper's "ex", before what it leaves out.
  ["ex the", "excluding the"],
  ["ex any", "excluding any"],
  ["ex all", "excluding all"],
  ["w/", "with"],
  ["w/o", "without"],
  ["ffe", "furniture"],
  ["ff&e", "furniture"],
  ["mortgage int", "mortgage interest"],
  ["loan int", "loan interest"],
  ["depr", "depreciation"],
  ["deprec", "depreciation"],
  ["pm fee", "property management fee"],
  ["pm fees", "property management fees"],
  ["pm company", "property management company"],
  ["the pm", "the property manager"],
  ["our pm", "our property manager"],
  ["condo", "condominium"],
  ["max", "maximum"],
  ["str's", "short-term rentals"],
  ["strs'", "short-term rentals"],
  ["agmt", "agreement"],
  ["sec of state", "secretary of state"],
  ["sec dep", "security deposit"],
  ["sec deposit", "security deposit"],
  ["sec. of state", "secretary of state"],
  ["op agreement", "operating agreement"],
  ["op agmt", "operating agreement"],
  ["agrmt", "agreement"],
  ["sq ft", "square feet"],
  ["sq. ft.", "square feet"],
  ["condos", "condominiums"],
  ["elec", "electric"],
  ["bldg", "building"],
  ["bldgs", "buildings"],
  ["doc", "document"],
  ["docs", "documents"],
  ["mtg", "mortgage"],
  ["util", "utility"],
  ["utils", "utilities"],
  ["rep", "representative"],
  ["reps", "representatives"],
  ["reg agent", "registered agent"],
  ["the oa", "the operating agreement"],
  ["our oa", "our operating agreement"],
  ["approx", "approximately"],
  ["est", "estimated"],
  ["dept", "department"],
  ["thru", "through"],
  ["rec'd", "received"],
  ["recd", "received"],
  ["rcvd", "received"],
  ["rcv'd", "received"],
  ["pd", "paid"],
  ["svc", "service"],
  ["svcs", "services"],
  ["mgmt co", "management company"],
  ["yoy", "year over year"],
  ["what'll", "what will"],
  ["how'll", "how will"],
  ["stmt", "statement"],
  ["stmts", "statements"],
  ["wat", "what"],
  ["wut", "what"],
  ["ppl", "people"],
  ["sched", "schedule"],
  ["sch", "schedule"],
  ["ins", "insurance"],
  ["prem", "premium"],
  ["acct", "account"],
  ["accts", "accounts"],
  ["govt", "government"],
  ["yr-end", "year-end"],
  ["corp commission", "corporation commission"],
  ["corp. commission", "corporation commission"],
  // Texting: "what r the castellanos paying", "whats the addy", "gross b4 fees".
  ["r", "are"],
  ["u", "you"],
  ["ur", "your"],
  ["b4", "before"],
  ["addy", "address"],
  ["outta", "out of"],
  ["pls", "please"],
  ["plz", "please"],
  ["thx", "thanks"],
  ["tho", "though"],
  // Idioms of time: "at this point" is now, no place (nor a home whose name holds "point").
  ["at this point in time", "now"],
  ["at this point", "now"],
  ["at that point", "then"],
];

/** Words a question measures money with, by the side of the ledger they name. */
export const REVENUE_WORDS = [
  "income", "incomes", "revenue", "revenues", "earn", "earns", "earned", "earning", "earnings", "made", "make", "makes", "making",
  "receive", "receives", "received", "receiving", "collect", "collects", "collected", "collecting", "inflow", "inflows",
  "bring in", "brings in", "brought in", "bringing in", "we take in", "we took in", "did we take in", "we've taken in", "we have taken in", "company take in", "company took in", "company taken in", "business take in", "business took in", "business taken in", "our take", "the take", "take at", "take from", "monthly take", "total take", "generate", "generated", "generates",
  // "the biggest month for the cottage", "our slowest quarter": a period ranked, by what it brought in.
  "best month", "biggest month", "busiest month", "strongest month", "top month", "worst month", "slowest month", "weakest month",
  "best quarter", "biggest quarter", "busiest quarter", "strongest quarter", "top quarter", "worst quarter", "slowest quarter", "weakest quarter",
  "came in", "come in", "comes in", "coming in", "came through", "come through", "comes through", "proceeds", "sales", "gross", "grossed", "grosses", "gross receipts", "top line", "paid us", "pay us", "pays us", "pull in", "pulls in", "pulled in", "pulling in", "take in", "takes in", "took in", "taking in", "taken in", "pulling more", "pulls more", "pulled more",
];
export const EXPENSE_WORDS = [
  "payment we made", "payments we made", "made a payment", "made payments", "we paid", "paid out", "expense", "expenses", "spent", "spend", "spends", "spending", "paid", "pay", "pays", "paying", "cost", "costs", "costing",
  // "costco purchases last year": what was bought, paid for.
  "purchases",
  "most expensive month", "costliest month", "most expensive quarter", "costliest quarter",
  // "what did the roof job run us", "how much did it set us back".
  "run us", "runs us", "ran us", "running us", "set us back", "sets us back", "setting us back",
  "charge", "charges", "charged", "bill", "bills", "billed", "outflow", "outflows", "outgoings", "expenditure", "expenditures", "overhead", "shell out", "shelled out", "out the door", "skim", "skims", "skimmed", "skim off", "its cut", "their cut", "a cut",
];
export const NET_WORDS = ["make money", "made money", "making money", "make any money", "made any money", "lose money", "lost money", "losing money", "after expenses", "net of expenses", "income minus expenses", "revenue minus expenses", "minus expenses", "less expenses", "clear", "cleared", "clearing", "profit", "profits", "net", "netted", "nets", "netting", "netting out", "net income", "cash flow", "bottom line", "loss", "losses", "lose", "lost", "losing", "net operating income", "profit and loss", "margin", "profitable", "unprofitable", "profitability"];
/**
 * A net said as income less the costs, with the words between free: "after all its costs", "less our
 * expenses", "net of the bills", "after paying all the expenses".
 */
export const MINUS_COSTS = /\b(?:minus|less|after|net of|deducting|taking out|(?:once|when|if|after)\s+(?:you|we|i)\s+(?:take|took|pull|back|subtract|deduct|knock)\s+(?:out|off)?|subtracting|(?:take|took|pull)\s+out)\s+(?:paying\s+)?(?:all\s+)?(?:of\s+)?(?:its|the|our|their|his|her)?\s*(?:costs|expenses|bills|outgoings|overhead)\b/;
/** Money words of either side. */
export const MONEY_WORDS = ["money", "payment", "payments", "checks", "cheques", "transaction", "transactions", "payout", "payouts", "cash", "dollars", "fees", "fee", "remit", "remits", "remitted", "remitting", "remittance", "remittances"];

/** How a figure is taken: a count, an average, the largest or smallest one, a list. */
export const COUNT_WORDS = ["how many", "number of", "count", "count of", "# of"];
export const AVERAGE_WORDS = ["average", "avg", "mean", "typical", "typically", "on average"];
export const MAX_WORDS = ["largest", "biggest", "highest", "most expensive", "maximum", "max", "most", "top", "greatest", "priciest", "costliest", "best", "busiest", "strongest"];
export const MIN_WORDS = ["smallest", "lowest", "least", "cheapest", "minimum", "min", "fewest", "worst", "slowest", "weakest"];
export const LIST_WORDS = ["list", "lists", "show", "itemize", "itemise", "itemized", "details", "detail", "which transactions", "what transactions", "all transactions", "every", "each transaction", "line by line"];
/** "the latest water bill", "when did we last pay": one payment, not a sum. */
export const LATEST_WORDS = ["last", "latest", "most recent", "recent", "lately", "recently"];

/** Groupings, each with the words that ask for it. */
export const GROUPINGS: [group: "month" | "quarter" | "property" | "category", words: string[]][] = [
  ["month", ["most expensive month", "costliest month", "best month", "biggest month", "busiest month", "strongest month", "top month", "worst month", "slowest month", "weakest month", "which month", "what month", "which months", "what months", "any month", "by month", "per month", "monthly", "each month", "month by month", "month-by-month", "every month", "month over month"]],
  ["quarter", ["most expensive quarter", "costliest quarter", "best quarter", "biggest quarter", "busiest quarter", "strongest quarter", "top quarter", "worst quarter", "slowest quarter", "weakest quarter", "which quarter", "what quarter", "which quarters", "what quarters", "any quarter", "by quarter", "per quarter", "quarterly", "each quarter", "quarter by quarter", "every quarter"]],
  ["property", ["which property", "what property", "which home", "which house", "which rental", "which unit", "which properties", "which rentals", "which homes", "which of our properties", "which of the properties", "which of our rentals", "which of our homes", "which of our places", "which of our units", "which place", "any property", "any of the properties", "any of our properties", "any home", "any house", "any rental", "any of the rentals", "any of our rentals", "any unit", "by property", "per property", "each property", "by house", "per house", "each house", "house by house", "by home", "per home", "by rental", "per rental", "by unit", "per unit", "by place", "per place", "each place", "by building", "per building", "by listing", "per listing", "each listing", "property by property", "every property", "each rental", "each home", "each unit", "by county", "per county", "each county", "by city", "per city", "by town", "by location", "per location", "by loan", "per loan", "each loan", "by mortgage", "per mortgage", "each mortgage"]],
  ["category", ["category", "which category", "what category", "which categories", "what categories", "which expense category", "what kind of expense", "by category", "per category", "each category", "breakdown", "break down", "broken down", "categories", "by type", "what kinds", "where did the money go", "what did we spend it on"]],
];

/** Words that ask how the books stand as a whole: income, expenses and net, and what made them. */
export const SUMMARY_WORDS = ["how are we doing", "how did we do", "how we did", "how we are doing", "how is business", "how was business", "how are things", "overview", "summary", "summarize", "summarise", "snapshot", "profit and loss", "income statement", "p and l", "financials", "financial summary", "financial picture", "performance", "recap", "rundown", "scorecard"];

/** Words that compare two or more periods, properties or categories. */
export const COMPARE_WORDS = ["compare", "compared", "comparing", "comparison", "vs", "versus", "against", "than", "difference", "change", "changed", "grow", "grew", "growth", "increase", "increased", "decrease", "decreased"];

/** Words about booked stays. */
export const STAY_WORDS = ["book", "booking", "bookings", "booked", "reservation", "reservations", "reserved", "stay", "stays", "stayed", "staying", "guest", "guests", "occupancy", "occupied", "night", "nights", "vacancy", "vacancies", "vacant", "check-in", "check-ins", "checked in", "checkins", "checked into", "check into", "checks into", "checking into"];
/** Words that make a stays question about money instead ("how much did bookings bring in"). */
export const STAY_MONEY_WORDS = ["how much", "total from", "total of", "sum of", "take in", "took in", "charge", "charges", "charged", "nightly rate", "rate per night", "price", "prices", "income", "revenue", "revenues", "earn", "earned", "earnings", "made", "make", "paid", "pay", "payout", "payouts", "fee", "fees", "cost", "costs", "spent", "spend", "bring in", "brought in", "dollars", "money", "gross", "add up", "added up", "adds up", "come to", "came to", "worth of"];
/** Words that keep a stays question about stays even when it asks an average ("average nights per booking"). */
export const STAY_MEASURE_WORDS = ["nights", "night", "length", "long", "occupancy", "longest", "shortest"];

/** Words about deadlines. */
export const DEADLINE_WORDS = ["due", "deadline", "deadlines", "next thing we have to", "next thing to file", "next thing to pay", "have to file", "need to file", "by what date", "by when", "overdue", "upcoming", "obligation", "obligations", "renewal", "renewals", "renew", "renewing", "renews", "renewed", "coming up", "file by", "filing deadline", "to do", "todo", "to-do", "compliance", "reminder", "reminders", "past due", "missed"];

/** "when's his lease up", "when does it expire", "by when": the date of a thing, not of a payment. */
export const WHEN_OF_A_THING = /^\s*(?:(?:ok|okay|and|so|also|then)[\s,]+)*(?:when(?:'s|s|\s+is|\s+are|\s+does|\s+do|\s+will)|by\s+when|what\s+date\s+(?:is|does|do|will))\b(?![^?]*\b(?:pay|paid|pays|paying|spend|spent|bought|buy|received|collect|collected|charge|charged|charges|deposit|deposited|cost|costs)\b)/;
/**
 * Deadlines by kind ("renew the permit" is a license renewal). A renewal of no kind named ("when do
 * we renew Tobias's lease") is found by its words in the deadlines' descriptions instead.
 */
export const DEADLINE_KINDS: [type: ObligationType, words: string[]][] = [
  ["compliance:periodic_report", ["periodic report", "annual report", "state report", "secretary of state", "annual filing", "annual registration", "biennial report", "statement of information", "annual statement", "annual list"]],
  ["tax:payment", ["estimated tax", "estimated taxes", "quarterly tax", "quarterly taxes", "estimated payment", "estimated payments", "estimated tax payment", "1040-es", "estimate", "estimates"]],
  ["tax:filing", ["tax return", "tax returns", "return", "returns", "1065", "partnership return", "k-1", "k-1s", "k1", "k1s", "file our taxes", "file the taxes", "file taxes", "1120", "1120-s", "schedule e", "form 1040"]],
  ["property:tax", ["property tax", "property taxes", "real estate tax", "real estate taxes", "tax bill"]],
  ["compliance:license_renewal", ["license", "licence", "licenses", "licences", "permit", "permits", "registration"]],
  ["property:inspection", ["inspection", "inspections", "smoke alarm", "fire extinguisher"]],
  ["property:insurance", ["insurance", "policy renewal", "insurance renewal"]],
];

/**
 * Facts of the company profile: the words that ask for each on their own, and the words that pick it
 * once a question is about the company ("when was the company set up", "the company's address").
 * The first fact that matches wins.
 */
export const COMPANY_FACTS: [focus: string, words: string[], hints: string[]][] = [
  ["ein", ["ein", "employer identification", "employer id", "tax id", "tax identification", "federal id", "federal tax id", "fein", "tin", "tax number", "federal tax number", "tax id number"], []],
  ["filing_number", ["filing number", "state filing", "entity id", "entity number", "state id", "state entity", "state number", "sos number", "sos id", "secretary of state id", "secretary of state number", "registry number", "registration number", "file number", "control number", "charter number", "document number"], ["id number", "number"]],
  ["registered_agent", ["registered agent", "statutory agent", "agent for service", "resident agent"], ["agent"]],
  ["formation", ["formation date", "formed", "organized", "incorporated", "date of formation", "did we form", "we form", "form the llc", "form the company", "form the business"], ["founded", "established", "created", "set up", "start", "started", "begin", "began", "how old"]],
  ["state", ["what state", "which state", "state of formation", "state of organization", "domiciled", "domicile"], ["state"]],
  ["mailing_address", ["mailing address", "business address", "principal office", "company address", "registered office"], ["address", "located", "where"]],
  ["fiscal_year", ["fiscal year", "year end", "year-end"], []],
  ["entity_type", ["entity type", "type of entity", "kind of entity", "taxed as", "taxed", "tax classification", "tax status", "tax treatment", "treated for tax", "federal tax purposes"], ["type", "kind", "partnership", "corporation", "s corp", "classified"]],
  ["legal_name", ["legal name", "company name", "company's name", "name of the company", "name of our company", "official name", "business name"], ["name", "called"]],
];
/** Words that make a question about the company profile. */
export const COMPANY_WORDS = ["identifier", "identifiers", "ids", "identification number", "identification numbers", "company profile", "company details", "company information", "the llc", "our llc", "the company", "our company", "the business", "our business", "llc", "the entity", "our entity"];

/** Facts of a property record, each with the words that ask for it. */
export const PROPERTY_FACTS: [focus: string, words: string[]][] = [
  ["depreciation", ["depreciation", "depreciate", "depreciated", "depreciating", "write off", "write-off", "deduction for wear"]],
  ["basis", ["basis", "cost basis", "depreciable", "land value", "building value", "land basis", "building basis", "furniture basis", "allocation", "land portion", "land part", "land share", "building portion", "building part", "the land", "the building", "land vs building", "land versus building", "land and building", "building and land", "land/building", "depreciable part", "depreciable portion"]],
  ["acquisition", ["acquired", "acquisition", "acquire", "bought", "buy", "purchased", "purchase", "purchase price", "paid for", "closing", "closed on", "close on", "closing date", "price"]],
  ["placed_in_service", ["placed in service", "in service", "put in service", "into service", "available for rent", "first rented"]],
  // Who lives there and what they pay: the tenants a property's record names (a rent roll).
  ["tenant", ["tenant", "tenants", "renter", "renters", "renting", "who rents", "who rented", "rented it", "rents the", "who leases", "who's leasing", "who is leasing", "leasing it", "leases it", "which unit", "what unit", "rents it", "rent roll", "rent-roll", "who lives", "lives there", "lives at", "living in", "living at", "occupant", "occupants", "occupied by", "leased to", "lessee", "lessees", "in each unit", "who's in", "who is in", "monthly rent", "rent per month", "paying a month", "pay a month", "pays a month", "paying per month", "pay per month", "pays per month", "paying monthly", "pays monthly", "what's she paying", "what is she paying", "what's he paying", "what is he paying", "what are they paying", "what does she pay", "what does he pay", "what do they pay"]],
  ["address", ["address", "addresses", "where", "located", "location", "locations", "street"]],
  ["count", ["how many"]],
];
/** Words that make a question about the property records. */
export const PROPERTY_WORDS = ["site", "sites", "location", "locations", "short-term rental", "long-term rental", "short term rental", "long term rental", "vacation rental", "property", "properties", "rentals", "rental properties", "homes", "home", "houses", "house", "units", "unit", "portfolio", "own", "owns", "real estate", "buildings", "building", "condominium", "condominiums", "duplex", "triplex", "fourplex", "townhouse", "townhome", "bungalow", "villa", "chalet", "carriage house", "apartment", "apartments", "loft", "cabin", "cottage", "listing", "listings"];

/** Words about documents: a question holding one may be about what a paper says. */
export const DOCUMENT_WORDS = [
  "say", "says", "said", "according", "lease", "leases", "policy", "policies", "agreement", "agreements", "contract", "contracts", "articles", "letter", "statement", "statements", "document", "documents", "doc", "docs", "paper", "papers", "paperwork",
  "expire", "expires", "expiration", "clause", "clauses", "section", "article", "provision", "provisions", "cover", "covers", "coverage", "covered", "deductible", "deductibles", "liability", "member", "members", "manager", "managers", "managed",
  "ownership", "owns", "owned by", "percent", "percentage", "purpose", "signed", "sign", "signature", "tenant", "tenants", "landlord", "deposit", "notice", "pet", "pets", "voting", "vote", "votes", "contribution", "contributions",
  "distribution", "distributions", "dissolution", "term of", "terms", "balance", "ending balance", "opening balance", "premium", "policy number", "limit", "limits", "warranty", "warranties", "guarantee", "rule", "rules", "bylaws", "covenant", "covenants",
  "allowed", "allow", "allows", "permitted", "permission", "approval", "approve", "consent", "authorize", "authorized", "authorization", "without asking", "without checking", "without getting", "without our", "go-ahead", "prohibited", "forbidden", "restriction", "restrictions", "invoice", "invoices", "quote", "estimate", "receipt", "receipts", "schedule", "exclusion", "exclusions", "excluded", "renters", "responsible", "responsibility",
];
/** Verbs and phrases that ask for a list of documents. */
export const LIST_DOCUMENT_VERBS = ["what", "which", "list", "show", "pull up", "every", "give me", "see", "any", "all", "do we have", "have we got", "on file", "are there", "exist", "available", "are on file", "do we keep"];
/** Nouns of documents, to list. */
export const DOCUMENT_NOUNS = ["documents", "document", "docs", "files", "paperwork", "papers", "records on file"];
/** Nouns of one kind of paper ("what leases do we have"). */
export const PAPER_NOUNS = ["policy", "policies", "lease", "leases", "agreement", "agreements", "statement", "statements", "letter", "letters", "invoice", "invoices", "deed", "deeds", "return", "returns", "contract", "contracts", "receipts", "certificates", "certificate", "declarations", "declarations page", "declarations pages"];

/** Groups and types of documents by the words that name them (the first that matches wins). */
export const DOCUMENT_KINDS: [docType: string, words: string[]][] = [
  ["formation:operating_agreement", ["operating agreement", "operating agreements", "llc agreement"]],
  ["formation:articles", ["articles", "articles of organization", "certificate of formation", "certificate of organization"]],
  ["formation:ein_letter", ["ein letter", "ein notice", "cp 575", "cp575"]],
  ["accounting:bank_statement", ["bank statement", "bank statements", "statements"]],
  ["accounting:tax_return", ["tax return", "tax returns"]],
  ["accounting:invoice", ["invoice", "invoices", "receipt", "receipts"]],
  ["insurance", ["insurance", "policy", "policies"]],
  ["formation", ["formation", "founding", "organizational", "corporate"]],
  ["authority", ["governance", "minutes", "resolution", "resolutions"]],
  ["accounting", ["accounting", "financial"]],
  ["property", ["deed", "deeds", "title", "titles", "appraisal", "appraisals"]],
  ["other", ["lease", "leases"]],
  ["tax", ["tax"]],
];

/**
 * Nouns that shape a request without naming a topic of the records: what a figure is called, the
 * units of time, the records themselves, and the roles of the people a company deals with.
 */
export const SHAPE_NOUNS = [
  "total", "totals", "amount", "amounts", "figure", "figures", "sum", "number", "numbers", "size", "breakdown", "split", "splits", "summary", "overview", "report", "reports", "snapshot", "picture", "rundown", "recap", "tally", "record", "records", "books", "ledger", "data", "information", "details", "entries", "entry", "items", "item", "list",
  "calendar", "day", "days", "daily", "week", "weeks", "weekly", "biweekly", "weekend", "weekends", "month", "months", "monthly", "bimonthly", "quarter", "quarters", "quarterly", "year", "years", "yearly", "annual", "annually", "semiannual", "semiannually", "period", "periods", "time", "times", "date", "dates", "today", "yesterday", "tomorrow", "ago", "season", "so far", "ytd", "to date", "full-year", "whole-year", "full year", "whole year", "start", "beginning", "end",
  "company", "business", "llc", "partnership", "firm", "portfolio", "side", "sides", "halves", "account", "accounts", "loan", "loans", "category", "categories", "type", "types", "kind", "kinds",
  "tenant", "tenants", "renter", "renters", "resident", "residents", "student", "students", "roommate", "roommates", "lessee", "lessees", "guest", "guests", "vendor", "vendors", "contractor", "contractors", "supplier", "suppliers", "people", "person", "anyone", "someone", "everyone", "nobody", "somebody", "anybody", "everybody", "no one", "owner", "owners", "landlord", "payee", "payees", "payer", "payers", "customer", "customers", "provider", "providers", "service", "services", "bank",
  "question", "questions", "idea", "help", "way", "place", "places", "name", "names", "source", "sources", "job", "jobs", "anything", "everything", "something", "nothing", "spot", "update",
  "platform", "platforms", "channel", "channels", "confirmation", "confirmations", "code", "codes", "statement", "statements", "run", "runs", "trip", "trips",
];

/**
 * Names of one thing made of words that alone mean another ("social security number" is no
 * "security deposit"): a paper answers only where it says the whole name. Each is read as one term,
 * and so is its short form.
 */
export const COMPOUND_TERMS: [name: string, ...forms: string[]][] = [
  ["social security number", "social security no", "social security #", "ssn", "ssns"],
  ["date of birth", "birth date", "birthdate", "dob", "birthday"],
  ["phone number", "phone no", "phone #", "cell phone", "cell number", "cell", "mobile number"],
  ["email address", "e-mail address", "email", "e-mail"],
  ["driver's license", "drivers license", "driver license", "driver's licence", "drivers licence"],
  ["bank account number", "account number", "account no", "routing number"],
  ["credit score", "credit report", "credit history"],
  ["limited liability company", "limited liability co", "llc", "l.l.c."],
  ["late fee", "late fees", "late charge", "late charges", "late payment fee", "late payment charge"],
];

/** Others' figures: the records, and the papers, are the company's own. */
export const OTHERS_FIGURES = ["other airbnb", "other airbnbs", "other listings", "other cabins", "other cabin", "other homes", "other home", "other houses", "other house", "other condos", "other condo", "other units", "other places", "other properties in", "other rentals in", "other landlords", "other owners", "other hosts", "other rentals", "comparable", "comparables", "comps", "competitor", "competitors", "nearby listings", "going rate", "previous owner", "previous owners", "prior owner", "prior owners", "former owner", "former owners", "the seller paid", "the sellers paid"];
/**
 * Words that ask for a figure the records never hold: what a property would sell for or is worth,
 * what is still owed, a rate or a score, a budget, the weather, a home's size. A question naming one is
 * another question than any the records answer, whatever part of speech it is ("how much did we
 * sell Birch for").
 */
export const UNRECORDED_MEASURES = [
  "sell", "sells", "sold", "selling", "sale", "sale price", "value", "values", "valued", "valuation", "worth", "appraisal", "appraised", "assessed", "market",
  "social security number", "social security", "ssn", "date of birth", "birth date", "dob", "driver's license", "drivers license",
  "equity", "balance", "payoff", "left on", "still owe", "still owed", "remaining on", "owe on", "refinance", "refinanced", "interest rate", "tax rate", "apr", "credit score", "score", "weather", "rain", "forecast", "budget", "budgets", "budgeted", "rent increase", "going to be", "going for", "going rate", "selling for",
  "cash on hand", "cash in the bank", "money in the bank", "bank balance", "checking account", "checking acct", "savings account", "cash is in", "in the bank right now",
  "footage", "sqft", "square feet", "square foot", "square footage", "bedrooms", "bathrooms", "zoning", "cap rate", "roi", "appreciation", "appreciated",
  ...OTHERS_FIGURES,
];

/**
 * Words that ask for advice, an opinion or a forecast: the records state what was, not what should
 * or will be ("should we raise Keisha's rent").
 */
export const ADVICE_WORDS = ["should we", "should i", "do you recommend", "would you recommend", "do you think", "is it worth", "is it a good idea", "would it be better", "what if we", "ought we", "would it make sense", "predict", "forecast", "projected", "projection", "law require", "law requires", "the law say", "the law says", "legally", "is it legal", "by law"];
/**
 * Verbs after "can we", "could i" that ask for the records ("can we see", "can i get"), not whether
 * the company may do something ("can we evict", "can we deduct"), which no figure answers.
 */
export const INFORMATION_VERBS = ["see", "get", "have", "show", "find", "pull", "look", "check", "know", "tell", "list", "download", "view", "access", "export", "print", "read", "open", "review", "confirm", "verify", "double", "double-check", "figure", "calculate", "compute", "total", "sum", "break", "track", "count", "compare", "go", "start", "do", "please", "get", "grab", "pull-up", "run", "add", "work"];
/** What could be, were something done: no paper on file states it ("what rate could we get if we refinanced"). */
export const HYPOTHETICAL_WORDS = ["could we get", "would we get", "if we refinanced", "if we refinance", "if we sold", "if we sell", "could we sell", "could we charge", "would we save", "would it save", "if we elected", "if we elect", "if we switched", "if we converted", "would we owe"];

/**
 * Measures of what is owed or worth as things stand, which move every month: a paper states them as
 * they were when it was signed (a note's principal, an appraisal), never as they are now.
 */
export const STANDING_MEASURES = ["reserve fund", "reserves", "sitting in", "how much is in", "balance", "payoff", "left on", "still owe", "still owed", "remaining on", "owe on", "equity", "value", "worth", "market"];

/** Words that leave a category out of a figure ("not counting the cleaning fees", "excluding utilities"). */
/** Verbs of what someone said or thinks, in what a question tells ("dad keeps saying 2017"), which ask nothing. */
export const TELLING_WORDS = ["saying", "told me", "told us", "mentioned", "swears", "reckons"];

/** Who a question is asked for or by ("Mom asked me to check", "on Dad's behalf", "my husband thinks"): people of the asker's, no record's. */
export const REQUESTERS = ["mom", "mum", "mommy", "mama", "dad", "daddy", "papa", "pop", "mother", "father", "parents", "husband", "hubby", "wife", "spouse", "brother", "sister", "son", "daughter", "grandma", "grandpa", "grandmother", "grandfather", "uncle", "aunt", "auntie", "boss", "behalf"];

/** Who does a trade, after the word for it ("the pool guy", "the lawn people", "the snow crew"): a payee, not the home the word may name. */
export const TRADE_PEOPLE = ["guy", "guys", "gal", "lady", "man", "men", "crew", "company", "co", "service", "services", "outfit", "contractor", "contractors"];

/** Words that describe a person the question points at ("the family", "the older guy who pays by check"), naming no record. */
export const PERSON_DESCRIBERS = ["family", "couple", "guy", "guys", "gal", "lady", "man", "woman", "gentleman", "fellow", "kids", "older", "younger", "elderly", "retired", "retiree", "folks", "people", "nice", "quiet"];

/** Words for a unit of a property before its own name ("unit B", "apt 2", "room 3", "space 12" of a park, "suite 200"), as said and as rows write them. */
export const UNIT_WORDS = ["unit", "apt", "apartment", "suite", "ste", "side", "room", "bedroom", "space", "pad", "site", "slip", "stall", "bay"];

export const EXCLUDING_WORDS = ["not", "no", "not from", "wasn't", "weren't", "isn't", "aren't", "not counting", "not including", "excluding", "exclude", "except", "without", "minus", "leave out", "leaving out", "leave the", "other than", "apart from", "aside from", "besides", "net of"];

/** Number words, for "the next forty-five days" and "twenty twenty-five". */
export const NUMBER_WORDS: [word: string, value: number][] = [
  ["zero", 0], ["one", 1], ["two", 2], ["three", 3], ["four", 4], ["five", 5], ["six", 6], ["seven", 7], ["eight", 8], ["nine", 9], ["ten", 10],
  ["eleven", 11], ["twelve", 12], ["thirteen", 13], ["fourteen", 14], ["fifteen", 15], ["sixteen", 16], ["seventeen", 17], ["eighteen", 18], ["nineteen", 19],
  ["twenty", 20], ["thirty", 30], ["forty", 40], ["fifty", 50], ["sixty", 60], ["seventy", 70], ["eighty", 80], ["ninety", 90],
];

/** Words that order properties or events ("our newest property", "the first booking"). */
export const ORDER_WORDS = ["first", "1st", "second", "2nd", "third", "3rd", "fourth", "4th", "fifth", "5th", "last", "latest", "newest", "oldest", "earliest", "most recent", "previous", "prior", "next"];

/** Words that point back to the previous question. */
export const ANAPHORA = ["it", "its", "that", "those", "these", "them", "they", "their", "there", "same", "this one", "that one", "the same", "such", "her", "his", "she", "he", "him"];
/** Words that open a follow-up ("and in August?", "what about Birch?"). */
export const FOLLOW_UP_OPENERS = ["and", "what about", "how about", "and what about", "and how about", "same for", "same thing for", "same question for", "same question about", "same question but for", "same q for", "same but for", "the same for", "the same question for", "ditto for", "likewise for", "now", "also", "then", "ok and", "okay and", "but", "just", "only", "just for", "only for", "so", "ok so", "okay so", "so then"];

/**
 * Everyday words and the words business papers write the same thing with: a member's "percentage
 * interest" is what an owner "owns"; a lease "terminates" when it "ends"; a "lessee" is the tenant.
 */
export const ALIKE_WORDS: string[][] = [
  ["own", "owns", "owned", "owner", "owners", "ownership", "member", "members", "interest"],
  ["end", "ends", "expire", "expires", "expiration", "terminate", "terminates", "termination"],
  ["tenant", "tenants", "lessee", "lessees"],
  ["landlord", "lessor", "owner"],
  ["pet", "pets", "animal", "animals"],
  ["annual", "annually", "yearly"],
  ["cover", "covers", "covered", "coverage", "insured"],
  ["allowed", "allow", "permitted", "prohibited", "forbidden", "may", "restriction", "restrictions"],
  ["short-term", "transient", "nightly", "vacation"],
  ["expense", "expenses", "expenditure", "expenditures", "spending", "spend"],
  ["approve", "approval", "consent", "sign-off", "signoff", "authorize", "authorise", "vote", "votes", "voting", "asking", "permission", "ok", "okay", "go-ahead", "checking"],
  ["capital", "contribution", "contributions", "contributed", "contribute", "invested", "investment"],
  ["original", "originally", "initial", "initially", "start", "beginning"],
  ["warranty", "warranties", "guarantee", "guaranteed", "workmanship"],
  ["representative", "designated", "designee", "tax matters"],
  ["end", "terminate", "termination", "notice", "cancel", "cancellation"],
  ["hoa", "association", "homeowners", "condominium"],
  ["percent", "percentage", "%"],
  ["contract", "contracts", "agreement", "agreements"],
  ["die", "dies", "died", "dying", "death", "deceased", "decease"],
];

/**
 * Words a question means by the papers' words, one way only: "the regular deductible" is the one for
 * "all (other) perils" (the default of a list is written as the rest, or all), while "other" asks nothing regular.
 */
export const MEANT_AS: [word: string, papers: string[]][] = [
  ["regular", ["standard", "normal", "usual", "default", "other", "otherwise", "all"]],
  ["usual", ["standard", "normal", "regular", "default", "other", "otherwise", "all"]],
  ["normal", ["standard", "regular", "usual", "default", "other", "otherwise", "all"]],
  // "the deductible for a claim": what a policy writes per occurrence or per loss.
  ["claim", ["occurrence", "loss"]],
  ["claims", ["occurrences", "losses"]],
  // "for everything else": what "all other" perils or items are.
  ["everything", ["all", "every", "any"]],
  // "the co-host's cut": what an agreement calls its fee or commission.
  ["cut", ["fee", "fees", "commission", "percent"]],
  ["commission", ["fee", "fees"]],
  // "what share does each member hold": what an operating agreement calls a member's "Percentage Interest".
  ["share", ["interest"]],
  ["shares", ["interests"]],
  ["stake", ["interest"]],
  // "what does the manager get for placing a new tenant": what an agreement calls leasing or its fee.
  ["placing", ["leasing", "placement", "fee"]],
  ["place", ["leasing", "placement", "fee"]],
  // "end the co-hosting deal": what the paper calls an agreement or contract.
  ["deal", ["agreement", "contract"]],
  ["deals", ["agreements", "contracts"]],
  ["arrangement", ["agreement", "contract"]],
  // "the pool company", "the plow guy": the party a contract names by its role.
  ["company", ["contractor", "vendor", "provider", "firm"]],
  // "the most we pay in a season": what a paper writes as a cap or a limit.
  ["most", ["maximum", "cap", "capped", "limit", "exceed", "more"]],
  ["maximum", ["cap", "capped", "limit", "exceed", "most", "more"]],
];

/**
 * Words of a document question that name what it is after only in the question's shape ("how long
 * is the warranty": the passage says "five years", not "long").
 */
export const QUESTION_SHAPE_WORDS = ["current", "documents", "document", "docs", "doc", "paper", "papers", "file", "files", "say", "says", "said", "according", "mention", "mentions", "mentioned", "state", "states", "stated", "write", "written", "made", "make", "happen", "happens", "occur", "occurs", "cost", "costs", "price", "pay", "paid", "spend", "spent", "spending", "charge", "charges", "much", "long", "big", "large", "often", "soon", "late", "first", "ask", "asking", "originally", "start", "started", "starting", "began", "begin", "beginning", "hold", "holds", "own", "owns"];

/** Everyday words for categories and groups. The longest phrase found wins and consumes its words. */
export const CATEGORY_PHRASES: [phrase: string, categories: string[]][] = [
  ["short term rental income", ["revenue:rental_income"]],
  ["short-term income", ["revenue:rental_income"]],
  ["short term income", ["revenue:rental_income"]],
  ["short-term revenue", ["revenue:rental_income"]],
  ["long-term income", ["revenue:long_term_rental"]],
  ["long-term leases", ["revenue:long_term_rental"]],
  ["long-term tenants", ["revenue:long_term_rental"]],
  ["long term tenants", ["revenue:long_term_rental"]],
  ["long term leases", ["revenue:long_term_rental"]],
  ["long term income", ["revenue:long_term_rental"]],
  ["long-term revenue", ["revenue:long_term_rental"]],
  ["short-term rental income", ["revenue:rental_income"]],
  ["airbnb income", ["revenue:rental_income"]],
  ["airbnb revenue", ["revenue:rental_income"]],
  ["airbnb bookings", ["revenue:rental_income"]],
  ["booking income", ["revenue:rental_income"]],
  ["booking revenue", ["revenue:rental_income"]],
  ["bookings", ["revenue:rental_income"]],
  ["booking", ["revenue:rental_income"]],
  ["reservations", ["revenue:rental_income"]],
  ["reservation", ["revenue:rental_income"]],
  ["airbnb payouts", ["revenue:rental_income"]],
  ["airbnb payout", ["revenue:rental_income"]],
  ["payouts", ["revenue:rental_income"]],
  ["payout", ["revenue:rental_income"]],
  ["airbnb fees", ["expense:platform_fees"]],
  ["host fees", ["expense:platform_fees"]],
  ["host fee", ["expense:platform_fees"]],
  ["service fees", ["expense:platform_fees"]],
  ["platform fees", ["expense:platform_fees"]],
  ["long term rent", ["revenue:long_term_rental"]],
  ["long-term rental rent", ["revenue:long_term_rental"]],
  ["long-term rental rents", ["revenue:long_term_rental"]],
  ["long-term rent", ["revenue:long_term_rental"]],
  ["long term rental income", ["revenue:long_term_rental"]],
  ["long-term rental income", ["revenue:long_term_rental"]],
  ["tenant rent", ["revenue:long_term_rental"]],
  ["lease income", ["revenue:long_term_rental"]],
  ["rental income", ["revenue:rental_income", "revenue:long_term_rental"]],
  ["rental revenue", ["revenue:rental_income", "revenue:long_term_rental"]],
  ["rent income", ["revenue:rental_income", "revenue:long_term_rental"]],
  ["rent collected", ["revenue:rental_income", "revenue:long_term_rental"]],
  ["rents", ["revenue:rental_income", "revenue:long_term_rental"]],
  ["rent", ["revenue:rental_income", "revenue:long_term_rental"]],
  ["cleaning fee income", ["revenue:cleaning_fees"]],
  ["cleaning fees collected", ["revenue:cleaning_fees"]],
  ["cleaning fees charged", ["revenue:cleaning_fees"]],
  ["cleaning fees", ["revenue:cleaning_fees"]],
  ["pet fees", ["revenue:pet_fees"]],
  ["pet fee", ["revenue:pet_fees"]],
  ["late fees", ["revenue:late_fees"]],
  ["late fee", ["revenue:late_fees"]],
  ["utility reimbursements", ["revenue:utility_reimbursements"]],
  ["utility reimbursement", ["revenue:utility_reimbursements"]],
  ["bill-back", ["revenue:utility_reimbursements"]],
  ["bill-backs", ["revenue:utility_reimbursements"]],
  ["billback", ["revenue:utility_reimbursements"]],
  ["billbacks", ["revenue:utility_reimbursements"]],
  ["water bill-back", ["revenue:utility_reimbursements"]],
  ["water bill-backs", ["revenue:utility_reimbursements"]],
  ["utility bill-back", ["revenue:utility_reimbursements"]],
  ["utility bill-backs", ["revenue:utility_reimbursements"]],
  ["forfeited deposit", ["revenue:security_deposit_forfeited"]],
  ["forfeited deposits", ["revenue:security_deposit_forfeited"]],
  ["deposit retained", ["revenue:security_deposit_forfeited"]],
  ["retained deposit", ["revenue:security_deposit_forfeited"]],
  ["deposits kept", ["revenue:security_deposit_forfeited"]],
  ["deposit kept", ["revenue:security_deposit_forfeited"]],
  ["kept deposit", ["revenue:security_deposit_forfeited"]],
  ["deposit we kept", ["revenue:security_deposit_forfeited"]],
  ["deposits we kept", ["revenue:security_deposit_forfeited"]],
  ["deposit withheld", ["revenue:security_deposit_forfeited"]],
  ["withheld deposit", ["revenue:security_deposit_forfeited"]],
  ["repairs and maintenance", ["expense:maintenance"]],
  ["repair and maintenance", ["expense:maintenance"]],
  ["maintenance and repairs", ["expense:maintenance"]],
  ["maintenance", ["expense:maintenance"]],
  ["repairs", ["expense:maintenance:repairs"]],
  ["repair", ["expense:maintenance:repairs"]],
  ["plumbing", ["expense:maintenance:repairs"]],
  ["cleaning", ["expense:maintenance:cleaning"]],
  ["cleaners", ["expense:maintenance:cleaning"]],
  ["landscaping", ["expense:maintenance:landscaping"]],
  ["lawn care", ["expense:maintenance:landscaping"]],
  ["lawn", ["expense:maintenance:landscaping"]],
  ["yard work", ["expense:maintenance:landscaping"]],
  ["pest control", ["expense:maintenance:pest_control"]],
  ["snow removal", ["expense:maintenance:snow_removal"]],
  ["snow plowing", ["expense:maintenance:snow_removal"]],
  ["plowing", ["expense:maintenance:snow_removal"]],
  ["property management fees", ["expense:property_management"]],
  ["property management", ["expense:property_management"]],
  ["management fees", ["expense:property_management"]],
  ["property manager", ["expense:property_management"]],
  ["management", ["expense:property_management"]],
  ["management fee", ["expense:property_management"]],
  ["co-host fees", ["expense:property_management"]],
  ["co-host fee", ["expense:property_management"]],
  ["co-hosting fees", ["expense:property_management"]],
  ["co-hosting fee", ["expense:property_management"]],
  ["mortgage interest", ["expense:mortgage_interest"]],
  ["mortgage principal", ["expense:mortgage_principal"]],
  ["loan principal", ["expense:mortgage_principal"]],
  ["principal", ["expense:mortgage_principal"]],
  ["mortgage payments", ["expense:mortgage_interest", "expense:mortgage_principal"]],
  ["mortgage", ["expense:mortgage_interest", "expense:mortgage_principal"]],
  ["interest", ["expense:mortgage_interest", "expense:other_interest"]],
  ["property taxes", ["expense:property_tax"]],
  ["property tax", ["expense:property_tax"]],
  ["real estate taxes", ["expense:property_tax"]],
  // The taxes a rental company pays itself: its income passes through to the members.
  ["taxes", ["expense:property_tax"]],
  ["insurance premiums", ["expense:insurance"]],
  ["insurance", ["expense:insurance"]],
  ["utilities", ["expense:utilities"]],
  ["utility bills", ["expense:utilities"]],
  ["utility", ["expense:utilities"]],
  ["electricity", ["expense:utilities:electricity"]],
  ["electric", ["expense:utilities:electricity"]],
  ["power bill", ["expense:utilities:electricity"]],
  ["gas bill", ["expense:utilities:gas"]],
  ["natural gas", ["expense:utilities:gas"]],
  ["water and sewer", ["expense:utilities:water", "expense:utilities:sewer"]],
  ["water", ["expense:utilities:water"]],
  ["sewer", ["expense:utilities:sewer"]],
  ["trash", ["expense:utilities:trash"]],
  ["garbage", ["expense:utilities:trash"]],
  ["internet", ["expense:utilities:internet"]],
  ["cable", ["expense:utilities:internet"]],
  ["wifi", ["expense:utilities:internet"]],
  ["hoa dues", ["expense:hoa_fees"]],
  ["hoa fees", ["expense:hoa_fees"]],
  ["hoa", ["expense:hoa_fees"]],
  ["association dues", ["expense:hoa_fees"]],
  // What a condominium association bills each unit is its "maintenance fee" too, not the upkeep of a home.
  ["association fees", ["expense:hoa_fees"]],
  ["association fee", ["expense:hoa_fees"]],
  ["association maintenance fees", ["expense:hoa_fees"]],
  ["association maintenance fee", ["expense:hoa_fees"]],
  ["condo fees", ["expense:hoa_fees"]],
  ["condo fee", ["expense:hoa_fees"]],
  ["condo dues", ["expense:hoa_fees"]],
  ["legal and professional", ["expense:legal_professional"]],
  ["professional fees", ["expense:legal_professional"]],
  ["accounting fees", ["expense:legal_professional"]],
  ["tax preparation", ["expense:legal_professional"]],
  ["tax prep", ["expense:legal_professional"]],
  ["cpa", ["expense:legal_professional"]],
  ["accountant", ["expense:legal_professional"]],
  ["legal fees", ["expense:legal_professional"]],
  ["bank fees", ["expense:bank_fees"]],
  ["bank charges", ["expense:bank_fees"]],
  ["software", ["expense:software_subscriptions"]],
  ["subscriptions", ["expense:software_subscriptions"]],
  ["supplies", ["expense:supplies"]],
  ["furnishings", ["expense:furnishings"]],
  ["furniture", ["expense:furnishings", "expense:furniture_equipment"]],
  ["furniture and equipment", ["expense:furnishings", "expense:furniture_equipment"]],
  ["equipment", ["expense:furniture_equipment"]],
  ["fixtures", ["expense:furniture_equipment"]],
  ["furniture and fixtures", ["expense:furnishings", "expense:furniture_equipment"]],
  ["furniture fixtures and equipment", ["expense:furnishings", "expense:furniture_equipment"]],
  ["capital items", ["expense:capital_improvement", "expense:furniture_equipment"]],
  ["capital expenditures", ["expense:capital_improvement", "expense:furniture_equipment"]],
  ["capital spending", ["expense:capital_improvement", "expense:furniture_equipment"]],
  ["capital purchases", ["expense:capital_improvement", "expense:furniture_equipment"]],
  ["capex", ["expense:capital_improvement", "expense:furniture_equipment"]],
  ["capitalized items", ["expense:capital_improvement", "expense:furniture_equipment"]],
  ["capital improvements", ["expense:capital_improvement"]],
  ["capital improvement", ["expense:capital_improvement"]],
  ["improvements", ["expense:capital_improvement"]],
  ["advertising", ["expense:advertising"]],
  ["travel", ["expense:travel"]],
  ["mileage", ["expense:travel"]],
  ["licenses and permits", ["expense:licenses_permits"]],
  ["permits", ["expense:licenses_permits"]],
  ["state filing fees", ["expense:licenses_permits"]],
  ["wages", ["expense:wages"]],
  ["payroll", ["expense:wages"]],
  ["commissions", ["expense:commissions"]],
  ["fines", ["expense:fines_penalties"]],
  ["penalties", ["expense:fines_penalties"]],
];

/** Street words: a property's name words that say nothing of which property it is. */
export const STREET_WORDS = ["street", "st", "avenue", "ave", "court", "ct", "road", "rd", "drive", "dr", "lane", "ln", "boulevard", "blvd", "way", "place", "pl", "unit", "apt", "suite", "the", "co", "n", "s", "e", "w", "east", "west", "north", "south", "calle", "camino", "avenida", "paseo", "circle", "cir", "terrace", "trail", "trl", "parkway", "pkwy", "highway", "hwy"];

/** The legal forms a company's name ends with. */
/** Money paid out to the members ("distributions to Bradley ytd"): equity, which books of income and expense do not record. */
export const MEMBER_PAYOUTS = ["distribution", "distributions", "distribute", "distributed", "distributing", "draw", "draws", "owner draw", "owner draws", "member draws", "payout to members"];
/** Words for the company itself ("the members of the LLC"; a name said is read as "the company"): every paper on file is the company's, so they say of no passage that it answers. */
export const THE_COMPANY_ITSELF = ["company", "company's", "llc", "llc's", "pllc"];
export const LEGAL_FORMS = ["llc", "l.l.c.", "pllc", "inc", "incorporated", "corp", "corporation", "lp", "llp", "ltd", "limited"];
/** Words for rent itself, as against its extras ("base rent", "contract rent"): rent, where no row writes them so. */
export const RENT_MODIFIERS = ["base", "contract", "scheduled", "straight", "basic", "regular"];
/** Parts of a home, where something is ("the laundry machines in the basement"): where, not what. */
export const HOME_PARTS = ["basement", "garage", "attic", "lobby", "hallway", "hallways", "hall", "yard", "backyard", "porch", "patio", "driveway", "lot", "parking lot", "laundry room", "common area", "common areas", "breezeway", "carport", "shed"];
/** Plain nouns for a business or its machines, said after a word of its name ("the coffee shop", "the plow guys"): which business, not what was paid. */
export const BUSINESS_NOUNS = ["machine", "machines", "shop", "store", "company", "co", "firm", "office", "practice", "agency", "people", "guys", "guy", "folks", "crew", "outfit", "business", "team", "tenant", "tenants", "service", "services", "contractor", "vendor", "provider", "place"];
/** Words of a company's legal name that say nothing of which company it is. */
export const ENTITY_SUFFIXES = [...LEGAL_FORMS, "co", "company", "partnership", "partners", "the", "of", "and", "&"];


/**
 * A matcher for words and phrases of a list: whole words only, longest phrase first, spaces and
 * hyphens alike ("month-by-month", "month by month").
 */
export function wordsMatcher(list: readonly string[], flags = ""): RegExp {
  const alternatives = [...new Set(list)].sort((a, b) => b.length - a.length).map((phrase) => escapeRegExp(phrase).replace(/(?:\\-|\s)+/g, "[\\s-]+"));
  // "co-host fees" holds no "host fees": a word joined to the one before it by a hyphen is part of it.
  return new RegExp(`(?<![a-z0-9']|[a-z0-9]-)(?:${alternatives.join("|")})(?![a-z0-9])`, flags);
}

/** The single words of a list of words and phrases. */
export const wordsOf = (list: readonly string[]): string[] => [...new Set(list.flatMap((phrase) => phrase.toLowerCase().match(/[a-z0-9][a-z0-9'-]*/g) ?? []))];
