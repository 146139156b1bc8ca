/**
 * What `npm run deploy` checks before it touches production, and the order of its steps. Pure: the
 * wrangler commands' outputs come in as text, so the checks are tested against fake outputs.
 */

/** The parts of the production configuration (wrangler's own reading of wrangler.toml) the checks read. */
export interface DeployConfig {
  name: string;
  d1_databases: { binding: string; database_name?: string; database_id?: string }[];
  vars: Record<string, unknown>;
}

/** What a wrangler command printed. */
export interface CommandOutput {
  status: number | null;
  stdout: string;
  stderr: string;
}

export const ENV = "production";

/** The commands, as arguments to `npx wrangler`. */
export const WRANGLER = {
  secretList: ["secret", "list", "--env", ENV, "--format", "json"],
  migrationsList: (binding: string) => ["d1", "migrations", "list", binding, "--remote", "--env", ENV],
  migrationsApply: (binding: string) => ["d1", "migrations", "apply", binding, "--remote", "--env", ENV],
  // The Worker Vite built for production (BUILD_PRODUCTION), with the wrangler.json written beside it.
  deploy: ["deploy", "--config", "dist/worker/wrangler.json"],
};

/** `npm run build` for production: the app into dist/web, the production Worker into dist/worker. */
export const BUILD_PRODUCTION = { command: ["npm", "run", "build"], env: { CLOUDFLARE_ENV: ENV } };

const PLACEHOLDER_ID = /^(0{8}-0{4}-[0-9a-f]0{3}-[0-9a-f]0{3}-0{12}|0+|<.*>|x+|your[-_].*|)$/i;

/** One line for each id in the production config that is still the placeholder. */
export function placeholderProblems(config: DeployConfig): string[] {
  if (!config.d1_databases.length) return ["wrangler.toml [env.production] binds no D1 database"];
  return config.d1_databases
    .filter((db) => PLACEHOLDER_ID.test(db.database_id?.trim() ?? ""))
    .map(
      (db) =>
        `wrangler.toml [env.production] D1 ${db.binding} (${db.database_name ?? "?"}): database_id is the placeholder "${db.database_id ?? ""}"; put in the id that \`npx wrangler d1 create ${db.database_name ?? "<name>"}\` printed (npm run provision)`,
    );
}

