// The SVG sprite: one <symbol> per face plus the gold badge, served once as /tiles.svg
// (src/pages/tiles.svg.ts) so static pages reference faces with <use href="/tiles.svg#t-5p">.

import { ALL_TILES } from '../../engine/tiles/index.ts';
import { BADGE_SIZE, FACE_VIEWBOX, faceElements, goldBadgeElements } from './faces.ts';
import { GOLD_SYMBOL, spriteId } from './sprite-ids.ts';
import { h, toMarkup } from './svg.ts';

export { GOLD_SYMBOL, spriteId, spriteHref, spriteUrl } from './sprite-ids.ts';

/** The whole sprite document: 42 faces and the badge, hidden when opened on its own. */
export function tileSpriteSvg(): string {
  const symbols = ALL_TILES.map((t) => h('symbol', { id: spriteId(t), viewBox: FACE_VIEWBOX }, faceElements(t)));
  symbols.push(h('symbol', { id: GOLD_SYMBOL, viewBox: `0 0 ${BADGE_SIZE} ${BADGE_SIZE}` }, goldBadgeElements()));
  return `<?xml version="1.0" encoding="UTF-8"?>\n${toMarkup(h('svg', { xmlns: 'http://www.w3.org/2000/svg' }, symbols))}\n`;
}
