// The `fzmj` command line: the engine's verbs for a terminal. Never prints a stack trace:
// usage and input problems become one line on stderr in the user's language.
// `--lang zh|en` (`-l`), `--help` (`-h`) and `--version` (`-V`) may come before or after the
// command; `--` ends the options (what follows is a file name even if it starts with `-`).

import { isLang, t, type Lang } from '../i18n/index.ts';
import { version } from '../../package.json';
import { tokensOf, UsageError, type Token } from './args.ts';
import { scoreCommand, type CommandResult } from './score.ts';
import { usageMessage } from './message.ts';
import { clip, printable } from './text.ts';

type Command = (argv: readonly string[], lang: Lang) => Promise<CommandResult>;

const COMMANDS: Record<string, () => Promise<Command>> = {
  score: async () => scoreCommand,
  simulate: async () => (await import('./simulate.ts')).simulateCommand,
  verify: async () => (await import('./verify.ts')).verifyCommand,
  import: async () => (await import('./import.ts')).importCommand,
  rulesets: async () => (await import('./rulesets.ts')).rulesetsCommand,
};

const option = (tokens: readonly Token[], name: string) => tokens.find((k) => k.kind === 'option' && k.name === name);

function languageOf(tokens: readonly Token[]): Lang {
  const lang = option(tokens, 'lang');
  const value = lang?.kind === 'option' ? lang.value : undefined;
  if (isLang(value)) return value;
  const env = process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || '';
  return env.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/** The arguments without the one at `at`; when that one followed `--`, the rest stay after a `--`. */
function without(argv: readonly string[], tokens: readonly Token[], at: number): string[] {
  const end = tokens.find((k) => k.kind === 'option-terminator');
  if (end && end.index < at) return [...argv.slice(0, end.index), '--', ...argv.slice(at + 1)];
  return [...argv.slice(0, at), ...argv.slice(at + 1)];
}

/** The language of the messages: `--lang`, else the locale's. */
export const languageFor = (argv: readonly string[]): Lang => languageOf(tokensOf(argv));

const usage = (lang: Lang) => `${t(lang, 'cli.usage')}\n`;
const helpOf = (lang: Lang, name: string) => `${t(lang, `cli.help.${name}`)}\n`;

export async function run(argv: readonly string[]): Promise<CommandResult> {
  const tokens = tokensOf(argv);
  const lang = languageOf(tokens);
  if (option(tokens, 'version')) return { code: 0, stdout: `fzmj ${version}\n`, stderr: '' };
  const first = tokens.find((k) => k.kind === 'positional');
  let name = first?.value;
  let rest = first ? without(argv, tokens, first.index) : [];
  let help = option(tokens, 'help') !== undefined;
  if (name === 'help') {
    // `fzmj help`, `fzmj help score`
    help = true;
    name = tokensOf(rest).find((k) => k.kind === 'positional')?.value;
    rest = [];
  }
  if (name === undefined) {
    if (help) return { code: 0, stdout: usage(lang), stderr: '' };
    // Anything before a command must be --lang: name the first flag that is not.
    const stray = tokens.find((k) => k.kind === 'option' && k.name !== 'lang');
    const message = stray?.kind === 'option' ? `fzmj: ${t(lang, 'cli.error.unknown-flag', { flag: clip(printable(stray.rawName)) })}\n` : '';
    return { code: 2, stdout: '', stderr: `${message}${usage(lang)}` };
  }
  const load = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!load) return { code: 2, stdout: '', stderr: `fzmj: ${t(lang, 'cli.error.unknown-command', { command: clip(printable(name)) })}\n${usage(lang)}` };
  if (help) return { code: 0, stdout: helpOf(lang, name), stderr: '' };
  try {
    return await (await load())(rest, lang);
  } catch (error) {
    if (error instanceof UsageError) {
      return { code: 2, stdout: '', stderr: `fzmj ${name}: ${usageMessage(lang, error.key, error.params)}\n` };
    }
    return { code: 3, stdout: '', stderr: `fzmj ${name}: ${t(lang, 'cli.error.internal', { detail: clip(printable(String((error as Error)?.message ?? error)), 200) })}\n` };
  }
}