/** The last meaningful line of a failed command, for a one-line reason. */
export function lastLine(output: CommandOutput): string {
  const lines = `${output.stderr}\n${output.stdout}`
    .split("\n")
    .map((line) => line.replace(/\x1b\[[0-9;]*m/g, "").replace(/^\s*[✘▲X]?\s*(\[(ERROR|WARNING)\])?\s*/u, "").trim())
    .filter((line) => line && !/^[-─┌┐└┘│]+$/.test(line) && !/wrangler \d|update available|logs were written/i.test(line));
  return lines.find((line) => /error|not found|authenticat|login|denied|could not/i.test(line)) ?? lines.at(-1) ?? `exit ${output.status}`;
}

const isTrue = (value: unknown) => String(value ?? "").trim().toLowerCase() === "true";
const isSet = (value: unknown) => String(value ?? "").trim() !== "";

/**
 * The access-control check: production must have API_TOKENS (a secret) or Cloudflare Access
 * (ACCESS_TEAM_DOMAIN and ACCESS_AUD, as vars or secrets), unless ALLOW_ANONYMOUS=true is set on
 * purpose. `secretList` is `wrangler secret list --format json`; a Worker that does not exist yet has
 * no secrets. Returns the problems (one line each) and notes (printed, not fatal).
 */
export function accessProblems(config: DeployConfig, secretList: CommandOutput): { problems: string[]; notes: string[] } {
  let secrets: string[];
  if (secretList.status === 0) {
    try {
      const parsed = JSON.parse(secretList.stdout.slice(secretList.stdout.indexOf("["))) as { name: string }[];
      secrets = parsed.map((secret) => secret.name);
    } catch {
      return { problems: [`could not read the output of \`npx wrangler ${WRANGLER.secretList.join(" ")}\``], notes: [] };
    }
  } else if (/not found|does not exist|10007/i.test(`${secretList.stdout}${secretList.stderr}`)) {
    secrets = []; // The first deploy: `wrangler secret put` creates the Worker with its secret.
  } else {
    return { problems: [`could not list the Worker's secrets (${lastLine(secretList)}); run \`npx wrangler login\` or set CLOUDFLARE_API_TOKEN`], notes: [] };
  }
  const has = (name: string) => secrets.includes(name) || isSet(config.vars[name]);
  const tokens = secrets.includes("API_TOKENS");
  const team = has("ACCESS_TEAM_DOMAIN");
  const aud = has("ACCESS_AUD");
  if (team !== aud) {
    return { problems: [`Cloudflare Access is half configured: set both ACCESS_TEAM_DOMAIN and ACCESS_AUD (${team ? "ACCESS_AUD" : "ACCESS_TEAM_DOMAIN"} is missing)`], notes: [] };
  }
  const notes: string[] = [];
  if (team && !has("ACCESS_WRITERS") && !has("ACCESS_READERS")) notes.push("Cloudflare Access is on but neither ACCESS_WRITERS nor ACCESS_READERS is set: every signed-in person will get 403");
  if (tokens || team) return { problems: [], notes };
  if (isTrue(config.vars.ALLOW_ANONYMOUS) || secrets.includes("ALLOW_ANONYMOUS")) {
    return { problems: [], notes: ["ALLOW_ANONYMOUS is set: the API will be open to anyone with the URL"] };
  }
  return {
    problems: [
      "no access control: set the API_TOKENS secret (npm run token:mint, then npx wrangler secret put API_TOKENS --env production) or Cloudflare Access (ACCESS_TEAM_DOMAIN and ACCESS_AUD; docs/production.md)",
    ],
    notes: [],
  };
}

/**
 * The migrations `wrangler d1 migrations list --remote` says are unapplied, or an error line when
 * its output is not understood (never read as "none").
 */
export function unappliedMigrations(output: CommandOutput): { pending: string[] } | { error: string } {
  const text = `${output.stdout}\n${output.stderr}`;
  if (output.status !== 0) return { error: lastLine(output) };
  if (/No migrations to apply/i.test(text)) return { pending: [] };
  if (/Migrations to be applied/i.test(text)) return { pending: [...new Set(text.match(/[\w.-]+\.sql\b/g) ?? [])] };
  return { error: "the output of `wrangler d1 migrations list` was not understood" };
}

export interface DeployStep {
  what: string;
  command: string[];
  env?: Record<string, string>;
}

/** The steps after the checks, in order: build the app, migrate, confirm, deploy. */
export function deploySteps(config: DeployConfig): DeployStep[] {
  const db = config.d1_databases[0]!.binding;
  return [
    { what: "build the app and the production Worker (dist/web, dist/worker)", ...BUILD_PRODUCTION },
    { what: "apply the remote D1 migrations", command: ["npx", "wrangler", ...WRANGLER.migrationsApply(db)] },
    { what: "confirm no migration is left unapplied", command: ["npx", "wrangler", ...WRANGLER.migrationsList(db)] },
    { what: `deploy ${config.name}`, command: ["npx", "wrangler", ...WRANGLER.deploy] },
  ];
}

/** Runs a command and gives back what it printed (the real one spawns; tests pass a fake). */
export type Runner = (command: string[], options?: { inherit?: boolean; env?: Record<string, string> }) => CommandOutput;

/** A step as the user would type it: `CLOUDFLARE_ENV=production npm run build`. */
const shown = (step: DeployStep) => [...Object.entries(step.env ?? {}).map(([name, value]) => `${name}=${value}`), ...step.command].join(" ");

/**
 * `npm run deploy`: the checks, then the steps; each refusal is one line starting with ✗, and
 * nothing is changed once a check fails. With `dryRun`, only the checks that need no account run
 * (the placeholder ids) and each command is printed instead of run. Returns the exit code.
 */
export function runDeploy(config: DeployConfig, run: Runner, options: { dryRun: boolean; print: (line: string) => void }): number {
  const { print, dryRun } = options;
  const refuse = (problems: string[]) => {
    for (const problem of problems) print(`✗ ${problem}`);
    print("Not deployed.");
    return 1;
  };
  const placeholders = placeholderProblems(config);
  if (placeholders.length) return refuse(placeholders);
  print("✓ production ids are set");
  const db = config.d1_databases[0]!.binding;
  const steps = deploySteps(config);
  if (dryRun) {
    print("Dry run: these would run, in order (nothing is run):");
    print(`  check the access control: npx wrangler ${WRANGLER.secretList.join(" ")}`);
    print(`  list the unapplied remote migrations: npx wrangler ${WRANGLER.migrationsList(db).join(" ")}`);
    for (const step of steps) print(`  ${step.what}: ${shown(step)}`);
    return 0;
  }

  const access = accessProblems(config, run(["npx", "wrangler", ...WRANGLER.secretList]));
  for (const note of access.notes) print(`! ${note}`);
  if (access.problems.length) return refuse(access.problems);
  print("✓ access control is configured");

  const before = unappliedMigrations(run(["npx", "wrangler", ...WRANGLER.migrationsList(db)]));
  if ("error" in before) return refuse([`could not list the remote migrations: ${before.error}`]);
  print(before.pending.length ? `✓ remote migrations to apply: ${before.pending.join(", ")}` : "✓ remote database is up to date");

  for (const step of steps) {
    print(`→ ${step.what}: ${shown(step)}`);
    // What the user should watch (the build, the migrations, the upload) prints as it runs.
    const output = run(step.command, { inherit: !step.command.includes("list"), env: step.env });
    if (step.command.includes("list")) {
      const after = unappliedMigrations(output);
      if ("error" in after) return refuse([`could not confirm the remote migrations: ${after.error}`]);
      if (after.pending.length) return refuse([`remote migrations still unapplied after applying: ${after.pending.join(", ")}; the new code would meet an old schema`]);
      continue;
    }
    if (output.status !== 0) return refuse([`${step.what} failed: ${lastLine(output)}`]);
  }
  print(`✓ deployed ${config.name}`);
  return 0;
}
