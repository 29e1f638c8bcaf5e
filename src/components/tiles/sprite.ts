// The SVG sprite: one <symbol> per face plus the wild badges, served once as /tiles.svg
// (src/pages/tiles.svg.ts) so static pages reference faces with <use href="/tiles.svg#t-5p">.

import { ALL_TILES } from '../../engine/tiles/index.ts';
import { BADGE_SIZE, FACE_VIEWBOX, faceElements, wildBadgeElements } from './faces.ts';
import { spriteId, wildSymbol } from './sprite-ids.ts';
import { h, toMarkup } from './svg.ts';

export { spriteId, spriteHref, spriteUrl, wildSymbol } from './sprite-ids.ts';

/** The whole sprite document: 42 faces, the star badge and one badge per wild mark (金, 鬼), hidden when opened on its own. */
export function tileSpriteSvg(marks: readonly string[] = []): string {
  const symbols = ALL_TILES.map((t) => h('symbol', { id: spriteId(t), viewBox: FACE_VIEWBOX }, faceElements(t)));
  for (const mark of [undefined, ...new Set(marks)]) {
    symbols.push(h('symbol', { id: wildSymbol(mark), viewBox: `0 0 ${BADGE_SIZE} ${BADGE_SIZE}` }, wildBadgeElements(mark)));
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n${toMarkup(h('svg', { xmlns: 'http://www.w3.org/2000/svg' }, symbols))}\n`;
}
