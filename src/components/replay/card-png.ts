// Build time only: a card's SVG as a PNG, by sharp (no network, no install script: its prebuilt
// binary), kept in `.astro/cards/` under a hash of the SVG, so a build whose card did not change
// reuses the picture instead of rasterizing it again (about 0.1 s each on a busy machine).
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const CACHE = join(process.cwd(), '.astro', 'cards');

export async function cardPng(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  const file = join(CACHE, `${createHash('sha256').update(svg).digest('hex').slice(0, 32)}.png`);
  const kept = await readFile(file).catch(() => null);
  if (kept) return Uint8Array.from(kept);
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  await mkdir(CACHE, { recursive: true });
  await writeFile(file, png);
  return Uint8Array.from(png);
}
