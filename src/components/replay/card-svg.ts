// A sample's link card as one SVG document (1200 × 630, the OpenGraph size): the title, the rule
// set, the decisive moment in our own tile drawings (inline faces, outlines only: no font) and the
// result, on the felt of the exported picture. Text is set in Noto Sans CJK, which the build
// machine has (CI installs fonts-noto-cjk); the PNG is made from it at build time.

import { TILE_H, TILE_W, tileElement } from '../tiles/tile.ts';
import { h, toMarkup, type El } from '../tiles/svg.ts';
import type { CardRow, SampleCard } from './sample-card.ts';

export const CARD_W = 1200;
export const CARD_H = 630;
const PAD = 48;
const INNER = CARD_W - 2 * PAD;
const FELT = '#1f5a43';
const INK = '#f4f1e8';
const MUTED = '#c9dccf';
const FONT = "'Noto Sans CJK SC', 'Noto Sans SC', 'Noto Sans', sans-serif";
/** Gap between a hand's groups (the concealed part, each meld). */
const GROUP_GAP = 22;

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u3000-\u303f“”]/;

/** A text's width in em, near enough to wrap by (a little over Noto Sans's bold widths). */
export function textEm(text: string): number {
  let em = 0;
  for (const ch of text) {
    if (WIDE.test(ch)) em += 1;
    else if (ch === ' ') em += 0.26;
    else if (/[A-Z0-9+−]/.test(ch)) em += 0.66;
    else if (/[a-z]/.test(ch)) em += 0.56;
    else em += 0.36;
  }
  return em;
}

