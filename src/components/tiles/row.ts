// A row of tile groups (melds side by side with a gap) and the visible notation-error marker,
// as element trees shared by Tiles.astro, Tiles.svelte and the remark plugin.
// Layout is in inline styles so the markup needs no stylesheet (markdown output has none);
// the classes are hooks for the site's CSS.

import type { Lang } from '../../i18n/define.ts';
import { t } from '../../i18n/index.ts';
import type { RowError, TileItem } from './row-notation.ts';
import { tileElement } from './tile.ts';
import { h, type El } from './svg.ts';

export interface RowOptions {
  lang: Lang;
  /** CSS height of an upright tile. */
  size?: string;
  /** Sprite URL, or undefined for inline faces. */
  sprite?: string;
  /** The rule set whose tile names the labels use. */
  words?: string;
}

const ROW_STYLE = 'display:inline-flex;flex-wrap:wrap;align-items:flex-end;gap:.3em .5em;vertical-align:middle';
const GROUP_STYLE = 'display:inline-flex;flex-wrap:wrap;align-items:flex-end;gap:.08em';

export function tileRowElement(groups: readonly (readonly TileItem[])[], opts: RowOptions): El {
  return h(
    'span',
    { class: 'fz-tiles', style: ROW_STYLE },
    groups.map((group) =>
      h(
        'span',
        { class: 'fz-tile-group', style: GROUP_STYLE },
        group.map((item) => tileElement(item.tile, { ...item, lang: opts.lang, size: opts.size, sprite: opts.sprite, ...(opts.words ? { words: opts.words } : {}) })),
      ),
    ),
  );
}

/** A marker an author cannot miss: red, dashed, naming the bad token. */
export function tileErrorElement(error: RowError, lang: Lang): El {
  const message = error.reason === 'empty' ? t(lang, 'tiles.notation.empty') : t(lang, 'tiles.notation.error', { token: error.token });
  return h(
    'span',
    {
      class: 'fz-tiles-error',
      'data-reason': error.reason,
      style: 'color:#b00020;background:#fff0f0;border:1px dashed #b00020;padding:0 .25em;font-family:monospace',
    },
    `⚠ ${message}`,
  );
}
