// The full tile (body, edge, face and states) as an element tree, given where its face comes
// from: drawn inline (`faces`), or a <use href="…/tiles.svg#t-5p"> into the sprite served by
// src/pages/tiles.svg.ts. This module imports no face drawing, so code that only uses the sprite
// (the replay island) ships no glyph outlines; tile.ts binds the inline faces.

import { isTile, type Tile } from '../../engine/tiles/index.ts';
import type { Lang } from '../../i18n/define.ts';
import { BADGE_SIZE, FACE_H, FACE_VIEWBOX, FACE_W } from './geometry.ts';
import { tileLabel, type TileState } from './label.ts';
import { spriteHref, spriteId, wildSymbol } from './sprite-ids.ts';
import { wildMark } from './wild-mark.ts';
import { fmt, h, toMarkup, type El } from './svg.ts';

export type { TileState } from './label.ts';

/** Upright tile box; sideways tiles swap the two. */
export const TILE_W = 64;
export const TILE_H = 88;
/** Height of the visible edge (the tile's thickness) under the face. */
const EDGE = 8;
const RX = 7.5;

const COLORS = {
  outline: '#3d3628',
  edge: '#2f7a60',
  face: '#fbf6e6',
  goldFace: '#f9d98a',
  goldFrame: '#c98a00',
  backFace: '#3a8c70',
  backPanel: '#6cb89c',
  backEdge: '#e8dfc4',
  dim: '#767676',
  highlight: '#ff7300',
} as const;

export interface TileRenderOptions extends TileState {
  /** Language of the accessible name and title (default zh); ignored when `label` is given. */
  lang?: Lang;
  /** Accessible name and tooltip; defaults to tileLabel(lang, tile, state). */
  label?: string;
  /** CSS height of an upright tile, e.g. '2.5em' or '80px'; a sideways tile is that wide. */
  size?: string;
  /** Sprite URL (e.g. '/tiles.svg'): faces become <use> references; omitted: faces are inline. */
  sprite?: string;
  /** Extra class names on the <svg>, after `fz-tile`. */
  className?: string;
}

function scaleLength(size: string, factor: number): string {
  const m = /^([0-9]*\.?[0-9]+)([a-z%]*)$/i.exec(size.trim());
  if (!m) throw new Error(`tile size must be a number with a CSS unit, got ${JSON.stringify(size)}`);
  return `${fmt(Number(m[1]) * factor)}${m[2]}`;
}

/** The inner drawings of faces and of the wild badge (with its mark), for tiles drawn without the sprite. */
export interface InlineFaces {
  face: (tile: Tile) => El[];
  badge: (mark?: string) => El[];
}

/** Places a 60 × 80 face (or the badge) at (x, y, w, h): nested <svg> inline, or <use> of the sprite. */
function place(id: string, inner: (() => El[]) | null, viewBox: string, x: number, y: number, w: number, hgt: number, sprite?: string): El {
  if (sprite || !inner) return h('use', { href: spriteHref(sprite ?? '', id), x, y, width: w, height: hgt });
  return h('svg', { x, y, width: w, height: hgt, viewBox }, inner());
}

/**
 * The tile as an element tree; `tile` is ignored for a face-down tile (`back`). Faces are drawn
 * with `faces` unless `opts.sprite` is given; with neither, give the sprite (an empty sprite URL
 * refers to symbols in the same document: `#t-5p`).
 */
