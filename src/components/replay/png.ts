// The table as a PNG picture to post in a chat: each seat's row (name, wind, score change,
// hand, melds, flowers, then discards) on a felt background, drawn on a canvas with the same tile
// pictures as the page (tile-images.ts). Loaded only when a player asks for a picture.

import { cleanName } from '../../engine/schema/quote.ts';
import type { TileImages } from './tile-images.ts';
import type { TableView, TileFace } from './view-model.ts';

export interface PictureText {
  title: string;
  subtitle: string;
  /** Per seat in view order (bottom, right, top, left): "Mei · East · D · +12". */
  seatLines: string[];
  footer: string[];
}

const W = 1280;
const PAD = 36;
const TILE_H = 56;
const TILE_W = (TILE_H * 64) / 88;
const SMALL_H = 40;
const SMALL_W = (SMALL_H * 64) / 88;
const FELT = '#1f5a43';
const INK = '#f4f1e8';
const MUTED = '#c9dccf';

const loaded = new Map<string, Promise<HTMLImageElement>>();

// Bidirectional embeddings, overrides and marks: dropped from the picture's text, so a name with a
// right-to-left override cannot reverse the rest of its line.
const OVERRIDES = /[\u061c\u200e\u200f\u202a-\u202e]/g;

/**
 * A player's text (a name, a title) as one isolated run: its own control characters dropped (the
 * engine's one list of them, bidirectional ones included), then wrapped in first-strong isolate
 * marks, so a right-to-left name keeps its direction without pulling the wind or the score beside
 * it into its run.
 */
export function isolate(text: string): string {
  return `\u2068${cleanName(text)}\u2069`;
}

