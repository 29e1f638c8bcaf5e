// Reading what the user names: a file, or standard input for `-`. Every read is capped at the
// deal-log limit whatever `stat` says (a device such as /dev/zero or a FIFO reports no size), so
// a huge or endless input is refused with a message rather than exhausting memory. One open, at
// most one fstat (none for a file a folder listed as regular, until it proves large) and the
// reads: no separate stat. The text is decoded as UTF-8 with a byte-order mark dropped (as the
// browser does); UTF-16 is named as such rather than read as garbage.

import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import { MAX_LOG_BYTES } from '../engine/deal/parse.ts';
import { UsageError } from './args.ts';

export const MAX_BYTES = MAX_LOG_BYTES;
export const MAX_INPUT_MB = MAX_BYTES / 1048576;

/**
 * How long a FIFO named on the command line is waited on for something to read. It is opened
 * without waiting for a writer; with none (or none that writes) the command says so after this,
 * rather than hanging.
 */
export const FIFO_WAIT_MS = 10_000;

/** Why an input could not be read at all (exit 2), as a message key and its parameters. */
export interface ReadFailure {
  key: string;
  params: Record<string, string | number>;
}

/** What reading an input gave: its text, or why it is refused as input (too large, not UTF-8 text). */
export type Input =
  | { kind: 'text'; text: string }
  /** `size` in MB when known (a regular file's); absent when reading stopped at the limit. */
  | { kind: 'too-large'; size?: string }
  | { kind: 'encoding'; encoding: 'UTF-16LE' | 'UTF-16BE' | 'UTF-32LE' | 'UTF-32BE' };

const decoder = new TextDecoder('utf-8', { ignoreBOM: false });

/** Turns bytes into text: a UTF-8 BOM dropped, UTF-16/32 recognised by its BOM or its zero bytes. */
export function decode(bytes: Uint8Array): Input {
  const [a, b, c, d] = bytes;
  if (a === 0xff && b === 0xfe && c === 0 && d === 0 && bytes.length >= 4) return { kind: 'encoding', encoding: 'UTF-32LE' };
  if (a === 0 && b === 0 && c === 0xfe && d === 0xff) return { kind: 'encoding', encoding: 'UTF-32BE' };
  if (a === 0xff && b === 0xfe) return { kind: 'encoding', encoding: 'UTF-16LE' };
  if (a === 0xfe && b === 0xff) return { kind: 'encoding', encoding: 'UTF-16BE' };
  // Without a BOM: JSON starts with an ASCII character, so UTF-16 shows a zero byte beside it.
  if (bytes.length >= 2 && a !== 0 && b === 0) return { kind: 'encoding', encoding: c === 0 && d === 0 ? 'UTF-32LE' : 'UTF-16LE' };
  if (bytes.length >= 2 && a === 0 && b !== 0) return { kind: 'encoding', encoding: 'UTF-16BE' };
  if (bytes.length >= 4 && a === 0 && b === 0 && c === 0 && d !== 0) return { kind: 'encoding', encoding: 'UTF-32BE' };
  // TextDecoder drops a leading UTF-8 BOM (ignoreBOM: false).
  return { kind: 'text', text: decoder.decode(bytes) };
}

const pause = new Int32Array(new SharedArrayBuffer(4));
const tooLarge = (bytes?: number): Input => (bytes === undefined ? { kind: 'too-large' } : { kind: 'too-large', size: (bytes / 1048576).toFixed(1) });

/** Message of a failed open or read, by errno. */
export function readFailure(path: string, error: unknown): ReadFailure {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return { key: 'cli.error.not-found', params: { file: path } };
  if (code === 'EACCES' || code === 'EPERM') return { key: 'cli.error.permission', params: { file: path } };
  if (code === 'EISDIR') return { key: 'cli.error.directory', params: { file: path } };
  // The code is said in words where the message is made (see message.ts).
  if (typeof code === 'string') return { key: 'cli.error.not-readable', params: { file: path, errno: code } };
  return { key: 'cli.error.not-readable', params: { file: path, detail: String(error) } };
}

export type Opened = { kind: 'file'; fd: number; stats: Stats } | { kind: 'directory' } | { kind: 'failed'; failure: ReadFailure };

/**
 * Opens a path once and fstat()s the descriptor: a file to read, or a folder. A FIFO is opened
 * without waiting for a writer (the open never blocks; readOpened waits a while for data).
 */
