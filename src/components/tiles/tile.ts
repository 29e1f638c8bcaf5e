// The full tile (body, edge, face and states) as an element tree, and `tileSvg`, a self-contained
// SVG string usable inline, in a Svelte island or drawn on a canvas through an <img> data URL.
//
// Faces come either inline (self-contained: islands, PNG export) or as <use href="…/tiles.svg#t-5p">
// into the sprite served by src/pages/tiles.svg.ts (static pages: a tile is then ~400 bytes of
// markup and the glyph outlines are downloaded once and cached). The drawing is tile-frame.ts's.

import type { Tile } from '../../engine/tiles/index.ts';
import { faceElements, wildBadgeElements } from './faces.ts';
import { tileFrameElement, type InlineFaces, type TileRenderOptions } from './tile-frame.ts';
import { toMarkup, type El } from './svg.ts';

export { TILE_W, TILE_H, type TileRenderOptions, type TileState } from './tile-frame.ts';

const INLINE: InlineFaces = { face: faceElements, badge: wildBadgeElements };

/** The tile as an element tree; `tile` is ignored for a face-down tile (`back`). */
export function tileElement(tile: Tile, opts: TileRenderOptions = {}): El {
  return tileFrameElement(tile, opts, opts.sprite ? null : INLINE);
}

/** The tile as one SVG string (inline faces unless `sprite` is given). */
export function tileSvg(tile: Tile, opts: TileRenderOptions = {}): string {
  return toMarkup(tileElement(tile, opts));
}

/** A data URL of the self-contained tile, for `new Image()` and canvas drawing (PNG export). */
export function tileDataUrl(tile: Tile, opts: Omit<TileRenderOptions, 'sprite'> = {}): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(tileSvg(tile, { ...opts, sprite: undefined }))}`;
}
