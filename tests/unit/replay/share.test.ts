// The share-link codec: every deal survives the round trip, the code is URL-safe, and damaged or
// oversized links are refused rather than half-read.
import { describe, expect, it } from 'vitest';
import { decodeShare, encodeShare, fromBase64Url, MAX_LINK_CHARS, offerLink, toBase64Url, TooLargeError } from '../../../src/components/replay/share.ts';
import { SAMPLE_IDS, sampleDoc } from './fixtures.ts';

describe('share codec', () => {
  it.each(SAMPLE_IDS)('round-trips the %s sample, compressed well below its size', async (id) => {
    const text = JSON.stringify(sampleDoc(id));
    const code = await encodeShare(text);
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(code.length).toBeLessThan(text.length * 0.6);
    await expect(decodeShare(code)).resolves.toBe(text);
  });

  it('keeps non-ASCII names intact', async () => {
    const text = JSON.stringify({ seats: [{ name: '梅 Mei' }, { name: 'Łukasz' }, { name: '🀄' }, { name: 'Jun' }] });
    await expect(decodeShare(await encodeShare(text))).resolves.toBe(text);
  });

  it('base64url round-trips every byte value', () => {
    const bytes = Uint8Array.from({ length: 70000 }, (_, i) => (i * 31) % 256);
    const code = toBase64Url(bytes);
    expect(code).not.toMatch(/[+/=]/);
    expect([...fromBase64Url(code)]).toEqual([...bytes]);
  });

  it('refuses a damaged or cut-off link', async () => {
    const code = await encodeShare(JSON.stringify(sampleDoc('final-sweep')));
    await expect(decodeShare(`${code}!`)).rejects.toThrow();
    await expect(decodeShare(code.slice(0, Math.floor(code.length / 2)))).rejects.toThrow();
  });

  it('refuses a link that inflates past the limit', async () => {
    const code = await encodeShare('0'.repeat(200_000));
    expect(code.length).toBeLessThan(2000);
    await expect(decodeShare(code, 100_000)).rejects.toBeInstanceOf(TooLargeError);
    // A damaged link is not called too large.
    await expect(decodeShare(`${code}!`)).rejects.not.toBeInstanceOf(TooLargeError);
    await expect(decodeShare(code, 300_000)).resolves.toHaveLength(200_000);
  });
});

describe('offering a link', () => {
  it('a link over 2 MB, which Chromium cannot open, is never copied: its size is told instead', async () => {
    expect(MAX_LINK_CHARS).toBe(2_097_152);
    const copied: string[] = [];
    const copy = async (text: string) => {
      copied.push(text);
    };
    const over = `https://example.org/replay/#d=${'A'.repeat(2_097_152)}`;
    expect(await offerLink(over, copy)).toEqual({ kind: 'too-long', mb: '2.0' });
    expect(copied).toEqual([]);
    // At the limit exactly, it is copied.
    const at = 'A'.repeat(2_097_152);
    expect(await offerLink(at, copy)).toEqual({ kind: 'copied' });
    expect(copied).toEqual([at]);
  });

  it('when the clipboard refuses, the link is shown to copy by hand', async () => {
    const refuse = async () => {
      throw new Error('not allowed');
    };
    expect(await offerLink('https://example.org/#d=abc', refuse)).toEqual({ kind: 'manual', link: 'https://example.org/#d=abc' });
  });
});