export function openPath(path: string): Opened {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    // Opening a folder for reading works on Linux; elsewhere it may fail with EISDIR.
    if ((error as NodeJS.ErrnoException).code === 'EISDIR') return { kind: 'directory' };
    return { kind: 'failed', failure: readFailure(path, error) };
  }
  let stats: Stats;
  try {
    stats = fstatSync(fd);
  } catch (error) {
    closeSync(fd);
    return { kind: 'failed', failure: readFailure(path, error) };
  }
  if (stats.isDirectory()) {
    closeSync(fd);
    return { kind: 'directory' };
  }
  return { kind: 'file', fd, stats };
}

// Files are read into one buffer kept between reads (a folder of deal logs allocates nothing
// per file); a buffer grown for a large input is not kept.
const KEPT = 1 << 20;
let shared: Buffer | null = null;

/**
 * Reads an opened file to its end, at most MAX_BYTES, then closes it. `stats` (when the caller
 * has them) is only a first guess: a regular file may grow, and a device or FIFO has no size.
 * Without them, a file is fstat()ed only once it proves larger than a megabyte, so a huge
 * regular file is refused by its size rather than read.
 */
export function readOpened(path: string, fd: number, stats?: Stats): Input {
  // A FIFO the caller knows of (named on the command line): nothing read yet may mean no writer yet.
  const fifo = stats?.isFIFO() ?? false;
  let waiting: number | undefined;
  try {
    if (stats?.isFile() && stats.size > MAX_BYTES) return tooLarge(stats.size);
    let buffer = (shared ??= Buffer.allocUnsafe(KEPT));
    let length = 0;
    let sized = stats !== undefined;
    for (;;) {
      if (length === buffer.length) {
        if (!sized) {
          sized = true;
          const st = fstatSync(fd);
          if (st.isFile() && st.size > MAX_BYTES) return tooLarge(st.size);
        }
        // One byte more than the limit tells "at the limit" from "over it".
        if (length > MAX_BYTES) return tooLarge();
        const grown = Buffer.allocUnsafe(Math.min(buffer.length * 2, MAX_BYTES + 1));
        buffer.copy(grown, 0, 0, length);
        buffer = grown;
      }
      let n: number;
      try {
        n = readSync(fd, buffer, length, buffer.length - length, null);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
        Atomics.wait(pause, 0, 0, 5); // a non-blocking pipe with nothing yet: wait, do not spin
        continue;
      }
      if (n === 0) {
        if (fifo && length === 0) {
          // No writer has written (none may have opened it yet): wait for one a while, not forever.
          waiting ??= Date.now();
          if (Date.now() - waiting < FIFO_WAIT_MS) {
            Atomics.wait(pause, 0, 0, 20);
            continue;
          }
          throw new UsageError('cli.error.no-writer', { file: path, seconds: FIFO_WAIT_MS / 1000 });
        }
        break;
      }
      length += n;
    }
    if (length > MAX_BYTES) return tooLarge();
    return decode(buffer.subarray(0, length));
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const failure = readFailure(path, error);
    throw new UsageError(failure.key, failure.params);
  } finally {
    closeSync(fd);
  }
}

/**
 * A file found in a folder, which says it is a regular file: opened without waiting (should it
 * have become a FIFO since, it reads as empty rather than blocking) and read without a stat.
 */
export function readListedFile(path: string): Input {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    const failure = readFailure(path, error);
    throw new UsageError(failure.key, failure.params);
  }
  return readOpened(path, fd);
}

/** Standard input, through the same cap. */
export async function readStdin(): Promise<Input> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of process.stdin) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    total += buffer.length;
    if (total > MAX_BYTES) {
      process.stdin.destroy();
      return tooLarge();
    }
    chunks.push(buffer);
  }
  return decode(Buffer.concat(chunks));
}

/** Reads a file or `-`; what cannot be opened or read at all is a UsageError (exit 2). */
export async function readInput(path: string): Promise<Input> {
  if (path === '-') return readStdin();
  const opened = openPath(path);
  if (opened.kind === 'directory') throw new UsageError('cli.error.directory', { file: path });
  if (opened.kind === 'failed') throw new UsageError(opened.failure.key, opened.failure.params);
  return readOpened(path, opened.fd, opened.stats);
}
