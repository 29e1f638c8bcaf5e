// `fzmj score FILE|-`: score one winning situation. Exit 0 a legal win, 1 a hand that is read
// but is not a legal win, 2 input that is not a valid situation (one line on stderr).

import { formatTiles, parseSituation, tileCode, type Decomposition, type WinScore } from '../engine/index.ts';
import { t, type Lang } from '../i18n/index.ts';
import { problemMessage } from '../i18n/problem.ts';
import { readArgs, UsageError } from './args.ts';
import { readInput } from './io.ts';

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function decompositionJson(d: Decomposition | null) {
  if (!d) return null;
  return d.map((g) => ({ type: g.type, tiles: formatTiles(g.tiles), goldsAs: g.golds.map((i) => tileCode(g.tiles[i])) }));
}

export async function scoreCommand(argv: readonly string[], lang: Lang): Promise<CommandResult> {
  const args = readArgs(argv, ['--json'], []);
  if (args.positional.length !== 1) throw new UsageError('cli.error.missing-file');
  const text = await readInput(args.positional[0]);
  const parsed = parseSituation(text, args.options);
  if (!parsed.ok) return { code: 2, stdout: '', stderr: `fzmj score: ${problemMessage(lang, parsed.problem)}\n` };
  const { situation, ruleset } = parsed;
  const outcome = ruleset.score(situation);
  const json = args.flags.has('--json');
  if (!outcome.ok) {
    const stdout = json
      ? `${JSON.stringify({ ok: false, reason: outcome.reason, message: t(lang, `engine.reason.${outcome.reason}`) }, null, 2)}\n`
      : `${t(lang, 'cli.score.not-a-win', { reason: t(lang, `engine.reason.${outcome.reason}`) })}\n`;
    return { code: 1, stdout, stderr: '' };
  }
  if (json) {
    const out = {
      ok: true,
      ruleset: ruleset.name,
      options: ruleset.options,
      win: outcome.win,
      winBy: situation.winBy,
      base: outcome.base,
      bonus: outcome.bonus,
      multiplier: outcome.multiplier,
      total: outcome.total,
      payments: { eachPays: outcome.total, winnerGains: 3 * outcome.total },
      golds: outcome.golds,
      items: outcome.items,
      decomposition: decompositionJson(outcome.decomposition),
    };
    return { code: 0, stdout: `${JSON.stringify(out, null, 2)}\n`, stderr: '' };
  }
  return { code: 0, stdout: scoreText(lang, outcome, situation.winBy), stderr: '' };
}

/** The breakdown a player checks by hand: one item per line, then the formula and payments. */
export function scoreText(lang: Lang, score: WinScore, winBy: string): string {
  const rows: [string, string, string][] = [];
  for (const item of score.items) {
    const label = t(lang, `engine.item.${item.id}`);
    if (item.id.startsWith('base.')) rows.push([label, '', String(item.points)]);
    else if (item.id.startsWith('multiplier.')) rows.push([label, '', `×${item.points}`]);
    else rows.push([label, `${item.count} × ${item.each}`, String(item.points)]);
    if (item.id === 'bonus.streak') rows.push([t(lang, 'engine.score.bonus'), '', String(score.bonus)]);
  }
  const width = (s: string) => [...s].reduce((w, ch) => w + (ch.charCodeAt(0) > 0x2e7f ? 2 : 1), 0);
  const pad = (s: string, n: number) => s + ' '.repeat(Math.max(0, n - width(s)));
  const w0 = Math.max(...rows.map((r) => width(r[0])));
  const w1 = Math.max(...rows.map((r) => width(r[1])));
  const lines = [`${t(lang, `engine.win.${score.win}`)} · ${t(lang, `engine.winBy.${winBy}`)}`];
  for (const [label, count, points] of rows) lines.push(`  ${pad(label, w0)}  ${pad(count, w1)}  ${points.padStart(4)}`);
  lines.push(t(lang, 'engine.score.formula', { base: score.base, bonus: score.bonus, multiplier: score.multiplier, total: score.total }));
  lines.push(t(lang, 'engine.score.payments', { total: score.total, gain: 3 * score.total }));
  if (score.decomposition) {
    const groups = score.decomposition.map((g) => {
      const golds = g.golds.map((i) => t(lang, 'engine.score.gold-stands-for', { tile: tileCode(g.tiles[i]) }));
      return golds.length ? `${formatTiles(g.tiles)} (${golds.join(', ')})` : formatTiles(g.tiles);
    });
    lines.push(t(lang, 'engine.score.reading', { groups: groups.join('  ') }));
  } else {
    lines.push(t(lang, 'engine.score.reading', { groups: t(lang, 'engine.score.any-shape') }));
  }
  return `${lines.join('\n')}\n`;
}
