/**
 * Mints an API token: `npm run token:mint -- [--scope read|write]`. Prints the token (give it to
 * the client; it is shown once and stored nowhere) and the `scope:sha256hex` entry to add to the
 * API_TOKENS secret, which holds hashes only.
 */
import { randomBytes } from "node:crypto";
import { sha256Hex } from "../src/domain/hash";
import { fail, parseArgs } from "./lib/args";

const { options } = parseArgs(process.argv.slice(2));
const scope = options.scope === undefined ? "write" : String(options.scope);
if (scope !== "read" && scope !== "write") fail(`--scope must be read or write, not ${scope}`);

// 32 random bytes: far beyond guessing; the prefix makes a leaked token easy to recognise in a scan.
const token = `prk_${scope}_${randomBytes(32).toString("base64url")}`;
// The same function the Worker hashes a presented token with (src/http/tokens.ts).
const hash = await sha256Hex(token);

console.log(`token (give to the client, shown once): ${token}`);
console.log(`sha256:                                 ${hash}`);
console.log(`API_TOKENS entry:                       ${scope}:${hash}`);
console.log("");
console.log("Append the entry to the secret (entries separated by commas), e.g.:");
console.log(`  echo "<existing entries>,${scope}:${hash}" | npx wrangler secret put API_TOKENS --env production`);
