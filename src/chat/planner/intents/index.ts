import type { Intent } from "../intent";
import { company } from "./company";
import { deposits } from "./deposits";
import { documents } from "./documents";
import { help } from "./help";
import { loanBalance } from "./loan-balance";
import { obligations } from "./obligations";
import { property } from "./property";
import { search } from "./search";
import { stays } from "./stays";
import { summary } from "./summary";
import { transactions } from "./transactions";

/**
 * The intents, in the order they are tried: the first that recognises a question plans it. A
 * narrower question comes before a broader one that shares its words (stays before money, a deadline
 * before a payment); what the documents say takes everything else.
 */
export const INTENTS: readonly Intent[] = [help, documents, deposits, loanBalance, stays, obligations, summary, company, property, transactions, search];

export const intentNamed = (name: string | undefined): Intent | undefined => INTENTS.find((intent) => intent.name === name);
