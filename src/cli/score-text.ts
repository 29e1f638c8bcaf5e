// The score of a win as plain text, as a player checks it by hand: one item per line, the
// subtotal, the rule set's formula, who pays, and the reading. Any rule set: the words are its own.

import { formatTiles, isBaseItem, isMultiplierItem, subtotalFigure, tileCode, type Decomposition, type Ruleset, type Situation, type WinScore } from '../engine/index.ts';
import { t, type Lang } from '../i18n/index.ts';
import { paymentsText } from '../i18n/payments.ts';
import { formulaText } from '../i18n/formula.ts';
import { winByText } from '../i18n/own-words.ts';

export function decompositionJson(d: Decomposition | null) {
  if (!d) return null;
  return d.map((g) => ({ type: g.type, tiles: formatTiles(g.tiles), goldsAs: g.wilds.map((i) => tileCode(g.tiles[i])) }));
}

export function scoreText(lang: Lang, ruleset: Ruleset, score: WinScore, situation: Situation): string {
  const words = ruleset.words;
  const subtotal = subtotalFigure(score);
  const rows: [string, string, string][] = [];
  for (const item of score.items) {
    const label = t(lang, `${words}.item.${item.id}`);
    if (isMultiplierItem(item.id)) {
      if (subtotal) rows.push([t(lang, `${words}.figure.${subtotal}`), '', String(score.figures[subtotal])]);
      rows.push([label, '', `×${item.points}`]);
    } else if (isBaseItem(item.id)) rows.push([label, '', String(item.points)]);
    else rows.push([label, `${item.count} × ${item.each}`, String(item.points)]);
  }
  const width = (s: string) => [...s].reduce((w, ch) => w + (ch.charCodeAt(0) > 0x2e7f ? 2 : 1), 0);
  const pad = (s: string, n: number) => s + ' '.repeat(Math.max(0, n - width(s)));
  const w0 = Math.max(...rows.map((r) => width(r[0])));
  const w1 = Math.max(...rows.map((r) => width(r[1])));
  const lines = [`${t(lang, `${words}.win.${score.win}`)} · ${winByText(lang, words, situation.winBy)}`];
  for (const [label, count, points] of rows) lines.push(`  ${pad(label, w0)}  ${pad(count, w1)}  ${points.padStart(4)}`);
  lines.push(formulaText(lang, words, score));
  lines.push(paymentsText(lang, score, situation.winBy, words));
  if (score.decomposition) {
    const groups = score.decomposition.map((g) => {
      const stands = g.wilds.map((i) => t(lang, 'engine.score.wild-stands-for', { wild: t(lang, `${words}.wild`), tile: tileCode(g.tiles[i]) }));
      return stands.length ? `${formatTiles(g.tiles)} (${stands.join(', ')})` : formatTiles(g.tiles);
    });
    lines.push(t(lang, 'engine.score.reading', { groups: groups.join('  ') }));
  } else {
    lines.push(t(lang, 'engine.score.reading', { groups: t(lang, `${words}.score.any-shape`) }));
  }
  return `${lines.join('\n')}\n`;
}