export function tileFrameElement(tile: Tile, opts: TileRenderOptions, faces: InlineFaces | null): El {
  if (!faces && opts.sprite === undefined) throw new Error('a tile without inline faces needs the sprite URL ("" for symbols in the same document)');
  if (!opts.back && !isTile(tile)) throw new RangeError(`not a tile id: ${tile}`);
  const sideways = !!opts.sideways;
  const w = sideways ? TILE_H : TILE_W;
  const hgt = sideways ? TILE_W : TILE_H;
  const faceBottom = hgt - EDGE;
  const size = opts.size ?? '2.5em';
  const label = opts.label ?? tileLabel(opts.lang ?? 'zh', tile, opts);
  const gold = !!opts.gold && !opts.back;
  const classes = ['fz-tile', sideways && 'fz-sideways', gold && 'fz-gold', opts.dimmed && 'fz-dimmed', opts.highlighted && 'fz-highlighted', opts.back && 'fz-back', opts.className];

  const body = h('rect', { x: 0.5, y: 0.5, width: w - 1, height: hgt - 1, rx: RX, fill: opts.back ? COLORS.backEdge : COLORS.edge, stroke: COLORS.outline });
  const faceRect = { x: 1, y: 1, width: w - 2, height: faceBottom - 1, rx: RX - 0.5 };
  const parts: (El | false)[] = [body];

  if (opts.back) {
    parts.push(h('rect', { ...faceRect, fill: COLORS.backFace }), h('rect', { x: 6, y: 6, width: w - 12, height: faceBottom - 11, rx: 4, fill: 'none', stroke: COLORS.backPanel, 'stroke-width': 2 }));
  } else {
    parts.push(h('rect', { ...faceRect, fill: gold ? COLORS.goldFace : COLORS.face }));
    const face = faces ? () => faces.face(tile) : null;
    if (sideways) {
      // Turned a quarter left, scaled to fit the lower face area of a sideways tile.
      const s = 0.9;
      const x = (w - FACE_H * s) / 2;
      const y = 1 + (faceBottom - 1 + FACE_W * s) / 2;
      parts.push(h('g', { transform: `translate(${fmt(x)} ${fmt(y)}) rotate(-90) scale(${s})` }, place(spriteId(tile), face, FACE_VIEWBOX, 0, 0, FACE_W, FACE_H, opts.sprite)));
    } else {
      parts.push(place(spriteId(tile), face, FACE_VIEWBOX, 2, 1, FACE_W, FACE_H, opts.sprite));
    }
    if (gold) {
      // The badge carries the rule set's mark for its wild (金, 鬼), or a star.
      const mark = wildMark(opts.words);
      parts.push(
        h('rect', { x: 2.5, y: 2.5, width: w - 5, height: faceBottom - 4, rx: RX - 1.5, fill: 'none', stroke: COLORS.goldFrame, 'stroke-width': 3 }),
        place(wildSymbol(mark), faces ? () => faces.badge(mark) : null, `0 0 ${BADGE_SIZE} ${BADGE_SIZE}`, w - BADGE_SIZE - 1, 1, BADGE_SIZE, BADGE_SIZE, opts.sprite),
      );
    }
  }
  if (opts.dimmed) {
    parts.push(h('rect', { x: 0.5, y: 0.5, width: w - 1, height: hgt - 1, rx: RX, fill: COLORS.dim, 'fill-opacity': 0.55 }));
  }
  if (opts.highlighted) {
    // Orange ring with a dark hairline outside it: visible on white and on near-black pages.
    parts.push(
      h('rect', { x: 2.25, y: 2.25, width: w - 4.5, height: hgt - 4.5, rx: RX - 1.5, fill: 'none', stroke: COLORS.highlight, 'stroke-width': 3.5 }),
      h('rect', { x: 0.5, y: 0.5, width: w - 1, height: hgt - 1, rx: RX, fill: 'none', stroke: '#000', 'stroke-width': 1 }),
    );
  }

  return h(
    'svg',
    {
      xmlns: opts.sprite ? undefined : 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${w} ${hgt}`,
      width: sideways ? size : scaleLength(size, TILE_W / TILE_H),
      height: sideways ? scaleLength(size, TILE_W / TILE_H) : size,
      class: classes.filter(Boolean).join(' '),
      role: 'img',
      'aria-label': label,
    },
    h('title', {}, label),
    parts.filter((p): p is El => p !== false),
  );
}

/** A tile whose face is a <use> into the sprite: a few hundred bytes of markup. */
export function spriteTileSvg(tile: Tile, opts: TileRenderOptions & { sprite: string }): string {
  return toMarkup(tileFrameElement(tile, opts, null));
}
