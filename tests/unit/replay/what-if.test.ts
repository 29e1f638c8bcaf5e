// What if, worked out by hand on the idle-gold teaching deal: South (seat 0, the dealer's lower
// seat; the dealer on a streak of 1) self-draws a Pinghu with one gold.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRulesets, readSituation, replayText, rescoreWithOptions, ruleset, scoredElsewhere } from '../../../src/engine/index.ts';
import { scoreFuzhou144 } from '../../../src/engine/rules/fuzhou-144/score.ts';
import type { Fuzhou144Options } from '../../../src/engine/rules/fuzhou-144/options.ts';

const text = readFileSync(join(import.meta.dirname, '../../../content/deals/fuzhou-idle-gold.json'), 'utf8');

describe('what if', () => {
  it('as logged: Pinghu 10 + (1 gold + 1 streak) × 2 = 14 from each, +42', () => {
    expect(replayText(text).replay!.result!.deltas).toEqual([42, -14, -14, -14]);
  });
  it('with the streak paid to the dealer only: 10 + 1 gold × 2 = 12 from each, +36; the log no longer matches', () => {
    const w = rescoreWithOptions(text, { streakBonus: 'dealer-only' });
    expect(w.verdict.status).toBe('mismatch');
    expect(w.result!.deltas).toEqual([36, -12, -12, -12]);
  });
  it('the same hand at the classic 144-tile table: (3 base + 1 gold + 2 for the streak) × 2 for a self-draw = 12', () => {
    const r = replayText(text).replay!;
    const elsewhere = scoredElsewhere(r.log.ruleset, r.result!.situation!, allRulesets());
    // Only the rule set that reads a Fuzhou hand's fields scores it; MCR and Guangdong cannot read a gold.
    expect(elsewhere.map((e) => e.ruleset.name)).toEqual(['fuzhou-144']);
    expect(elsewhere[0].outcome).toMatchObject({ ok: true, win: 'self-draw', total: 12 });
  });
  it('the same hand had its winner discarded a gold: the 144-tile table, where a gold is never discarded, refuses it', () => {
    const r = replayText(text).replay!;
    const situation = { ...r.result!.situation!, goldDiscarded: true };
    // At the house table a gold may be discarded, and a self-draw after it still wins.
    expect(readSituation(r.log.ruleset, r.log.ruleset.situationJson(situation)).ok).toBe(true);
    // What if used to parse it at the classic table and score it unchecked: the self-draw's
    // (3 base + 1 gold + 2 for the streak) × 2 = 12, for a hand that cannot happen there.
    const classic = ruleset('fuzhou-144');
    const json = { ...r.log.ruleset.situationJson(situation), ruleset: 'fuzhou-144' };
    const parsed = classic.parseSituation(json);
    expect(parsed.ok && scoreFuzhou144({ ...parsed.situation, streak: 1, goldDiscarded: true }, classic.options as Fuzhou144Options)).toMatchObject({ ok: true, total: 12 });
    // Through the door now: refused there, so no score from that table.
    expect(readSituation(classic, json)).toMatchObject({ ok: false, problems: [{ path: ['goldDiscarded'], code: 'gold-not-discardable' }] });
    expect(scoredElsewhere(r.log.ruleset, situation, allRulesets())).toEqual([]);
  });
});
