// Names in the tile sprite (/tiles.svg): a face's symbol id and its URL. Kept apart from the
// sprite document itself so referencing the sprite costs no face drawing code.

import { tileCode, type Tile } from '../../engine/tiles/index.ts';

/** Symbol id of a wild tile's badge: `t-wild` (the star) or `t-wild-91d1` (the mark 金, by code point). */
export function wildSymbol(mark: string | undefined): string {
  return mark === undefined ? 't-wild' : `t-wild-${mark.codePointAt(0)!.toString(16)}`;
}

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
