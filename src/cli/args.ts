// A small argument reader for fzmj: positional arguments, boolean flags, valued flags,
// and repeatable `--option NAME=VALUE` that switches a rule set's interpretations.

export class UsageError extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

export interface Args {
  positional: string[];
  flags: Set<string>;
  values: Map<string, string>;
  options: Record<string, string | number | boolean>;
}

/** Reads argv against the flags a command knows; `-` alone is a positional (standard input). */
export function readArgs(argv: readonly string[], booleans: readonly string[], valued: readonly string[]): Args {
  const args: Args = { positional: [], flags: new Set(), values: new Map(), options: {} };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '-' || !arg.startsWith('--')) {
      args.positional.push(arg);
      continue;
    }
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (booleans.includes(flag)) {
      args.flags.add(flag);
    } else if (valued.includes(flag) || flag === '--option' || flag === '--lang') {
      const value = inline ?? argv[++i];
      if (value === undefined) throw new UsageError('cli.error.flag-value', { flag });
      if (flag === '--option') Object.assign(args.options, parseOption(value));
      else args.values.set(flag, value);
    } else {
      throw new UsageError('cli.error.unknown-flag', { flag });
    }
  }
  return args;
}

function parseOption(text: string): Record<string, string | number | boolean> {
  const eq = text.indexOf('=');
  if (eq <= 0) throw new UsageError('cli.error.option-format', { text });
  const name = text.slice(0, eq);
  const raw = text.slice(eq + 1);
  const value = raw === 'true' ? true : raw === 'false' ? false : /^-?\d+$/.test(raw) ? Number(raw) : raw;
  return { [name]: value };
}
