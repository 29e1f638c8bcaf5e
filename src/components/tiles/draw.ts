// Drawing primitives shared by the tile faces: the palette, glyph placement, a dot, a bamboo stick.
// Face coordinates: a 60 × 80 box (FACE_W × FACE_H), y down.

import { GLYPHS, GLYPH_EM } from './glyphs.ts';
import { h, fmt, type El } from './svg.ts';

export { FACE_W, FACE_H } from './geometry.ts';

/** Ink colours chosen dark enough to read on the ivory face and distinct in hue from one another. */
export const INK = {
  red: '#c8231f',
  green: '#11744a',
  blue: '#1d4d9b',
  black: '#1b2030',
  flower: '#b3265f',
  season: '#136d8c',
  ivory: '#fbf6e6',
} as const;

/** A glyph whose ink box is centred on (cx, cy), drawn at `em` face units per em. */
export function glyph(char: string, cx: number, cy: number, em: number, fill: string): El {
  const g = GLYPHS[char];
  if (!g) throw new Error(`no glyph for ${char}; add it to scripts/glyphs/make-glyphs.py`);
  const s = em / GLYPH_EM;
  const [x0, y0, x1, y1] = g.box;
  const tx = cx - ((x0 + x1) / 2) * s;
  const ty = cy - ((y0 + y1) / 2) * s;
  return h('path', { fill, transform: `translate(${fmt(tx)} ${fmt(ty)}) scale(${fmt4(s)})`, d: g.d });
}

function fmt4(n: number): string {
  return String(Math.round(n * 10000) / 10000);
}

/** A dot of the dots suit: coloured disc, ivory ring, coloured centre, ivory eye. */
export function dot(cx: number, cy: number, r: number, color: string): El {
  return h(
    'g',
    {},
    h('circle', { cx, cy, r, fill: color }),
    h('circle', { cx, cy, r: r * 0.74, fill: INK.ivory }),
    h('circle', { cx, cy, r: r * 0.52, fill: color }),
    h('circle', { cx, cy, r: r * 0.17, fill: INK.ivory }),
  );
}

/** Darker shades for the joints of bamboo sticks. */
const DARK: Record<string, string> = { [INK.green]: '#0a4d30', [INK.red]: '#8a1512' };

/** A bamboo stick centred on (cx, cy), `len` long, optionally turned by `angle` degrees. */
export function stick(cx: number, cy: number, len: number, color: string, angle = 0, w = 8): El {
  const x = cx - w / 2;
  const y = cy - len / 2;
  const band = (by: number) => h('rect', { x: x - 0.8, y: by - 1.1, width: w + 1.6, height: 2.2, rx: 1.1, fill: DARK[color] ?? color });
  return h(
    'g',
    angle ? { transform: `rotate(${fmt(angle)} ${fmt(cx)} ${fmt(cy)})` } : {},
    h('rect', { x, y, width: w, height: len, rx: w / 2, fill: color }),
    h('rect', { x: cx - 0.8, y: y + 3, width: 1.6, height: len - 6, fill: INK.ivory, 'fill-opacity': 0.7 }),
    band(y + 1.6),
    band(cy),
    band(y + len - 1.6),
  );
}
