// The analyzer on a sample deal of each rule set, every step and seat: it never throws, and what
// it says holds together (counts within the copies, the best discard first, the useful tiles of a
// hand holding its extra tile those of that discard, the waits those of a hand one short, notices
// at steps of the deal). The figures themselves are checked by hand in hand.test.ts.
import { describe, expect, it } from 'vitest';
import { analyseSeat, missedChances } from '../../../src/engine/analysis/index.ts';
import { replayText, type Seat } from '../../../src/engine/index.ts';
import { sampleText } from '../replay/fixtures.ts';

const SAMPLES = ['final-sweep', 'fuzhou-144-four-bonus', 'guangdong-kong-bloom', 'mcr-robbed-kong'];

describe.each(SAMPLES)('the analyzer on %s', (id) => {
  const outcome = replayText(sampleText(id), {}, { narrate: false });
  if (!outcome.ok) throw new Error(`${id} does not replay`);
  const r = outcome.replay;
  const rules = r.log.ruleset;

  it('reads every seat at every step consistently', () => {
    let analysed = 0;
    r.states.forEach((state, step) => {
      for (const seat of [0, 1, 2, 3] as Seat[]) {
        const a = analyseSeat(rules, r.machine, state, seat);
        if (!a) continue;
        analysed++;
        expect(a.short, `${id} step ${step} seat ${seat}`).toBeGreaterThanOrEqual(0);
        for (const u of a.useful) expect(u.unseen).toBeLessThanOrEqual(rules.copies[u.tile]);
        expect(a.unseen).toBe(a.useful.reduce((sum, u) => sum + u.unseen, 0));
        if (a.discards) {
          expect(a.holding).toBe(true);
          expect(a.discards[0].useful).toEqual(a.useful);
          if (a.short > 0) expect(a.discards[0].short).toBe(a.short);
        }
        if (a.waits?.length) expect(a.short).toBe(1);
      }
    });
    expect(analysed).toBeGreaterThan(r.states.length);
  });

  it('places every notice at a step of the deal, in order', () => {
    const notices = missedChances(r);
    const steps = notices.map((n) => n.step);
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
    for (const step of steps) expect(step).toBeLessThan(r.states.length - 1);
  });
});
