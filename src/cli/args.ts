// fzmj's argument reader, on node:util's parseArgs: positional arguments, boolean and valued
// flags with their short aliases, `--` ending the options, and repeatable `--option NAME=VALUE`.
// parseArgs runs unstrict so that every problem is said in fzmj's own words, not Node's.

import { parseArgs } from 'node:util';

export class UsageError extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

export type OptionValue = string | number | boolean;

export interface Args {
  positional: string[];
  flags: Set<string>;
  values: Map<string, string>;
  /** `--option` settings in the order given (a later one for the same name wins); own properties only. */
  options: Record<string, OptionValue>;
}

/** Every flag fzmj knows, by its long name: whether it takes a value, and its one-letter alias. */
export const FLAGS: Readonly<Record<string, { value: boolean; short?: string }>> = {
  '--help': { value: false, short: 'h' },
  '--version': { value: false, short: 'V' },
  '--lang': { value: true, short: 'l' },
  '--json': { value: false, short: 'j' },
  '--option': { value: true, short: 'O' },
  '--seed': { value: true, short: 's' },
  '--count': { value: true, short: 'n' },
  '--deals': { value: true, short: 'd' },
  '--out': { value: true, short: 'o' },
  '--ruleset': { value: true, short: 'r' },
};

type Config = Record<string, { type: 'string' | 'boolean'; short?: string; multiple?: boolean }>;

function configOf(flags: readonly string[]): Config {
  const config: Config = {};
  for (const flag of flags) {
    const spec = FLAGS[flag];
    config[flag.slice(2)] = { type: spec.value ? 'string' : 'boolean', ...(spec.short ? { short: spec.short } : {}) };
  }
  return config;
}

export type Token = ReturnType<typeof parseArgs>['tokens'] extends (infer T)[] | undefined ? T : never;

/** The tokens of argv as parseArgs reads them with these flags known (others read as unknown booleans). */
export function tokensOf(argv: readonly string[], flags: readonly string[] = Object.keys(FLAGS)): Token[] {
  return parseArgs({ args: [...argv], options: configOf(flags), strict: false, allowPositionals: true, tokens: true }).tokens ?? [];
}

/** Reads argv against the flags a command knows; `-` alone is a positional (standard input), and so is all after `--`. */
export function readArgs(argv: readonly string[], booleans: readonly string[], valued: readonly string[]): Args {
  const known = [...new Set([...booleans, ...valued, '--option', '--lang'])];
  const args: Args = { positional: [], flags: new Set(), values: new Map(), options: Object.create(null) };
  for (const token of tokensOf(argv, known)) {
    if (token.kind === 'positional') args.positional.push(token.value);
    if (token.kind !== 'option') continue;
    const flag = `--${token.name}`;
    if (!known.includes(flag)) throw new UsageError('cli.error.unknown-flag', { flag: token.rawName });
    if (FLAGS[flag].value) {
      if (token.value === undefined) throw new UsageError('cli.error.flag-value', { flag });
      if (flag === '--option') {
        const [name, value] = parseOption(token.value);
        // A repeated name: the later one counts, in its own place.
        delete args.options[name];
        Object.defineProperty(args.options, name, { value, enumerable: true, writable: true, configurable: true });
      } else args.values.set(flag, token.value);
    } else {
      if (token.value !== undefined) throw new UsageError('cli.error.flag-no-value', { flag });
      args.flags.add(flag);
    }
  }
  return args;
}

function parseOption(text: string): [string, OptionValue] {
  const eq = text.indexOf('=');
  if (eq <= 0) throw new UsageError('cli.error.option-format', { text });
  const name = text.slice(0, eq);
  const raw = text.slice(eq + 1);
  const value = raw === 'true' ? true : raw === 'false' ? false : /^-?\d+$/.test(raw) ? Number(raw) : raw;
  return [name, value];
}

/** A whole number written in decimal digits only (no `1e3`, `0x10`, `+5`, `1.0` or spaces), from min to max. */
export function wholeNumber(raw: string, flag: string, min: number, max: number): number {
  const n = /^\d{1,16}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new UsageError('cli.error.flag-range', { flag, value: raw, min, max });
  return n;
}
