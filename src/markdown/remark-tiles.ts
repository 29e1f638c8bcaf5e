// remark plugin: `:tiles[123m 4'56p]{gold=5p}` (inline) and `::tiles[…]{caption="…"}` (a figure)
// become tile rows drawn by src/components/tiles, referencing the /tiles.svg sprite. Needs remark-directive before it.
//
// Bad notation never fails silently and never stops the build: the tiles are replaced by a visible
// red marker naming the bad token, and a console warning gives the file path and line. (A thrown
// error would stop the whole build for one typo; a silent skip would ship a broken page.)

import type { ElementContent } from 'hast';
import type { Root } from 'mdast';
import type { LeafDirective, TextDirective } from 'mdast-util-directive';
import type {} from 'remark-directive';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { Lang } from '../i18n/define.ts';
import { applyGold, parseGoldKinds, parseTileRow, type RowError } from '../components/tiles/row-notation.ts';
import { tileErrorElement, tileRowElement } from '../components/tiles/row.ts';
import { spriteUrl } from '../components/tiles/sprite.ts';
import { h, toHast, type El } from '../components/tiles/svg.ts';

export interface RemarkTilesOptions {
  /** Sprite URL (default '/tiles.svg'; pass spriteUrl(base) for a site under a sub-path), or false for inline faces. */
  sprite?: string | false;
  /** Tile height in inline text and in block figures. */
  inlineSize?: string;
  blockSize?: string;
}

/** The rule set a page belongs to, from its path (content/rules/mcr/…, content/lessons/mcr/…), for its tile names. */
export function wordsFromPath(path: string | undefined): string | undefined {
  return /(?:^|[\\/])(?:rules|lessons)[\\/](fuzhou-144|fuzhou|mcr|guangdong)(?=[\\/])/.exec(path ?? '')?.[1];
}

/** Page language from the file path: a `zh` or `en` folder (content/rules/en/…); zh otherwise. */
export function langFromPath(path: string | undefined): Lang {
  const m = /(?:^|[\\/])(zh|en)(?=[\\/])/.exec(path ?? '');
  return m?.[1] === 'en' ? 'en' : 'zh';
}

type TileDirective = TextDirective | LeafDirective;

/**
 * The label exactly as written. The parsed children are not trusted: smartypants curls `'` and
 * `*…*` pairs become emphasis before this plugin runs. Falls back to the children's text.
 */
function rawLabel(node: TileDirective, file: VFile): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  const source = typeof file.value === 'string' ? file.value : undefined;
  if (source !== undefined && start !== undefined && end !== undefined) {
    const m = /^::?tiles\[([^\]\n]*)\]/.exec(source.slice(start, end));
    if (m) return m[1];
  }
  const text = (n: unknown): string => {
    const node = n as { value?: string; children?: unknown[] };
    return node.value ?? (node.children ?? []).map(text).join('');
  };
  return text(node);
}

function warn(file: VFile, node: TileDirective, error: RowError): void {
  const where = `${file.path ?? '<markdown>'}:${node.position?.start.line ?? '?'}:${node.position?.start.column ?? '?'}`;
  const message = `bad tile notation "${error.token}" (${error.reason})`;
  console.warn(`[remark-tiles] ${where}: ${message}`);
  file.message(message, { place: node.position, source: 'remark-tiles', ruleId: error.reason });
}

export default function remarkTiles(options: RemarkTilesOptions = {}) {
  const sprite = options.sprite === false ? undefined : (options.sprite ?? spriteUrl('/'));
  return (tree: Root, file: VFile) => {
    const lang = langFromPath(file.path);
    const words = wordsFromPath(file.path);
    visit(tree, (node) => {
      if ((node.type !== 'textDirective' && node.type !== 'leafDirective') || node.name !== 'tiles') return;
      const block = node.type === 'leafDirective';
      const attrs = node.attributes ?? {};
      let content: El;
      const row = parseTileRow(rawLabel(node, file));
      const gold = attrs.gold ? parseGoldKinds(attrs.gold) : undefined;
      if (!row.ok || (gold && !gold.ok)) {
        const error = !row.ok ? row.error : (gold as { ok: false; error: RowError }).error;
        warn(file, node, error);
        content = tileErrorElement(error, lang);
      } else {
        const groups = gold?.ok ? applyGold(row.groups, gold.tiles) : row.groups;
        const size = block ? (options.blockSize ?? '2.75em') : (options.inlineSize ?? '1.75em');
        content = tileRowElement(groups, { lang, size, sprite, ...(words ? { words } : {}) });
      }
      if (block) {
        const caption = attrs.caption ? h('figcaption', {}, attrs.caption) : undefined;
        content = h('figure', { class: 'fz-tiles-figure' }, content, caption);
      }
      const hast = toHast(content);
      node.data = { ...node.data, hName: hast.tagName, hProperties: hast.properties, hChildren: hast.children as ElementContent[] };
    });
  };
}
