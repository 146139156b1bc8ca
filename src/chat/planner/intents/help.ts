import { STOP } from "../../language/words";
import { planOf, type Intent } from "../intent";

export const HELP =
  "I answer questions about the company's records and documents, for example: \"What was rental income in July 2025?\", \"What is due in the next 30 days?\", \"What is the basis of our first property?\", \"Who are the members under the operating agreement?\" or \"Which documents do we have?\".";

/** "hello", "thanks": nothing to look up, so the answer says what can be asked. */
export const help: Intent = {
  name: "help",
  // Words of more than a letter outside the stop words ("k-1s" is one): none, nothing to look up.
  recognise: (f) => (f.text.match(/[a-z0-9][a-z0-9'-]*/g) ?? []).every((word) => word.length < 2 || STOP.has(word)),
  plan: (f) => planOf("help", f, undefined, { calls: [] }),
  understood: () => "",
  write: () => HELP,
};
