// A row of tiles kept in step with its faces by hand: each child is patched only where its face
// changed, so a seek that redraws most of the table touches attributes, not components. A tile is
// an <img> of its ready-made picture (tile-images.ts) or, until the pictures are ready or where a
// page has none, the drawing inline from the sprite.

import { spriteTileSvg } from '../tiles/tile-frame.ts';
import { tileLabel } from '../tiles/label.ts';
import type { Lang } from '../../i18n/index.ts';
import type { TileImages } from './tile-images.ts';
import type { TileFace } from './view-model.ts';

export interface RowParams {
  faces: readonly TileFace[];
  lang: Lang;
  sprite: string;
  images: TileImages | null | undefined;
  /** Extends a tile's name ("…, claimed by Lin (South)"). */
  note?: (face: TileFace) => string;
  /** The deal's rule set, whose tile names the labels use (MCR's 三条). */
  words?: string | undefined;
}

/** What a child was drawn from, so an unchanged tile is left alone. */
const drawn = new WeakMap<Element, string>();

/** A table tile drawn inline from the sprite (until its picture is ready), named `label`. */
export function inlineTile(face: TileFace, label: string, lang: Lang, sprite: string, words?: string): string {
  return spriteTileSvg(face.tile, { ...face, lang, sprite, size: '1em', label, words, className: face.claimedBy !== undefined ? 'fz-claimed' : undefined });
}

function inline(face: TileFace, label: string, p: RowParams): Element {
  const t = document.createElement('template');
  t.innerHTML = inlineTile(face, label, p.lang, p.sprite, p.words);
  return t.content.firstElementChild!;
}

function sync(node: HTMLElement, p: RowParams): void {
  const { faces } = p;
  const ready = p.images ? 'i' : 's';
  for (let i = 0; i < faces.length; i++) {
    const face = faces[i];
    // Everything the drawing and its name depend on, cheap to compare before either is made.
    const note = p.note?.(face) ?? '';
    const key = `${ready}${p.lang}${p.words ?? ''}${face.tile}.${face.gold ? 1 : 0}${face.dimmed ? 1 : 0}${face.sideways ? 1 : 0}${face.highlighted ? 1 : 0}${face.back ? 1 : 0}${note}`;
    let old = node.children[i];
    if (old && drawn.get(old) === key) continue;
    const label = tileLabel(p.lang, face.tile, { ...face, words: p.words }) + note;
    const src = p.images?.url(face, p.words);
    const className = `fz-tile${face.sideways ? ' fz-sideways' : ''}${face.claimedBy !== undefined ? ' fz-claimed' : ''}`;
    if (src) {
      // A picture changes in place: the same <img>, only what differs set.
      if (!(old instanceof HTMLImageElement)) {
        const img = document.createElement('img');
        img.draggable = false;
        if (old) old.replaceWith(img);
        else node.append(img);
        old = img;
      }
      const img = old as HTMLImageElement;
      if (img.className !== className) img.className = className;
      if (img.getAttribute('src') !== src) img.src = src;
      if (img.alt !== label) img.alt = img.title = label;
    } else {
      const svg = inline(face, label, p);
      if (old) old.replaceWith(svg);
      else node.append(svg);
      old = svg;
    }
    drawn.set(old, key);
  }
  while (node.children.length > faces.length) node.lastElementChild!.remove();
}

/** The props of a row of tiles, drawn on the server (Tiles.svelte) or patched in the browser (TileRow.svelte). */
export interface RowProps {
  faces: readonly TileFace[];
  lang: Lang;
  sprite: string;
  /** The row's name for screen readers (a group). */
  label?: string;
  class?: string;
  note?: (face: TileFace) => string;
}

/** `use:tileRow={{ faces, lang, sprite, images }}` on an element whose children it owns. */
export function tileRow(node: HTMLElement, params: RowParams): { update: (p: RowParams) => void } {
  sync(node, params);
  return { update: (p) => sync(node, p) };
}
