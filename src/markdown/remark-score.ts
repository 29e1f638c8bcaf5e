// remark plugin: a ```fzmj-score fence holds a hand situation (the `fzmj score` format) plus the
// numbers the prose claims in `expect`; the build scores it with the engine and renders the hand
// and its breakdown. A claim the engine does not confirm is shown as an error on the page and
// fails tests/unit/content/worked-examples.test.ts.

import type { ElementContent } from 'hast';
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { isBaseItem, isMultiplierItem, readSituationInput, subtotalFigure, type Decomposition, type Ruleset, type Situation, type WinScore } from '../engine/index.ts';
import { paymentsText } from '../i18n/payments.ts';
import { formulaText } from '../i18n/formula.ts';
import { t, type Lang } from '../i18n/index.ts';
import { problemMessage } from '../i18n/problem.ts';
import { winByText } from '../i18n/own-words.ts';
import type { TileItem } from '../components/tiles/row-notation.ts';
import { tileRowElement } from '../components/tiles/row.ts';
import { spriteUrl } from '../components/tiles/sprite.ts';
import { h, toHast, type El } from '../components/tiles/svg.ts';
import { langFromPath } from './remark-tiles.ts';

export const SCORE_FENCE = 'fzmj-score';

export type WorkedExample = { ok: true; situation: Situation; ruleset: Ruleset; score: WinScore; expect: Record<string, unknown>; wrong: string[] } | { ok: false; message: string };

/** Scores one fence's JSON and compares it with what the prose claims in `expect` (the win and the rule set's figures). */
export function workedExample(source: string, lang: Lang): WorkedExample {
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(source);
  } catch (error) {
    return { ok: false, message: t(lang, 'engine.problem.bad-json', { detail: (error as Error).message }) };
  }
  const { expect = {}, ...fields } = json as { expect?: Record<string, unknown> };
  const parsed = readSituationInput(fields);
  if (!parsed.ok) return { ok: false, message: problemMessage(lang, parsed.problems[0]) };
  const outcome = parsed.ruleset.score(parsed.situation);
  if (!outcome.ok) return { ok: false, message: t(lang, `${parsed.ruleset.words}.reason.${outcome.reason}`) };
  const recomputed: Record<string, unknown> = { win: outcome.win, ...outcome.figures, total: outcome.total };
  const wrong = Object.keys(expect)
    .filter((k) => !Object.hasOwn(recomputed, k) || expect[k] !== recomputed[k])
    .map((k) => `${k}: ${JSON.stringify(expect[k])} ≠ ${JSON.stringify(recomputed[k] ?? null)}`);
  return { ok: true, situation: parsed.situation, ruleset: parsed.ruleset, score: outcome, expect, wrong };
}

function handRow(s: Situation, reading: Decomposition | null, lang: Lang, sprite: string, words: string): El {
  const gold = (t: number) => t === s.wild;
  let marked = false;
  const item = (tile: number): TileItem => {
    const highlighted = !marked && tile === s.winningTile;
    if (highlighted) marked = true;
    return { tile, gold: gold(tile), highlighted };
  };
  // Concealed tiles grouped as the scoring reading reads them, golds shown as golds.
  const concealed: TileItem[][] = reading ? reading.map((g) => g.tiles.map((tile, i) => item(g.wilds.includes(i) ? s.wild! : tile))) : [s.concealed.map(item)];
  const melds: TileItem[][] = s.melds.map((m) => m.tiles.map((tile) => ({ tile })));
  return tileRowElement([...concealed, ...melds], { lang, size: '2.4em', sprite, words });
}

