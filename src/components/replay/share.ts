// The share-link codec: a deal's JSON squeezed with the browser's own deflate-raw
// (CompressionStream, no dependency) and written in base64url, so a whole deal fits in a URL
// fragment, which browsers never send to a server.

/** A decoded link may not grow past this (a hostile link could otherwise inflate without end). */
export const MAX_DECODED_BYTES = 20 * 1024 * 1024;

/** Chromium does not open an address longer than this: such a link is not offered. */
export const MAX_LINK_CHARS = 2 * 1024 * 1024;

/** What became of a share link offered to the user. */
export type ShareOutcome =
  /** Too long for a browser to open: not copied, its size (MB, one decimal) told instead. */
  | { kind: 'too-long'; mb: string }
  | { kind: 'copied' }
  /** The clipboard refused: the link is shown to copy by hand. */
  | { kind: 'manual'; link: string };

/** Offers a share link: one a browser could not open is never copied; any other is, through `copy`. */
export async function offerLink(link: string, copy: (text: string) => Promise<void>): Promise<ShareOutcome> {
  if (link.length > MAX_LINK_CHARS) return { kind: 'too-long', mb: (link.length / 1048576).toFixed(1) };
  try {
    await copy(link);
    return { kind: 'copied' };
  } catch {
    return { kind: 'manual', link };
  }
}

/** The error a link that inflates past the limit throws, told apart from a damaged one. */
export class TooLargeError extends Error {
  constructor() {
    super('too large');
  }
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  // String.fromCharCode with spread overflows the stack on big arrays: go in chunks.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Throws on characters outside base64url, so a damaged link is reported, not half-read. */
export function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw new Error('not base64url');
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(base64);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

async function readAll(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw new TooLargeError();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

function through(bytes: Uint8Array, transform: CompressionStream | DecompressionStream, limit: number): Promise<Uint8Array> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  return readAll(source.pipeThrough(transform as unknown as ReadableWritablePair<Uint8Array, Uint8Array>), limit);
}

/** Text → deflate-raw → base64url. */
export async function encodeShare(text: string): Promise<string> {
  const packed = await through(new TextEncoder().encode(text), new CompressionStream('deflate-raw'), Number.MAX_SAFE_INTEGER);
  return toBase64Url(packed);
}

/** The inverse of encodeShare; throws when the code is damaged or inflates past `limit` bytes. */
export async function decodeShare(code: string, limit = MAX_DECODED_BYTES): Promise<string> {
  const bytes = await through(fromBase64Url(code), new DecompressionStream('deflate-raw'), limit);
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
