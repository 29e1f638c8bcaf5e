// The `fzmj` command line: the engine's verbs for a terminal. Never prints a stack trace:
// usage and input problems become one line on stderr in the user's language.
// `--lang zh|en` and `--help` (`-h`) may come before or after the command.

import { isLang, t, type Lang } from '../i18n/index.ts';
import { UsageError } from './args.ts';
import { scoreCommand, type CommandResult } from './score.ts';
import { clip, printable } from './text.ts';

type Command = (argv: readonly string[], lang: Lang) => Promise<CommandResult>;

const COMMANDS: Record<string, () => Promise<Command>> = {
  score: async () => scoreCommand,
  simulate: async () => (await import('./simulate.ts')).simulateCommand,
  verify: async () => (await import('./verify.ts')).verifyCommand,
  rulesets: async () => (await import('./rulesets.ts')).rulesetsCommand,
};

// Flags of every command that take the next argument as their value: a value is never the command.
const VALUED = new Set(['--lang', '--option', '--seed', '--count', '--out', '--ruleset']);
const isHelp = (arg: string) => arg === '--help' || arg === '-h';

function languageOf(argv: readonly string[]): Lang {
  let value: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--lang') value = argv[i + 1];
    else if (argv[i].startsWith('--lang=')) value = argv[i].slice('--lang='.length);
    else continue;
    break;
  }
  if (isLang(value)) return value;
  const env = process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || '';
  return env.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/** The command's position: the first argument that is neither a flag nor a flag's value. */
function commandAt(argv: readonly string[]): number {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (VALUED.has(arg)) i++;
    else if (arg === '-' || !arg.startsWith('-')) return i;
  }
  return -1;
}

/** Whether `--help` or `-h` is among the arguments (not as another flag's value). */
function asksHelp(argv: readonly string[]): boolean {
  for (let i = 0; i < argv.length; i++) {
    if (VALUED.has(argv[i])) i++;
    else if (isHelp(argv[i])) return true;
  }
  return false;
}

const usage = (lang: Lang) => `${t(lang, 'cli.usage')}\n`;
const helpOf = (lang: Lang, name: string) => `${t(lang, `cli.help.${name}`)}\n`;

export async function run(argv: readonly string[]): Promise<CommandResult> {
  const lang = languageOf(argv);
  const at = commandAt(argv);
  let name = at < 0 ? undefined : argv[at];
  let rest = at < 0 ? [] : [...argv.slice(0, at), ...argv.slice(at + 1)];
  let help = asksHelp(argv);
  if (name === 'help') {
    // `fzmj help`, `fzmj help score`
    const target = commandAt(rest);
    help = true;
    name = target < 0 ? undefined : rest[target];
    rest = [];
  }
  if (name === undefined) {
    if (help) return { code: 0, stdout: usage(lang), stderr: '' };
    // Anything before a command must be --lang: name the first flag that is not.
    const stray = argv.find((a, i) => a.startsWith('-') && a !== '--lang' && !a.startsWith('--lang=') && argv[i - 1] !== '--lang');
    const message = stray ? `fzmj: ${t(lang, 'cli.error.unknown-flag', { flag: clip(printable(stray)) })}\n` : '';
    return { code: 2, stdout: '', stderr: `${message}${usage(lang)}` };
  }
  const load = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!load) return { code: 2, stdout: '', stderr: `fzmj: ${t(lang, 'cli.error.unknown-command', { command: clip(printable(name)) })}\n${usage(lang)}` };
  if (help) return { code: 0, stdout: helpOf(lang, name), stderr: '' };
  try {
    return await (await load())(rest, lang);
  } catch (error) {
    if (error instanceof UsageError) {
      const params = Object.fromEntries(Object.entries(error.params).map(([k, v]) => [k, typeof v === 'string' ? clip(printable(v)) : v]));
      return { code: 2, stdout: '', stderr: `fzmj ${name}: ${t(lang, error.key, params)}\n` };
    }
    return { code: 3, stdout: '', stderr: `fzmj ${name}: ${t(lang, 'cli.error.internal', { detail: clip(printable(String((error as Error)?.message ?? error)), 200) })}\n` };
  }
}