function table(ruleset: Ruleset, score: WinScore, lang: Lang): El {
  const words = ruleset.words;
  const subtotal = subtotalFigure(score);
  const rows: El[] = [];
  for (const item of score.items) {
    if (isMultiplierItem(item.id) && subtotal) {
      rows.push(h('tr', { class: 'fz-score-bonus' }, h('th', { scope: 'row' }, t(lang, `${words}.figure.${subtotal}`)), h('td', {}, ''), h('td', {}, String(score.figures[subtotal]))));
    }
    const label = t(lang, `${words}.item.${item.id}`);
    const count = isBaseItem(item.id) || isMultiplierItem(item.id) ? '' : `${item.count} × ${item.each}`;
    const zero = item.points === 0 && !isBaseItem(item.id);
    rows.push(
      h('tr', { class: zero ? 'fz-score-zero' : undefined }, h('th', { scope: 'row' }, label), h('td', {}, count), h('td', {}, isMultiplierItem(item.id) ? `×${item.points}` : String(item.points))),
    );
  }
  rows.push(
    h(
      'tr',
      { class: 'fz-score-total' },
      h('th', { scope: 'row' }, t(lang, 'engine.score.total')),
      h(
        'td',
        {},
        formulaText(lang, words, score)
          .replace(/^[^=]*=\s*/, '')
          .replace(/\s*=[^=]*$/, ''),
      ),
      h('td', {}, String(score.total)),
    ),
  );
  return h('table', { class: 'fz-score-table' }, h('tbody', {}, ...rows));
}

export function renderExample(example: WorkedExample, lang: Lang, sprite: string): El {
  if (!example.ok) return h('div', { class: 'fz-score fz-score-error', role: 'alert' }, `⚠ ${example.message}`);
  const { situation: s, score, ruleset } = example;
  const words = ruleset.words;
  const title = `${t(lang, `${words}.win.${score.win}`)} · ${winByText(lang, words, s.winBy)}`;
  const facts: (El | string)[] = [];
  if (s.wild !== null) facts.push(h('span', {}, `${t(lang, `${words}.wild`)}${lang === 'zh' ? '：' : ': '}`, tileRowElement([[{ tile: s.wild, gold: true }]], { lang, size: '1.6em', sprite, words })));
  // A table without flowers (guangdong) says nothing of them.
  if (ruleset.situationForm.some((f) => f.id === 'flowers'))
    facts.push(
      h('span', {}, `${t(lang, 'engine.score.flowers')} `, s.flowers.length ? tileRowElement([s.flowers.map((tile) => ({ tile }))], { lang, size: '1.6em', sprite }) : t(lang, 'engine.score.none')),
    );
  // The rule set's own circumstances (a streak, a gold discarded), in its words.
  for (const note of ruleset.situationNotes?.(s) ?? []) facts.push(h('span', {}, t(lang, note.key, note.params)));
  return h(
    'figure',
    { class: 'fz-score', 'data-win': score.win, 'data-total': score.total, 'data-ruleset': ruleset.name },
    h('figcaption', { class: 'fz-score-title' }, title),
    h('div', { class: 'fz-score-hand' }, handRow(s, score.decomposition, lang, sprite, words)),
    h('p', { class: 'fz-score-facts' }, ...facts),
    table(ruleset, score, lang),
    h('p', { class: 'fz-score-payments' }, paymentsText(lang, score, s.winBy, words)),
    ...(example.wrong.length ? [h('p', { class: 'fz-score-error', role: 'alert' }, `⚠ ${t(lang, 'engine.score.expect-wrong')} ${example.wrong.join('; ')}`)] : []),
  );
}

export default function remarkScore(options: { sprite?: string } = {}) {
  const sprite = options.sprite ?? spriteUrl('/');
  return (tree: Root, file: VFile) => {
    const lang = langFromPath(file.path);
    visit(tree, 'code', (node: Code) => {
      if (node.lang !== SCORE_FENCE) return;
      const example = workedExample(node.value, lang);
      if (!example.ok || example.wrong.length) {
        const message = example.ok ? example.wrong.join('; ') : example.message;
        console.warn(`[remark-score] ${file.path ?? '<markdown>'}:${node.position?.start.line ?? '?'}: ${message}`);
        file.message(message, { place: node.position, source: 'remark-score' });
      }
      const hast = toHast(renderExample(example, lang, sprite));
      const data = (node.data ??= {});
      Object.assign(data, { hName: hast.tagName, hProperties: hast.properties, hChildren: hast.children as ElementContent[] });
      // A code node keeps its own rendering unless it becomes a plain element: say what it is.
      (node as unknown as { type: string }).type = 'scoreExample';
    });
  };
}
