// PMN (mahjongsoft's replays) read into ours: the hand-made board verifies with its names, fans
// and scores; the move codes (z1, chows by their middle tile, kongs, several winners) become our
// events; a board that cannot be read is named by its line.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkImported, importRecord, type ImportOutcome } from '../../../src/engine/import/index.ts';
import { importProblemText } from '../../../src/i18n/import-format.ts';

const HAND_MADE = readFileSync(new URL('../../fixtures/external/hand-made.pmn', import.meta.url), 'utf8');

async function read(text: string): Promise<Extract<ImportOutcome, { ok: true }>> {
  const out = await importRecord(text);
  if (!out.ok) throw new Error(`not read: ${JSON.stringify(out.problem)}`);
  return out;
}

/** A board of our own: the tags given over the hand-made one's. */
const board = (tags: Record<string, string>) => HAND_MADE.replace(/^\[(\w+) "(.*)"\]$/gm, (line, name) => (name in tags ? `[${name} "${tags[name]}"]` : line));

describe('PMN', () => {
  it('the hand-made board: South wins East’s 1m with 11 points, consistent fan by fan', async () => {
    const out = await read(HAND_MADE);
    expect(out.format).toBe('pmn');
    const [deal] = out.deals;
    expect(deal.log.seats.map((s) => s.name)).toEqual(['Ann', 'Bo', 'Cy', 'Di']);
    expect(deal.log.options).toEqual({ roundWind: '1z' });
    // T0c1 joins East's deal; D0z1 throws the tile just taken (1m); H1: South wins it.
    expect(deal.log.events.slice(4)).toEqual([
      { type: 'discard', seat: 0, tile: '1m' },
      { type: 'win', seat: 1, how: 'discard', tile: '1m' },
    ]);
    // 123m 456p 789s 555s 99s won on a discard: Mixed Straight 8 (39), Concealed Hand 2 (62),
    // No Honors 1 (76) = 11. East pays 8 + 11 = 19, West and North 8 each: South +35.
    expect(deal.log.result).toEqual({
      deltas: [-19, 35, -8, -8],
      breakdown: {
        total: 11,
        items: [
          { id: 'mixed-straight', count: 1, points: 8 },
          { id: 'concealed-hand', count: 1, points: 2 },
          { id: 'no-honors', count: 1, points: 1 },
        ],
      },
    });
    const check = checkImported(deal);
    expect(check.verdict).toMatchObject({ status: 'consistent', result: { winner: 1, deltas: [-19, 35, -8, -8], score: { total: 11 } } });
    expect(check.fans).toEqual([]);
    expect(deal.lacks).toEqual(['wall', 'flowers']);
  });

  it('a fan counted twice that the engine counts once is a difference', async () => {
    const [deal] = (await read(board({ Fan: 'None 39/1.62/1.76/2 None None', Result: '-20 36 -8 -8' }))).deals;
    const check = checkImported(deal);
    expect(check.verdict.status).toBe('mismatch');
    expect(check.fans).toEqual([{ id: 'no-honors', recorded: 2, found: 1 }]);
  });

  it('chows by the middle tile, and several winners of one discard', async () => {
    // C1c2: South chows the chow around 2m (1m 2m 3m), taking East's 1m with its own 2m 3m.
    const chow = (await read(board({ Play: 'T0c1D0z1C1c2D1b9' }))).deals[0];
    expect(chow.log.events.slice(4, 7)).toEqual([
      { type: 'discard', seat: 0, tile: '1m' },
      { type: 'chow', seat: 1, tiles: '2m3m', tile: '1m' },
      { type: 'discard', seat: 1, tile: '9s' },
    ]);
    // Around 5m (4m 5m 6m) no chow takes 1m.
    const wrong = await importRecord(board({ Play: 'T0c1D0z1C1c5D1b9' }));
    expect(wrong).toEqual({ ok: false, format: 'pmn', problem: { line: 15, code: 'bad-chow', params: { tile: '5m' } } });
    // Two winners: each declares first, then both win; the table pays each (multipleWins).
    const two = (await read(board({ Play: 'T0c1D0z1H1H2', Fan: 'None 39/1.62/1.76/1 11/1 None' }))).deals[0];
    expect(two.log.options).toEqual({ roundWind: '1z', multipleWins: true });
    expect(two.log.events.slice(5).map((e) => `${e.type} ${'seat' in e ? e.seat : ''}`)).toEqual(['call 1', 'call 2', 'win 1', 'win 2']);
    expect(two.log.result.alsoWon).toEqual([{ winner: 2, breakdown: { total: 64, items: [{ id: 'all-honors', count: 1, points: 64 }] } }]);
  });

  it('a board without its Deal, a fan number of none, a bad tile: named at their lines', async () => {
    const noDeal = await importRecord(HAND_MADE.replace(/^\[Deal .*\n/m, ''));
    expect(noDeal).toEqual({ ok: false, format: 'pmn', problem: { line: 1, code: 'missing-tag', params: { tag: 'Deal' } } });
    if (!noDeal.ok) expect(importProblemText('en', noDeal.problem)).toBe('line 1: the board has no [Deal …] line');
    const fan = await importRecord(board({ Fan: 'None 99/1 None None' }));
    expect(fan).toMatchObject({ ok: false, problem: { line: 16, code: 'unknown-fan', params: { fan: '99/1' } } });
    const tile = await importRecord(board({ Play: 'T0x1D0z1H1' }));
    expect(tile).toMatchObject({ ok: false, problem: { line: 15, code: 'bad-tile', params: { tile: 'x1' } } });
  });
});
