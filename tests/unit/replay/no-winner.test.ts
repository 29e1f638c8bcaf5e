// A deal without a winner in the viewer's words, from what the engine's result carries: a draw game
// or a rule set's own ending (guangdong's time-up, in its words), and whether payments made during
// the deal (kongs) stand.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { verifyText } from '../../../src/engine/index.ts';
import { noWinnerText } from '../../../src/components/replay/words.ts';

const result = (id: string) => {
  const verdict = verifyText(readFileSync(new URL(`../../../content/deals/${id}.json`, import.meta.url), 'utf8'));
  if (verdict.status !== 'consistent') throw new Error(`${id}: ${verdict.status}`);
  return verdict.result;
};

describe('the end of a deal nobody wins', () => {
  it('a fuzhou draw game: no payments, nobody pays', () => {
    const r = result('draw-game');
    expect([r.winner, r.ending, r.settlement.length]).toEqual([null, undefined, 0]);
    expect(noWinnerText('en', r, 'end')).toBe('Draw game: nobody wins');
    expect(noWinnerText('en', r, 'score')).toBe('A draw game: nobody pays.');
    expect(noWinnerText('zh', r, 'end')).toBe('流局：无人胡牌');
  });
  it('a guangdong draw game after kongs: the payments made during the deal stand', () => {
    // Its log: seat 0 and seat 1 (twice) declare concealed kongs, seat 0 an exposed one, seat 1 an added one.
    const r = result('guangdong-draw-kongs');
    expect(r.winner).toBeNull();
    expect(r.ending).toBeUndefined();
    expect(r.settlement.length).toBeGreaterThan(0);
    expect(noWinnerText('en', r, 'end')).toBe('Draw game; payments stand');
    expect(noWinnerText('en', r, 'score')).toBe('A draw game: nobody wins, and the payments made during the deal stand.');
    expect(noWinnerText('zh', r, 'end')).toBe('流局，已付照算');
    expect(noWinnerText('zh', r, 'score')).toBe('流局：无人胡牌，牌局中已付的钱照算。');
  });
  it('a guangdong time-up after two concealed kongs is called time up, its payments standing', () => {
    // Two concealed kongs, 2 from each other seat each: 6 payments, none of them undone.
    const r = result('guangdong-time-up');
    expect([r.winner, r.ending, r.settlement.length]).toEqual([null, 'time-up', 6]);
    expect(noWinnerText('en', r, 'end', 'guangdong')).toBe('Time up; payments stand');
    expect(noWinnerText('en', r, 'score', 'guangdong')).toBe('Time up: nobody wins, and the payments made during the deal stand.');
    expect(noWinnerText('zh', r, 'end', 'guangdong')).toBe('时间到，已付照算');
    expect(noWinnerText('zh', r, 'score', 'guangdong')).toBe('时间到：无人胡牌，牌局中已付的钱照算。');
  });
  it('a time-up before any payment: nobody pays', () => {
    expect(noWinnerText('en', { ending: 'time-up', settlement: [] }, 'score', 'guangdong')).toBe('Time up: nobody wins, and nobody pays.');
    expect(noWinnerText('zh', { ending: 'time-up', settlement: [] }, 'end', 'guangdong')).toBe('时间到：无人胡牌');
  });
});
