// The checker's input, by hand: no gold is assumed (the verdict asks for it), a meld row makes a
// whole meld from one tile, Backspace finds the tile to take back, and "what was I paid" reads
// the winner's whole gain as the gain.
import { describe, expect, it } from 'vitest';
import { evaluate, type CheckInput } from '../../../src/components/check/evaluate.ts';
import { wholeMeld, withoutTile } from '../../../src/components/check/entry.svelte.ts';
import { checkPaid } from '../../../src/components/check/paid.ts';
import { formatTiles, tiles } from '../../../src/engine/index.ts';

const entry = (over: Partial<CheckInput>): CheckInput => ({ ruleset: 'fuzhou', options: {}, concealed: '', melds: [], winning: '', fields: {}, ...over });

describe('the checker’s input', () => {
  it('assumes no gold: a whole hand, or one short, asks for it; 5p stays a plain 5p once 7s is chosen', () => {
    const whole = evaluate(entry({ concealed: '123m456m789m12s456s99p5p', winning: '5p' }));
    expect(whole.kind === 'ask' && whole.field).toBe('gold');
    const short = evaluate(entry({ concealed: '123m456m789m12s456s99p' }));
    expect(short.kind).toBe('ask');
    // Fewer tiles: nothing to score yet, so nothing asked.
    expect(evaluate(entry({ concealed: '123m' })).kind).toBe('count');
    // With 7s as the gold, 5p is a tile like another: 123m 456m 789m 456s 99p + 12s5p is no win.
    const chosen = evaluate(entry({ concealed: '123m456m789m12s456s99p5p', winning: '5p', fields: { gold: '7s' } }));
    expect(chosen.kind).toBe('no-win');
  });

  it('a meld row makes the whole meld from one tile', () => {
    const code = (type: Parameters<typeof wholeMeld>[0], tile: string) => {
      const made = wholeMeld(type, tiles(tile)[0]);
      return made && formatTiles(made);
    };
    expect(code('chow', '2m')).toBe('234m');
    expect(code('chow', '7p')).toBe('789p');
    // No chow starts on an 8, a 9 or an honour.
    expect(code('chow', '8s')).toBeNull();
    expect(code('chow', '1z')).toBeNull();
    expect(code('pong', '7s')).toBe('777s');
    expect(code('kong', '2m')).toBe('2222m');
    expect(code('concealed-kong', '1p')).toBe('1111p');
  });

  it('takes back one copy of the tile named, wherever it sits in the sorted text', () => {
    expect(withoutTile('9m12s', tiles('1s')[0])).toBe('9m2s');
    // The order written is kept: 9p 9p 5p less its last 9p is 9p 5p.
    expect(withoutTile('99p5p', tiles('9p')[0])).toBe('95p');
    expect(withoutTile('123m', tiles('5p')[0])).toBeNull();
  });

  it('"what was I paid": the whole gain is read as the gain, a near miss of it compared with it', () => {
    const e = evaluate(entry({ concealed: '123m456m789m12s456s99p5p', winning: '9p', fields: { gold: '5p', winBy: 'self-draw', streak: '3' } }));
    if (e.kind !== 'win') throw new Error(e.kind);
    // Pinghu self-draw: each of three pays 18, the winner gains 3 × 18 = 54.
    expect(checkPaid(e.score, 54, {})[0]).toMatchObject({ ok: true, key: 'check.paid.right-all' });
    expect(checkPaid(e.score, 18, {})[0]).toMatchObject({ ok: true, key: 'check.paid.right-each' });
    // 50 is 4 from 54 and 32 from 18: compared with the gain.
    expect(checkPaid(e.score, 50, {})[0]).toMatchObject({ ok: false, key: 'check.paid.wrong-all', params: { diffKey: 'check.paid.less-all', n: 4 } });
    // 16 is 2 from 18: compared with one payment.
    expect(checkPaid(e.score, 16, {})[0]).toMatchObject({ ok: false, key: 'check.paid.wrong', params: { diffKey: 'check.paid.less', n: 2 } });
  });
});
