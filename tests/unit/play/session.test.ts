// A practice deal with one human seat: the human's choices are the machine's legal events for
// that seat, the bots move until the human must decide, undo takes back the last human move, a
// record resumes the deal, and the finished deal's log verifies consistent.
import { describe, expect, it } from 'vitest';
import { allRulesets, type DealEvent, type Seat, verifyText } from '../../../src/engine/index.ts';
import { advance, choose, humanChoice, playLog, recordOf, resumePlay, startPlay, undo, type PlayTable } from '../../../src/engine/play/index.ts';

/** A driver that takes the first legal event offered (a pass when it may pass), and keeps its own discards. */
function playOut(table: PlayTable, pick: (events: DealEvent[], canPass: boolean) => DealEvent | null = (e) => e[0]): { table: PlayTable; discards: number[] } {
  let t = table;
  const discards: number[] = [];
  for (let guard = 0; t.states.at(-1)!.result === null; guard++) {
    if (guard > 500) throw new Error('deal did not end');
    const choice = humanChoice(t)!;
    expect(choice).not.toBeNull();
    const event = pick(choice.events, choice.canPass);
    if (event?.type === 'discard') discards.push(event.tile);
    t = choose(t, event);
  }
  return { table: t, discards };
}

const NAMES = ['You', 'Mei', 'Lin', 'Hua'];

describe.each(allRulesets().map((r) => [r.name, r] as const))('%s', (_, ruleset) => {
  for (const level of ['quick', 'strong'] as const) {
    it(`plays a whole deal (${level} bots) whose log verifies consistent`, () => {
      const seat = 2 as Seat;
      const { table, discards } = playOut(startPlay(ruleset, { seat, level, seed: 7 }));
      // The bots never discard for the human: its discards in the log are the driver's, in order.
      expect(table.events.flatMap((e) => (e.type === 'discard' && e.seat === seat ? [e.tile] : []))).toEqual(discards);
      const log = playLog(table, NAMES, { openHands: false })!;
      expect(log.meta).toMatchObject({ app: 'fzmj play', seed: 7, player: 2, level, undone: 0, openHands: false });
      expect(verifyText(JSON.stringify(log)).status).toBe('consistent');
    });
  }
});

describe('the human seat at a Fuzhou table', () => {
  const ruleset = allRulesets()[0];
  const step = (t: PlayTable) => {
    const choice = humanChoice(t);
    return choice ? choose(t, choice.canPass ? null : choice.events.find((e) => e.type === 'discard')!) : t;
  };
  // The first seed from 12 whose deal lasts beyond the human's second move.
  const seed = Array.from({ length: 30 }, (_, i) => 12 + i).find((s) => humanChoice(step(step(startPlay(ruleset, { seat: 0, level: 'quick', seed: s })))) !== null)!;
  const start = startPlay(ruleset, { seat: 0, level: 'quick', seed });
  it('is offered exactly its own legal events, calls and the passing draw aside, and waits for nobody else', () => {
    let t = start;
    for (let n = 0; n < 12 && t.states.at(-1)!.result === null; n++) {
      const state = t.states.at(-1)!;
      // While claims are open the next seat's draw is the pass, offered as passing, not as a move.
      const claims = t.machine.view(state).decision.kind === 'claims';
      const legal = t.machine.legalEvents(state).filter((e) => 'seat' in e && e.seat === 0 && e.type !== 'call' && !(claims && e.type === 'draw'));
      expect(humanChoice(t)!.events).toEqual(legal);
      // Already at the human's decision: the bots have nothing to add.
      expect(advance(t).events.length).toBe(t.events.length);
      t = choose(t, humanChoice(t)!.canPass ? null : humanChoice(t)!.events.at(-1)!);
    }
  });
  it('refuses a move that is not offered', () => {
    const discard = humanChoice(start)!.events.find((e) => e.type === 'discard')!;
    expect(() => choose(start, { ...discard, seat: 1 } as DealEvent)).toThrow();
  });
  it('plays the same deal from the same seed', () => {
    const again = startPlay(ruleset, { seat: 0, level: 'quick', seed });
    expect(again.events).toEqual(start.events);
    expect(playOut(again).table.events).toEqual(playOut(start).table.events);
  });
  it('undoes the last human move, and counts it', () => {
    const once = step(start);
    const second = step(once);
    const back = undo(second);
    // Back to the state before the second move: the same events as after the first, one undo kept.
    expect(back.events).toEqual(once.events);
    expect(back.states.at(-1)).toBe(once.states.at(-1));
    expect(back.moves).toEqual(once.moves);
    expect(back.undone).toEqual([once.events.length]);
    expect(undo(undo(back)).events).toEqual(start.events);
    expect(undo(start)).toBe(start);
    const log = playLog(playOut(back).table, NAMES)!;
    expect(log.meta).toMatchObject({ undone: 1 });
    expect(verifyText(JSON.stringify(log)).status).toBe('consistent');
  });
  it('resumes from its record, kept as JSON', () => {
    const mid = choose(start, humanChoice(start)!.events.find((e) => e.type === 'discard')!);
    const record = JSON.parse(JSON.stringify(recordOf(mid)));
    const resumed = resumePlay(ruleset, record)!;
    expect(resumed.events).toEqual(mid.events);
    expect(resumed.moves).toEqual(mid.moves);
    expect(humanChoice(resumed)).toEqual(humanChoice(mid));
    expect(resumePlay(ruleset, { ...record, events: [...record.events, { type: 'draw-game' }] })).toBeNull();
  });
});
