// The guangdong table has no dealer's streak (ruling 10): a deal's result carries none to the next
// deal, after a draw game or a dealer's win alike (issue 21: a draw game recorded streak + 1).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ruleset, verifyText } from '../../../../src/engine/index.ts';
import { simulateRun } from '../../../../src/engine/bots/run.ts';

describe('guangdong: no streak', () => {
  it('every deal of a simulated run, the dealer keeping the deal or not, records nextStreak 0', () => {
    let kept = 0;
    let deals = 0;
    for (const deal of simulateRun(ruleset('guangdong'), 11, 40)) {
      const result = deal.played.final.result!;
      if (result.nextDealer === deal.log.dealer) kept++;
      expect(result.nextStreak).toBe(0);
      deals++;
    }
    expect(deals).toBe(40);
    // Draw games and dealer's wins, where streak + 1 was recorded, are among them.
    expect(kept).toBeGreaterThan(0);
  });

  it('a draw game after a streak of 2 that records nextStreak 3 is a mismatch; 0 is consistent', () => {
    const text = readFileSync(new URL('../../../../content/deals/guangdong-draw-kongs.json', import.meta.url), 'utf8');
    expect(JSON.parse(text).streak).toBe(2);
    expect(verifyText(text).status).toBe('consistent');
    const old = verifyText(text.replace(/"nextStreak": 0/, '"nextStreak": 3'));
    expect(old.status).toBe('mismatch');
    if (old.status === 'mismatch') expect(old.differences).toEqual([{ field: 'result.nextStreak', recorded: 3, recomputed: 0 }]);
  });
});
