#!/usr/bin/env node
// The `fzmj` program: what package.json's `bin` runs (bundled into build/fzmj.mjs by
// src/cli/build.mjs). Runs the command line and sets the exit status.
import { run } from './fzmj.ts';

const result = await run(process.argv.slice(2));
if (result.stdout) process.stdout.write(result.stdout);
if (result.stderr) process.stderr.write(result.stderr);
process.exitCode = result.code;
