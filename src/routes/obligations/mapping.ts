import type { ObligationRow } from "../../db/schema";
import { obligationView } from "../../db/obligations";
import type { Obligation } from "./schemas";

/** The API representation: the stored status becomes the derived one, relative to `today` (db/obligations.ts, which the assistant reads too). */
export const toObligation = (row: ObligationRow, today: string): Obligation => obligationView(row, today);