/** Text wrapped to `width`, at most `max` lines, the last cut with an ellipsis if it runs over. */
export function wrapText(measure: (s: string) => number, text: string, width: number, max: number): string[] {
  const clean = text.replace(OVERRIDES, '');
  const lines: string[] = [];
  let line = '';
  // Break between words, or anywhere in a run with no spaces (a long name, Chinese text).
  for (const ch of clean) {
    if (measure(line + ch) <= width || line === '') {
      line += ch;
      continue;
    }
    const space = line.lastIndexOf(' ');
    if (ch !== ' ' && space > 0) {
      lines.push(line.slice(0, space));
      line = line.slice(space + 1) + ch;
    } else {
      lines.push(line);
      line = ch === ' ' ? '' : ch;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  let last = kept[max - 1];
  while (last && measure(`${last}…`) > width) last = last.slice(0, -1);
  kept[max - 1] = `${last}…`;
  return kept;
}

/** The pictures of one deal's tiles (its wild's badge carries that rule set's mark). */
type DealPictures = { url(face: TileFace): string };

function image(face: TileFace, pictures: DealPictures): Promise<HTMLImageElement> {
  const url = pictures.url({ ...face, highlighted: false });
  let found = loaded.get(url);
  if (!found) {
    found = new Promise((resolve, reject) => {
      const img = new Image();
      img.onload = () => resolve(img);
      img.onerror = () => reject(new Error(`tile ${face.tile} did not load`));
      img.src = url;
    });
    loaded.set(url, found);
  }
  return found;
}

/** Draws a row of tile groups from (x, y) (tile bottoms aligned); returns the x after it. */
async function row(ctx: CanvasRenderingContext2D, groups: TileFace[][], x: number, y: number, h: number, pictures: DealPictures): Promise<number> {
  const w = (h * 64) / 88;
  for (const group of groups) {
    for (const face of group) {
      const img = await image(face, pictures);
      const [dw, dh] = face.sideways ? [h, w] : [w, h];
      ctx.drawImage(img, x, y + h - dh, dw, dh);
      x += dw + 2;
    }
    x += h * 0.3;
  }
  return x;
}

export async function tablePicture(view: TableView, text: PictureText, images: TileImages): Promise<Blob> {
  const pictures: DealPictures = { url: (face) => images.url(face, view.words) };
  const seatBlock = TILE_H + 18 + SMALL_H * 2 + 40;
  // Room for a second title line, and footer lines wrapped to the width.
  const height = PAD * 2 + 96 + 34 + seatBlock * 4 + text.footer.length * 60 + 20;
  const canvas = document.createElement('canvas');
  const scale = 1;
  canvas.width = W * scale;
  canvas.height = height * scale;
  const ctx = canvas.getContext('2d')!;
  ctx.scale(scale, scale);
  const font = getComputedStyle(document.body).fontFamily || 'sans-serif';
  ctx.fillStyle = FELT;
  ctx.fillRect(0, 0, W, height);
  const gradient = ctx.createRadialGradient(W / 2, height / 3, 50, W / 2, height / 3, W);
  gradient.addColorStop(0, 'rgba(255,255,255,0.10)');
  gradient.addColorStop(1, 'rgba(0,0,0,0.25)');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, W, height);

  ctx.fillStyle = INK;
  ctx.textBaseline = 'alphabetic';
  // The title (a table name from the log) wraps onto two lines at most, clear of the gold.
  ctx.font = `700 30px ${font}`;
  const titleWidth = W - 2 * PAD - TILE_W - 24;
  const title = wrapText((s) => ctx.measureText(s).width, text.title, titleWidth, 2);
  title.forEach((line, i) => ctx.fillText(line, PAD, PAD + 28 + i * 34));
  ctx.font = `400 19px ${font}`;
  ctx.fillStyle = MUTED;
  ctx.fillText(wrapText((s) => ctx.measureText(s).width, text.subtitle, titleWidth, 1)[0] ?? '', PAD, PAD + 60 + (title.length - 1) * 34);
  if (view.wild !== null) {
    await row(ctx, [[{ tile: view.indicator ?? view.wild, gold: true }]], W - PAD - TILE_W, PAD, TILE_H, pictures);
  }

  let y = PAD + 96 + (title.length - 1) * 34;
  for (let i = 0; i < view.seats.length; i++) {
    const seat = view.seats[i];
    ctx.fillStyle = seat.winner ? 'rgba(255, 215, 120, 0.16)' : 'rgba(0, 0, 0, 0.16)';
    ctx.beginPath();
    ctx.roundRect(PAD - 12, y - 8, W - 2 * PAD + 24, seatBlock - 12, 14);
    ctx.fill();
    ctx.fillStyle = seat.winner ? '#ffd98a' : INK;
    ctx.font = `650 20px ${font}`;
    ctx.fillText(wrapText((s) => ctx.measureText(s).width, text.seatLines[i], W - 2 * PAD, 1)[0] ?? '', PAD, y + 18);
    const groups: TileFace[][] = [seat.hand.map((f) => ({ ...f, back: false, highlighted: false }))];
    if (seat.drawn) groups.push([{ ...seat.drawn, back: false }]);
    let x = await row(ctx, groups, PAD, y + 30, TILE_H, pictures);
    x = await row(
      ctx,
      seat.melds.map((m) => m.tiles),
      x + 8,
      y + 30,
      TILE_H,
      pictures,
    );
    if (seat.flowers.length) await row(ctx, [seat.flowers], x + 8, y + 30 + (TILE_H - SMALL_H), SMALL_H, pictures);
    // Discards wrap onto a second line.
    const perLine = Math.floor((W - 2 * PAD) / (SMALL_W + 2));
    for (let line = 0; line * perLine < seat.discards.length && line < 2; line++) {
      const part = seat.discards.slice(line * perLine, (line + 1) * perLine).map((f) => ({ ...f, dimmed: f.dimmed || f.claimedBy !== undefined }));
      await row(ctx, [part], PAD, y + 30 + TILE_H + 12 + line * (SMALL_H + 4), SMALL_H, pictures);
    }
    y += seatBlock;
  }
  ctx.fillStyle = INK;
  ctx.font = `600 20px ${font}`;
  for (const footer of text.footer) {
    for (const line of wrapText((s) => ctx.measureText(s).width, footer, W - 2 * PAD, 2)) {
      ctx.fillText(line, PAD, y + 16);
      y += 30;
    }
  }
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no picture'))), 'image/png'));
}
