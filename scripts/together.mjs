// Runs the commands given as arguments at the same time (npm run typecheck: astro check and
// svelte-check, one core each), prints each one's output whole once it ends, in the order given,
// and exits with the first failure's code. Each command's output is held back so that two
// reports never interleave line by line.
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ command, code: 1, output: [Buffer.from(`${error.message}\n`)] }));
    child.on('close', (code, signal) => resolve({ command, code: code ?? (signal ? 1 : 0), output }));
  });
}

const results = await Promise.all(commands.map(run));
for (const { command, code, output } of results) {
  process.stdout.write(`> ${command}\n`);
  process.stdout.write(Buffer.concat(output));
  if (code !== 0) process.stdout.write(`(exit ${code})\n`);
}
process.exitCode = results.find((r) => r.code !== 0)?.code ?? 0;
