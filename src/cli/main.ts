#!/usr/bin/env node
// The `fzmj` program: what package.json's `bin` runs (bundled into build/fzmj.mjs by
// src/cli/build.mjs). Runs the command line and sets the exit status. Output that cannot be
// written never shows a stack trace: a reader that closed the pipe (`| head -1`) ends the
// command quietly with its own status; any other write error is one line and exit 2.
import { t } from '../i18n/index.ts';
import { errnoText } from './errno.ts';
import { languageFor, run } from './fzmj.ts';

const argv = process.argv.slice(2);
const result = await run(argv);
const lang = languageFor(argv);

process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(result.code);
  process.stderr.write(`fzmj: ${t(lang, 'cli.error.write-failed', { detail: errnoText(lang, error) })}\n`, () => process.exit(2));
});
// Standard error itself unwritable: nothing can be said there. A closed pipe ends quietly as on
// standard output; any other failure is said by the status alone.
process.stderr.on('error', (error: NodeJS.ErrnoException) => process.exit(error.code === 'EPIPE' || result.code !== 0 ? result.code : 2));
if (result.stdout) process.stdout.write(result.stdout);
if (result.stderr) process.stderr.write(result.stderr);
process.exitCode = result.code;