/** Lines of at most `width` px at `size` px, at most `max` of them, the last cut with "…". */
export function wrapLines(text: string, size: number, width: number, max: number): string[] {
  const fits = (s: string) => textEm(s) * size <= width;
  const lines: string[] = [];
  let line = '';
  for (const ch of text) {
    if (fits(line + ch) || line === '') {
      line += ch;
      continue;
    }
    // Break at the last space of a Latin line, else anywhere (Chinese has no spaces).
    const space = line.lastIndexOf(' ');
    if (ch !== ' ' && space > 0 && !WIDE.test(ch)) {
      lines.push(line.slice(0, space));
      line = line.slice(space + 1) + ch;
    } else {
      lines.push(line.trimEnd());
      line = ch === ' ' ? '' : ch;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines;
  let last = lines[max - 1];
  while (last && !fits(`${last}…`)) last = last.slice(0, -1);
  return [...lines.slice(0, max - 1), `${last.trimEnd()}…`];
}

function text(lines: string[], x: number, y: number, size: number, fill: string, weight = 400, anchor = 'start'): El[] {
  return lines.map((line, i) => h('text', { x, y: y + i * size * 1.25, 'font-size': size, 'font-weight': weight, fill, 'font-family': FONT, 'text-anchor': anchor }, line));
}

/** One tile at (x, y), `height` px tall, drawn with inline faces. */
function tileAt(tile: number, x: number, y: number, height: number, state: { gold?: boolean; highlighted?: boolean; words: string }): El {
  const el = tileElement(tile, { ...state, size: String(height), label: ' ' });
  el.attrs.x = x;
  el.attrs.y = y;
  return el;
}

/** Gap between the groups of one row (a seat's hand, each meld). */
const ROW_GAP = 10;

function rowWidth(row: CardRow, w: number): number {
  return row.tiles.length * w + ((row.groups?.length ?? 1) - 1) * ROW_GAP;
}

function rowTiles(row: CardRow, x: number, y: number, height: number, words: string): El[] {
  const w = (height * TILE_W) / TILE_H;
  // Where each group starts: a gap is left before it.
  const starts = new Set<number>();
  let at = 0;
  for (const size of row.groups ?? []) starts.add((at += size));
  let gaps = 0;
  return row.tiles.map((tile, i) => {
    if (i > 0 && starts.has(i)) gaps += ROW_GAP;
    return tileAt(tile, x + i * w + gaps, y, height, { gold: row.wild !== null && tile === row.wild, highlighted: row.marked === i, words });
  });
}

/** The winner's groups side by side, as large as the width allows; returns the elements and the height used. */
function handBlock(rows: CardRow[], top: number, words: string): { els: El[]; height: number } {
  const count = rows.reduce((n, r) => n + r.tiles.length, 0);
  const gaps = (rows.length - 1) * GROUP_GAP;
  const height = Math.min(110, ((INNER - gaps) / count) * (TILE_H / TILE_W));
  const w = (height * TILE_W) / TILE_H;
  const els: El[] = [];
  let x = PAD;
  for (const row of rows) {
    els.push(...rowTiles(row, x, top, height, words));
    if (row.label) els.push(...text([row.label], x + (row.tiles.length * w) / 2, top + height + 26, 20, MUTED, 400, 'middle'));
    x += row.tiles.length * w + GROUP_GAP;
  }
  return { els, height: height + (rows.some((r) => r.label) ? 34 : 0) };
}

/** Each seat's hand at the end, one row each, its name beside it. */
function seatsBlock(rows: CardRow[], top: number, words: string): { els: El[]; height: number } {
  const label = 230;
  // As large as the widest row allows (its gaps at the size of a 52 px row: near enough).
  const widest = Math.max(...rows.map((r) => rowWidth(r, (52 * TILE_W) / TILE_H)), 1);
  const height = Math.min(52, 52 * ((INNER - label) / widest));
  const els: El[] = [];
  rows.forEach((row, i) => {
    const y = top + i * (height + 8);
    els.push(...text(wrapLines(row.label ?? '', 22, label - 16, 1), PAD, y + height * 0.62, 22, INK));
    els.push(...rowTiles(row, PAD + label, y, height, words));
  });
  return { els, height: rows.length * (height + 8) };
}

/** The bonus tiles set aside, in one row after their name, small enough to fit. */
function flowerRow(card: SampleCard, top: number): { els: El[]; height: number } {
  const label = wrapLines(card.flowersLabel, 22, 200, 1);
  const start = PAD + textEm(label[0] ?? '') * 22 + 16;
  const height = Math.min(48, ((CARD_W - PAD - start) / card.flowers.length) * (TILE_H / TILE_W));
  const w = (height * TILE_W) / TILE_H;
  const els = [...text(label, PAD, top + height * 0.62, 22, MUTED), ...card.flowers.map((tile, i) => tileAt(tile, start + i * w, top, height, { words: card.words }))];
  return { els, height: 14 + height };
}

/** The whole card as an SVG document; `site` is the site's name, set in the bottom corner. */
export function cardSvg(card: SampleCard, site: string): string {
  const title = wrapLines(card.title, 50, INNER, 2);
  let y = PAD + 44;
  const els: El[] = [h('rect', { width: CARD_W, height: CARD_H, fill: FELT })];
  els.push(...text(title, PAD, y, 50, INK, 700));
  y += (title.length - 1) * 62 + 46;
  els.push(...text(wrapLines(card.ruleset, 28, INNER, 1), PAD, y, 28, MUTED));
  y += 24;
  const result = wrapLines(card.result, 30, INNER, 2);
  const resultTop = CARD_H - PAD - 30 - (result.length - 1) * 38 - 30;
  // The caption, the tiles and the flowers, a third of the way down the room left above the result.
  const caption = text(wrapLines(card.caption, 24, INNER, 1), PAD, 24, 24, MUTED);
  const block = card.winning ? handBlock(card.rows, 40, card.words) : seatsBlock(card.rows, 40, card.words);
  const flowers = card.flowers.length ? flowerRow(card, 40 + block.height + 14) : { els: [], height: 0 };
  const room = resultTop - y - 40 - block.height - flowers.height;
  els.push(h('g', { transform: `translate(0 ${Math.round(y + Math.max(0, room / 3))})` }, caption, block.els, flowers.els));
  els.push(...text(result, PAD, resultTop + 30, 30, INK, 700));
  els.push(...text([site], CARD_W - PAD, CARD_H - 20, 20, MUTED, 400, 'end'));
  const svg = h('svg', { xmlns: 'http://www.w3.org/2000/svg', width: CARD_W, height: CARD_H, viewBox: `0 0 ${CARD_W} ${CARD_H}` }, els);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${toMarkup(svg)}\n`;
}
