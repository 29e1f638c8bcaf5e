// Names in the tile sprite (/tiles.svg): a face's symbol id and its URL. Kept apart from the
// sprite document itself so referencing the sprite costs no face drawing code.

import { tileCode, type Tile } from '../../engine/tiles/index.ts';

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
