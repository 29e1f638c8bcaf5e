// remark plugin: a ```fzmj-deal fence names a bundled sample deal (content/deals/<sample>.json)
// and the score changes the prose claims (`expect.deltas`); the build replays it with the engine
// and renders every payment of its settlement in words, the changes per seat, and a link that
// opens it in the replay viewer. A claim the engine does not confirm is shown as an error and
// fails tests/unit/content/worked-examples.test.ts.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ElementContent } from 'hast';
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { replayText } from '../engine/replay/replay.ts';
import type { DealResult, Payment, Seat } from '../engine/game/types.ts';
import { t, type Lang } from '../i18n/index.ts';
import { seatName, signed } from '../components/replay/words.ts';
import { h, toHast, type El } from '../components/tiles/svg.ts';
import { langFromPath } from './remark-tiles.ts';

export const DEAL_FENCE = 'fzmj-deal';
const DEALS = fileURLToPath(new URL('../../content/deals/', import.meta.url));

export type WorkedDeal =
  | { ok: true; sample: string; result: DealResult; names: string[]; dealer: Seat; words: string; expect: { deltas?: number[] }; wrong: string[] }
  | { ok: false; message: string };

/** Replays the fence's sample and compares its score changes with what the prose claims. */
export function workedDeal(source: string, deals = DEALS): WorkedDeal {
  let json: { sample?: unknown; expect?: { deltas?: number[] } };
  try {
    json = JSON.parse(source);
  } catch (error) {
    return { ok: false, message: `bad JSON: ${(error as Error).message}` };
  }
  const sample = typeof json.sample === 'string' && /^[\w-]+$/.test(json.sample) ? json.sample : null;
  if (!sample) return { ok: false, message: 'no sample named' };
  let text: string;
  try {
    text = readFileSync(join(deals, `${sample}.json`), 'utf8');
  } catch {
    return { ok: false, message: `no sample deal ${sample}` };
  }
  const outcome = replayText(text, {}, { narrate: false });
  const result = outcome.replay?.result;
  if (!outcome.ok || !result) return { ok: false, message: `sample ${sample} does not replay to its end` };
  const log = outcome.replay!.log;
  const expect = json.expect ?? {};
  const wrong = expect.deltas && expect.deltas.join() !== result.deltas.join() ? [`deltas: ${JSON.stringify(expect.deltas)} ≠ ${JSON.stringify(result.deltas)}`] : [];
  return { ok: true, sample, result, names: log.seats.map((s) => s.name), dealer: log.dealer, words: log.ruleset.words, expect, wrong };
}

function line(lang: Lang, deal: Extract<WorkedDeal, { ok: true }>, p: Payment): string {
  const name = (seat: Seat) => seatName(lang, seat, deal.names, deal.dealer);
  const params = { from: name(p.from), to: name(p.to), amount: p.amount, reason: t(lang, `${deal.words}.payment.${p.reason}`) };
  return p.mirrors === undefined ? t(lang, 'replay.settle.line', params) : t(lang, 'replay.settle.mirror', { ...params, seat: name(p.mirrors) });
}

export function renderDeal(deal: WorkedDeal, lang: Lang): El {
  if (!deal.ok) return h('div', { class: 'fz-score fz-score-error', role: 'alert' }, `⚠ ${deal.message}`);
  const title = t(lang, `${deal.words}.sample.${deal.sample}.title`);
  const seats = ([0, 1, 2, 3] as Seat[]).map((seat) => h('tr', {}, h('th', { scope: 'row' }, seatName(lang, seat, deal.names, deal.dealer)), h('td', {}, signed(deal.result.deltas[seat]))));
  return h(
    'figure',
    { class: 'fz-score fz-deal', 'data-sample': deal.sample, 'data-deltas': deal.result.deltas.join(' ') },
    h('figcaption', { class: 'fz-score-title' }, title),
    h('ol', { class: 'fz-deal-payments' }, ...deal.result.settlement.map((p) => h('li', {}, line(lang, deal, p)))),
    h('table', { class: 'fz-score-table' }, h('tbody', {}, ...seats)),
    h('p', {}, h('a', { href: `/${lang}/replay/sample/${deal.sample}/` }, t(lang, 'replay.settle.open'))),
    ...(deal.wrong.length ? [h('p', { class: 'fz-score-error', role: 'alert' }, `⚠ ${t(lang, 'engine.score.expect-wrong')} ${deal.wrong.join('; ')}`)] : []),
  );
}

export default function remarkDeal() {
  return (tree: Root, file: VFile) => {
    const lang = langFromPath(file.path);
    visit(tree, 'code', (node: Code) => {
      if (node.lang !== DEAL_FENCE) return;
      const deal = workedDeal(node.value);
      if (!deal.ok || deal.wrong.length) {
        const message = deal.ok ? deal.wrong.join('; ') : deal.message;
        console.warn(`[remark-deal] ${file.path ?? '<markdown>'}:${node.position?.start.line ?? '?'}: ${message}`);
        file.message(message, { place: node.position, source: 'remark-deal' });
      }
      const hast = toHast(renderDeal(deal, lang));
      const data = (node.data ??= {});
      Object.assign(data, { hName: hast.tagName, hProperties: hast.properties, hChildren: hast.children as ElementContent[] });
      (node as unknown as { type: string }).type = 'dealExample';
    });
  };
}
