// The SVG sprite: one <symbol> per face plus the gold badge, served once as /tiles.svg
// (src/pages/tiles.svg.ts) so static pages reference faces with <use href="/tiles.svg#t-5p">.

import { ALL_TILES, tileCode, type Tile } from '../../engine/tiles/index.ts';
import { BADGE_SIZE, FACE_VIEWBOX, faceElements, goldBadgeElements } from './faces.ts';
import { h, toMarkup } from './svg.ts';

export const GOLD_SYMBOL = 't-gold';

/** Symbol id of a face: `t-5p`. */
export function spriteId(tile: Tile): string {
  return `t-${tileCode(tile)}`;
}

export function spriteHref(spriteUrl: string, id: string): string {
  return `${spriteUrl}#${id}`;
}

/** URL of the sprite under a site base path ('/' or '/fzmj/'), as Astro's BASE_URL gives it. */
export function spriteUrl(base = '/'): string {
  return `${base.endsWith('/') ? base : `${base}/`}tiles.svg`;
}

/** The whole sprite document: 42 faces and the badge, hidden when opened on its own. */
export function tileSpriteSvg(): string {
  const symbols = ALL_TILES.map((t) => h('symbol', { id: spriteId(t), viewBox: FACE_VIEWBOX }, faceElements(t)));
  symbols.push(h('symbol', { id: GOLD_SYMBOL, viewBox: `0 0 ${BADGE_SIZE} ${BADGE_SIZE}` }, goldBadgeElements()));
  return `<?xml version="1.0" encoding="UTF-8"?>\n${toMarkup(h('svg', { xmlns: 'http://www.w3.org/2000/svg' }, symbols))}\n`;
}
