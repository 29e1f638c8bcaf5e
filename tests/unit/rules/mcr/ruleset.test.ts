// The `mcr` rule set as the rest of the site sees it: registered with its option, the score
// checker's form, analysis and readings, situations round-tripped through their JSON, and stacked
// scenarios that show what they are for.
import { describe, expect, it } from 'vitest';
import { getRuleset, readSituationInput, ruleset, rulesetNames, tileCode, tiles, verifyText } from '../../../../src/engine/index.ts';
import { evaluate, type CheckInput } from '../../../../src/components/check/evaluate.ts';
import { simulateRun } from '../../../../src/engine/bots/run.ts';
import { playDeal } from '../../../../src/engine/bots/simulate.ts';
import { derive, seeded } from '../../../../src/engine/bots/rng.ts';
import type { Seat } from '../../../../src/engine/index.ts';

const mcr = ruleset('mcr');
const codes = (list: readonly number[]) => list.map(tileCode);

describe('the mcr rule set', () => {
  it('is registered, with its round wind option (mcr ruling 7) and the readings of rulings 9 and 10', () => {
    expect(rulesetNames()).toContain('mcr');
    expect(mcr).toMatchObject({ name: 'mcr', words: 'mcr', handSize: 13, meldsToWin: 4, wilds: { kind: 'none' }, wins: ['mcr'], figures: ['fanPoints', 'flowers', 'total'] });
    expect(mcr.copies.reduce((a, b) => a + b, 0)).toBe(144);
    expect(mcr.optionSpecs).toEqual([
      { id: 'roundWind', ruling: 7, values: ['1z', '2z', '3z', '4z'], default: '1z' },
      { id: 'exhaustedWaits', ruling: 9, values: ['live', 'shape'], default: 'live' },
      { id: 'meldedConcealedKong', ruling: 9, values: [false, true], default: false },
      { id: 'knittedWaitFans', ruling: 9, values: [true, false], default: true },
      { id: 'wall', ruling: 10, values: ['standard', 'botzone'], default: 'standard' },
      { id: 'multipleWins', ruling: 10, values: [false, true], default: false },
    ]);
    expect(getRuleset('mcr', { roundWind: '5z' }).ok).toBe(false);
    expect(getRuleset('mcr', { roundWind: '3z' }).ok).toBe(true);
    expect(tiles('1f8f').every((t) => mcr.isFlower(t))).toBe(true);
    expect(tiles('1m7z').some((t) => mcr.isFlower(t))).toBe(false);
  });

  it('analyses an entered hand: a win is 0 short, a hand one short lists its waits in every shape', () => {
    expect(mcr.analyse(tiles('123456789m11z234p'), [], null)).toEqual({ short: 0, waits: [], size: 14 });
    expect(mcr.analyse(tiles('123456789m11z23p'), [], null)).toMatchObject({ short: 1, waits: tiles('1p4p'), size: 14 });
    // Seven pairs one short, thirteen orphans waiting on all thirteen, a knitted hand.
    expect(codes(mcr.analyse(tiles('1155m2277p3399s1z'), [], null).waits)).toEqual(['1z']);
    expect(mcr.analyse(tiles('19m19p19s1234567z'), [], null).waits).toHaveLength(13);
    expect(codes(mcr.analyse(tiles('147m258p369s1234z'), [], null).waits)).toEqual(['5z', '6z', '7z']);
    // With a meld the hand is smaller.
    expect(mcr.analyse(tiles('456m789m11z23p'), [{ type: 'pong', tiles: tiles('777s') }], null)).toMatchObject({ short: 1, waits: tiles('1p4p'), size: 11 });
    // Far from any shape: more than one short, no waits.
    const far = mcr.analyse(tiles('159m159p159s1357z'), [], null);
    expect(far.short).toBeGreaterThan(1);
    expect(far.waits).toEqual([]);
  });

  it('reads the concealed part of a winning hand, the scoring reading among the readings', () => {
    const parsed = readSituationInput({ ruleset: 'mcr', concealed: '111222333m456p99s', winningTile: '9s', winBy: 'discard' });
    if (!parsed.ok) throw new Error(parsed.problems[0].code);
    const readings = mcr.readings(parsed.situation);
    // Three pungs, or three 123m chows.
    expect(readings).toHaveLength(2);
    const score = mcr.score(parsed.situation);
    if (!score.ok) throw new Error(score.reason);
    const key = (d: (typeof readings)[number]) =>
      d
        .map((g) => `${g.type}${g.tiles.join(',')}`)
        .sort()
        .join(' ');
    expect(readings.map(key)).toContain(key(score.decomposition!));
    // Melds are not part of the reading.
    const melded = readSituationInput({ ruleset: 'mcr', concealed: '123456m789p99s', melds: [{ type: 'pong', tiles: '777z' }], winningTile: '9s', winBy: 'discard' });
    if (!melded.ok) throw new Error(melded.problems[0].code);
    expect(mcr.readings(melded.situation).map((d) => d.map((g) => g.type))).toEqual([['chow', 'chow', 'chow', 'pair']]);
  });

  it('writes a situation as its JSON and reads it back the same', () => {
    const json = {
      ruleset: 'mcr',
      concealed: '123456m789p11z',
      melds: [{ type: 'concealed-kong', tiles: '5555s' }],
      winningTile: '1z',
      winBy: 'self-draw',
      flowers: '13f',
      seatWind: '2z',
      roundWind: '3z',
      lastTile: true,
      lastCopy: false,
      kongReplacement: true,
    };
    const parsed = readSituationInput(json);
    if (!parsed.ok) throw new Error(parsed.problems[0].code);
    expect(mcr.situationJson(parsed.situation)).toEqual(json);
    expect(mcr.situationForm.map((f) => f.id)).toEqual(['winBy', 'flowers', 'seatWind', 'roundWind', 'lastTile', 'lastCopy', 'kongReplacement']);
  });

  it('gives the score checker its verdicts', () => {
    const entry = (over: Partial<CheckInput>): CheckInput => ({ ruleset: 'mcr', options: {}, concealed: '', melds: [], winning: '', fields: {}, ...over });
    const win = evaluate(entry({ concealed: '123456789m11z234p', winning: '4p' }));
    if (win.kind !== 'win') throw new Error(win.kind);
    expect(win.score.total).toBe(19);
    expect(win.scoring).toBeGreaterThanOrEqual(0);
    const low = evaluate(entry({ concealed: '234678m567p345s66s', winning: '6m' }));
    expect(low.kind === 'no-win' && low.reason).toBe('below-minimum');
    const waiting = evaluate(entry({ concealed: '123456789m11z23p', fields: { seatWind: '2z' } }));
    if (waiting.kind !== 'waiting') throw new Error(waiting.kind);
    expect(waiting.waits.map((w) => [tileCode(w.tile), w.left, w.scores.map((s) => s.score?.total ?? s.reason)])).toEqual([
      // 1p makes 123p beside 123m: Mixed Double Chow 1 more than 4p.
      ['1p', 4, [22, 20]],
      ['4p', 4, [21, 19]],
    ]);
  });

  it('has stacked scenarios that show a discard win, self-draws, two wins, a robbed kong, a kong replacement and a drawn hand', () => {
    expect(mcr.scenarios.map((s) => s.name)).toEqual(['discard-win', 'self-draw', 'dealer-wins', 'two-wins', 'robbed-kong', 'kong-replacement', 'draw-game']);
    for (const scenario of mcr.scenarios) {
      let shown = 0;
      for (let attempt = 0; attempt < 40 && shown < 2; attempt++) {
        const random = seeded(derive(11, attempt));
        const dealer = (attempt % 4) as Seat;
        const arranged = scenario.arrange(dealer, random);
        if (!arranged) continue;
        expect(arranged.wall).toHaveLength(144);
        if (scenario.shows(playDeal(mcr, { dealer, streak: 0, wall: arranged.wall, personas: arranged.personas }, random))) shown++;
      }
      expect(shown, scenario.name).toBe(2);
    }
  }, 60_000);

  it('simulates deals with the round wind of its options, which verify when the log carries it', () => {
    const west = ruleset('mcr', { roundWind: '3z' });
    for (const d of simulateRun(west, 5, 6)) {
      expect(verifyText({ ...d.log, options: { roundWind: '3z' } }).status).toBe('consistent');
      if (d.played.final.result?.situation) expect(d.played.final.result.situation).toMatchObject({ roundWind: tiles('3z')[0] });
      // Every deal passes the dealer on (mcr ruling 7).
      expect(d.log.result.nextDealer).toBe((d.log.dealer + 1) % 4);
    }
  }, 60_000);
});
