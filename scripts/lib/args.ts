/** A small argv reader: `--name value`, `--flag`, and positional arguments. */
export function parseArgs(argv: string[], flags: string[] = []): { options: Record<string, string | true>; positional: string[] } {
  const options: Record<string, string | true> = {};
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith("--")) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split("=", 2) as [string, string | undefined];
    if (inline !== undefined) options[name] = inline;
    else if (flags.includes(name) || argv[i + 1] === undefined || argv[i + 1]!.startsWith("--")) options[name] = true;
    else options[name] = argv[++i]!;
  }
  return { options, positional };
}

export function fail(message: string): never {
  console.error(`error: ${message}`);
  process.exit(1);
}
