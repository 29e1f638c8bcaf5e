// Tile faces as pure data: the inner drawing of each of the 42 tiles in a 60 × 80 box (no DOM),
// shared by the sprite, the inline SVG, the Astro and Svelte components and the PNG export.

import { suitOf, rankOf, type Tile } from '../../engine/tiles/index.ts';
import { INK, glyph } from './draw.ts';
import { dotsFace } from './dots.ts';
import { bambooFace } from './bamboo.ts';
import { h, toMarkup, type El } from './svg.ts';

export { FACE_W, FACE_H, FACE_VIEWBOX, BADGE_SIZE } from './geometry.ts';

const NUMERALS = '一二三四五六七八九';
const WINDS = '東南西北';
const FLOWERS = '梅蘭竹菊春夏秋冬';

function charactersFace(rank: number): El[] {
  return [glyph(NUMERALS[rank - 1], 30, 19, 36, INK.black), glyph('萬', 30, 56, 46, INK.red)];
}

function honorFace(rank: number): El[] {
  if (rank <= 4) return [glyph(WINDS[rank - 1], 30, 40, 52, INK.black)];
  if (rank === 7) return [glyph('中', 30, 40, 56, INK.red)];
  if (rank === 6) return [glyph('發', 30, 40, 54, INK.green)];
  // White dragon: the usual blue double frame.
  return [
    h('rect', { x: 9, y: 9, width: 42, height: 62, rx: 3, fill: 'none', stroke: INK.blue, 'stroke-width': 4 }),
    h('rect', { x: 16, y: 16, width: 28, height: 48, rx: 1.5, fill: 'none', stroke: INK.blue, 'stroke-width': 1.6 }),
  ];
}

/**
 * Flowers (1f–4f) and seasons (5f–8f): the glyph with its number 1–4 in the top-left corner.
 * Flowers are rose with the number in a circle, seasons teal with the number in a square, so the
 * two sets differ by shape as well as colour.
 */
function flowerFace(rank: number): El[] {
  const season = rank > 4;
  const color = season ? INK.season : INK.flower;
  const n = String(season ? rank - 4 : rank);
  const frame = season
    ? h('rect', { x: 3.5, y: 3.5, width: 14, height: 14, rx: 2, fill: 'none', stroke: color, 'stroke-width': 1.6 })
    : h('circle', { cx: 10.5, cy: 10.5, r: 7.5, fill: 'none', stroke: color, 'stroke-width': 1.6 });
  return [frame, glyph(n, 10.5, 10.5, 13, color), glyph(FLOWERS[rank - 1], 33, 46, 46, color)];
}

/** The drawing of one face as elements in the FACE_VIEWBOX coordinates. */
export function faceElements(tile: Tile): El[] {
  const rank = rankOf(tile);
  switch (suitOf(tile)) {
    case 'm':
      return charactersFace(rank);
    case 'p':
      return dotsFace(rank);
    case 's':
      return bambooFace(rank);
    case 'z':
      return honorFace(rank);
    case 'f':
      return flowerFace(rank);
  }
}

/** Inner SVG markup of a tile face (no background), for a viewBox of FACE_VIEWBOX. */
export function tileFaceSvg(tile: Tile): string {
  return faceElements(tile).map(toMarkup).join('');
}

/**
 * A wild tile's badge in its own 28 × 28 box (BADGE_SIZE): a corner pennant carrying the rule set's
 * mark (金, 鬼; see wild-mark.ts), or a five-pointed star where the rule set names none.
 */
export function wildBadgeElements(mark?: string): El[] {
  const pennant = h('path', { d: 'M0 0H21A7 7 0 0 1 28 7V28Z', fill: '#e8a80c', stroke: '#5c3a00', 'stroke-width': 1.4 });
  return [pennant, mark === undefined ? star(19.6, 8.6, 5.6, '#2e1c00') : glyph(mark, 19.6, 8.6, 12.5, '#2e1c00')];
}

/** A five-pointed star of outer radius r centred on (cx, cy). */
function star(cx: number, cy: number, r: number, fill: string): El {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    const radius = i % 2 === 0 ? r : r * 0.45;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)} ${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  });
  return h('path', { d: `M${points.join('L')}Z`, fill });
}
