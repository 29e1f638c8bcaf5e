// The `fzmj` command line: the engine's verbs for a terminal. Never prints a stack trace:
// usage and input problems become one line on stderr in the user's language.

import { isLang, t, type Lang } from '../i18n/index.ts';
import { UsageError } from './args.ts';
import { scoreCommand, type CommandResult } from './score.ts';

type Command = (argv: readonly string[], lang: Lang) => Promise<CommandResult>;

const COMMANDS: Record<string, () => Promise<Command>> = {
  score: async () => scoreCommand,
  simulate: async () => (await import('./simulate.ts')).simulateCommand,
  verify: async () => (await import('./verify.ts')).verifyCommand,
  rulesets: async () => (await import('./rulesets.ts')).rulesetsCommand,
};

function languageOf(argv: readonly string[]): Lang {
  const i = argv.findIndex((a) => a === '--lang' || a.startsWith('--lang='));
  const value = i < 0 ? undefined : argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
  if (isLang(value)) return value;
  const env = process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || '';
  return env.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

export async function run(argv: readonly string[]): Promise<CommandResult> {
  const lang = languageOf(argv);
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    return { code: name === undefined ? 2 : 0, stdout: name === undefined ? '' : `${t(lang, 'cli.usage')}\n`, stderr: name === undefined ? `${t(lang, 'cli.usage')}\n` : '' };
  }
  const load = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!load) return { code: 2, stdout: '', stderr: `fzmj: ${t(lang, 'cli.error.unknown-command', { command: name })}\n${t(lang, 'cli.usage')}\n` };
  try {
    return await (await load())(rest, lang);
  } catch (error) {
    if (error instanceof UsageError) return { code: 2, stdout: '', stderr: `fzmj ${name}: ${t(lang, error.key, error.params)}\n` };
    return { code: 3, stdout: '', stderr: `fzmj ${name}: ${t(lang, 'cli.error.internal', { detail: (error as Error).message })}\n` };
  }
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/').split('/').pop()!);
if (isMain) {
  const result = await run(process.argv.slice(2));
  if (result.stdout) process.stdout.write(result.stdout);
  if (result.stderr) process.stderr.write(result.stderr);
  process.exitCode = result.code;
}
