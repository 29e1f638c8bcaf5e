// "What was I paid?": an amount (one player's payment, or the winner's gain in all) or the
// figures a table or the app gave, compared with the rule set's score, each line in words.

import { winnerGain, type WinScore } from '../../engine/index.ts';

export interface PaidLine {
  ok: boolean;
  key: string;
  params: Record<string, string | number>;
}

/** What one paying seat owes, per role, and the winner's gain in all. */
export function owed(score: WinScore): { each: number[]; all: number } {
  return { each: [...new Set(score.payments.map((p) => p.amount))], all: winnerGain(score.payments) };
}

export function checkPaid(score: WinScore, amount: number | null, figures: Record<string, number | null>): PaidLine[] {
  const lines: PaidLine[] = [];
  const { each, all } = owed(score);
  if (amount !== null) {
    // The whole gain is read as the gain first: it is what a winner counts in front of them.
    if (amount === all) lines.push({ ok: true, key: 'check.paid.right-all', params: { amount } });
    else if (each.includes(amount)) lines.push({ ok: true, key: 'check.paid.right-each', params: { amount } });
    else {
      // Compared with what it is nearest: one payment, or the winner's whole gain.
      const near = each.reduce((a, b) => (Math.abs(b - amount) < Math.abs(a - amount) ? b : a), each[0]);
      const toAll = Math.abs(amount - all) < Math.abs(amount - near);
      const n = Math.abs(amount - (toAll ? all : near));
      const more = amount > (toAll ? all : near);
      const diffKey = toAll ? (more ? 'check.paid.more-all' : 'check.paid.less-all') : more ? 'check.paid.more' : 'check.paid.less';
      lines.push({ ok: false, key: toAll ? 'check.paid.wrong-all' : 'check.paid.wrong', params: { given: amount, each: each.join(' / '), all, diffKey, n } });
    }
  }
  for (const [figure, given] of Object.entries(figures)) {
    if (given === null || !Object.hasOwn(score.figures, figure)) continue;
    const value = score.figures[figure];
    lines.push(given === value ? { ok: true, key: 'check.paid.figure-right', params: { figure, given } } : { ok: false, key: 'check.paid.figure-wrong', params: { figure, given, value } });
  }
  return lines;
}
