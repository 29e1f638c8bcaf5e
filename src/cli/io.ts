// Reading what the user names: a file, or standard input for `-`, with a size limit so a
// huge file is refused with a message rather than exhausting memory.

import { readFileSync, statSync } from 'node:fs';
import { MAX_LOG_BYTES } from '../engine/deal/parse.ts';
import { UsageError } from './args.ts';

// The same limit as for deal logs: no situation or log needs anywhere near it.
const MAX_BYTES = MAX_LOG_BYTES;
const MAX_INPUT_MB = MAX_BYTES / 1048576;

export async function readInput(path: string): Promise<string> {
  if (path === '-') return readStdin();
  let size: number;
  try {
    const stat = statSync(path);
    if (stat.isDirectory()) throw new UsageError('cli.error.directory', { file: path });
    size = stat.size;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new UsageError('cli.error.not-found', { file: path });
    throw new UsageError('cli.error.not-readable', { file: path, detail: code ?? String(error) });
  }
  if (size > MAX_BYTES) throw new UsageError('cli.error.too-large', { file: path, size: (size / 1048576).toFixed(1), limit: MAX_INPUT_MB });
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError('cli.error.not-readable', { file: path, detail: (error as NodeJS.ErrnoException).code ?? String(error) });
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of process.stdin) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    total += buffer.length;
    if (total > MAX_BYTES) throw new UsageError('cli.error.too-large', { file: '-', size: `> ${MAX_INPUT_MB}`, limit: MAX_INPUT_MB });
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
