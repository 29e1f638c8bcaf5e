// Botzone's two records read into ours and checked: the four human games of the text fixture and
// the three judge logs verify consistent, fan by fan where fans are recorded; what Botzone does
// not record is said; and broken records are named by their line, never thrown.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkImported, importRecord, type ImportOutcome } from '../../../src/engine/import/index.ts';
import { importCheckText, importProblemText } from '../../../src/i18n/import-format.ts';
import { parseDealLog, replay } from '../../../src/engine/index.ts';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/external/${name}`, import.meta.url), 'utf8');
const TEXT = fixture('botzone-sample.txt');
const JUDGE = fixture('botzone-judge.jsonl');

async function read(text: string): Promise<Extract<ImportOutcome, { ok: true }>> {
  const out = await importRecord(text);
  if (!out.ok) throw new Error(`not read: ${JSON.stringify(out.problem)}`);
  return out;
}

describe('Botzone human-game text', () => {
  it('reads the four games as mcr deals at Botzone’s table, each consistent fan by fan', async () => {
    const out = await read(TEXT);
    expect(out.format).toBe('botzone-text');
    expect(out.problems).toEqual([]);
    expect(out.deals.map((d) => d.title)).toEqual(['Match 61602cb45ddc087351c04358', 'Match 61602cb45ddc087351c0435d', 'Match 61602cb45ddc087351c04362', 'Match 61602cb45ddc087351c04367']);
    // Wind 1, 2, 3, 3: south, west, north, north.
    expect(out.deals.map((d) => d.log.options)).toEqual([
      { wall: 'botzone', roundWind: '2z' },
      { wall: 'botzone', roundWind: '3z' },
      { wall: 'botzone', roundWind: '4z' },
      { wall: 'botzone', roundWind: '4z' },
    ]);
    for (const deal of out.deals) {
      const check = checkImported(deal);
      expect(check.verdict.status).toBe('consistent');
      expect(check.fans).toEqual([]);
      expect(deal.lacks).toEqual(['wall', 'flowers', 'names']);
      expect(deal.log.seats.map((s) => s.name)).toEqual(['Player 0', 'Player 1', 'Player 2', 'Player 3']);
    }
  });

  it('game 1 by hand: player 1 wins player 2’s discard with 9 fan points, 33 in all', async () => {
    const [deal] = (await read(TEXT)).deals;
    // The record: `Fan 9 混一色*1+箭刻*1+老少副*1`, `Score -8 33 -17 -8`.
    expect(deal.log.result.breakdown).toEqual({
      total: 9,
      items: [
        { id: 'half-flush', count: 1, points: 6 },
        { id: 'dragon-pung', count: 1, points: 2 },
        { id: 'two-terminal-chows', count: 1, points: 1 },
      ],
    });
    const parsed = parseDealLog(deal.log);
    if (!parsed.ok) throw new Error('does not parse');
    const r = replay(parsed.log, { narrate: false });
    // The winner's hand at the end: Half Flush (one suit and honors) 6, Dragon Pung 2 (the pong of
    // 7z, Botzone's J1), Two Terminal Chows 1 (123 and 789 of one suit): 9. On a discard each
    // loser pays the base 8 and the discarder the 9 besides: 8 + 8 + 17 = 33.
    expect(r.result?.winner).toBe(1);
    expect(r.result?.how).toBe('discard');
    expect(r.result?.score?.items.map((i) => [i.id, i.points])).toEqual([
      ['half-flush', 6],
      ['dragon-pung', 2],
      ['two-terminal-chows', 1],
    ]);
    expect(r.result?.deltas).toEqual([-8, 33, -17, -8]);
    // The dealer's 13 dealt tiles and first draw are one deal of 14; the others are dealt 13.
    expect(deal.log.events.slice(0, 4).map((e) => (e.type === 'deal' ? e.tiles.length / 2 : 0))).toEqual([14, 13, 13, 13]);
    // The deal events come from lines 3–6; the dealer's first discard is line 8 (its draw, line 7, joined the deal).
    expect(deal.lines.slice(0, 5)).toEqual([3, 4, 5, 6, 8]);
  });

  it('a fan the engine does not find is a difference said by its name', async () => {
    // Game 1 claims a fourth fan, 连六 (Short Straight): the engine finds none.
    const claimed = TEXT.replace('Fan 9 混一色*1+箭刻*1+老少副*1', 'Fan 10 混一色*1+箭刻*1+老少副*1+连六*1');
    const deal = (await read(claimed)).deals[0];
    const check = checkImported(deal);
    expect(check.verdict.status).toBe('mismatch');
    expect(check.fans).toEqual([{ id: 'short-straight', recorded: 1, found: 0 }]);
    const words = importCheckText('en', check, ['a', 'b', 'c', 'd'], 'mcr');
    expect(words[1]).toBe('Short Straight: the record counts 1, the engine finds 0');
    expect(importCheckText('zh', check, ['a', 'b', 'c', 'd'], 'mcr')[1]).toBe('连六：记录计 1 次，引擎算得 0 次');
  });

  it('an unknown fan name is named at its line; the other games are read', async () => {
    const out = await read(TEXT.replace('混一色*1+箭刻', '混一色*1+神仙*1+箭刻'));
    expect(out.deals).toHaveLength(3);
    expect(out.problems).toEqual([{ line: 104, code: 'unknown-fan', params: { fan: '神仙' } }]);
    expect(importProblemText('en', out.problems[0])).toBe('line 104: "神仙" is not the name of a fan');
  });

  it('a missing Deal line is named where play starts without it', async () => {
    const out = await read(TEXT.replace('Player 2 Deal B3 T5 W3 T2 T3 F4 T6 T6 J2 J3 W3 W2 T8\n', ''));
    expect(out.deals).toHaveLength(3);
    expect(out.problems).toEqual([{ line: 6, code: 'no-deal', params: { player: 2 } }]);
    expect(importProblemText('zh', out.problems[0])).toBe('第 6 行：玩家 2 的 Deal 行之前就开始行牌了');
  });

  it('a draw of a fifth 5m is illegal at its step, with its source line', async () => {
    // Players 0 and 1 are dealt two 5m each; player 0 draws another: there are four.
    const record = [
      'Match broken',
      'Wind 0',
      'Player 0 Deal W5 W5 W1 W2 W3 B1 B2 B3 T1 T2 T3 F1 F1',
      'Player 1 Deal W5 W5 W6 W7 W8 B4 B5 B6 T4 T5 T6 F2 F2',
      'Player 2 Deal W9 W9 W9 B7 B8 B9 T7 T8 T9 F3 F3 J1 J1',
      'Player 3 Deal B9 B9 B9 B7 B8 T7 T8 T9 F4 F4 J2 J2 J3',
      'Player 0 Draw J3',
      'Player 0 Play J3',
      'Player 1 Draw J3',
      'Player 1 Play J3',
      'Player 2 Draw W5',
      'Player 2 Play W5',
      'Huang',
    ].join('\n');
    const [deal] = (await read(record)).deals;
    const check = checkImported(deal);
    // Steps: four deals (1–4), the dealer's discard (5), player 1's draw and discard (6, 7), player 2's draw (8).
    expect(check.verdict).toMatchObject({ status: 'illegal', step: 7 });
    expect(check.line).toBe(11);
    expect(importCheckText('en', check, ['a', 'b', 'c', 'd'], 'mcr')[0]).toMatch(/^illegal at step 8 \(source line 11\): /);
  });

  it('a record cut short keeps the games before it and says where it stops', async () => {
    const cut = TEXT.split('\n').slice(0, 320).join('\n');
    const out = await read(cut);
    expect(out.deals).toHaveLength(4);
    expect(out.problems).toEqual([{ line: 320, code: 'truncated', params: {} }]);
    expect(out.deals.slice(0, 3).map((d) => checkImported(d).verdict.status)).toEqual(['consistent', 'consistent', 'consistent']);
    // The fourth replays as far as it goes, and is unfinished there.
    expect(checkImported(out.deals[3]).verdict).toMatchObject({ status: 'illegal', violation: { code: 'unfinished' } });
  });
});

describe('Botzone judge logs', () => {
  it('reads each line as a deal with its wall, the win and both draw games consistent', async () => {
    const out = await read(JUDGE);
    expect(out.format).toBe('botzone-judge');
    expect(out.deals).toHaveLength(3);
    const checks = out.deals.map(checkImported);
    expect(checks.map((c) => c.verdict.status)).toEqual(['consistent', 'consistent', 'consistent']);
    // The win: self-drawn by bot 0 with 22 fan points, each of the three paying 8 + 22.
    expect(out.deals[0].log.result.deltas).toEqual([90, -30, -30, -30]);
    expect(checks[0].verdict).toMatchObject({ result: { winner: 0, how: 'self-draw', score: { total: 22 } } });
    expect(checks.slice(1).map((c) => (c.verdict.status === 'consistent' ? c.verdict.result.winner : 'x'))).toEqual([null, null]);
    // The wall is the judge's, tile for tile: 136 tiles of two characters.
    expect(out.deals.map((d) => d.log.wall?.length)).toEqual([272, 272, 272]);
    expect(out.deals[0].lacks).toEqual(['flowers', 'names', 'fans']);
  });

  it('a line that is not JSON is named; the other games are read', async () => {
    const lines = JUDGE.split('\n');
    const out = await read([lines[0], '{"log": [', lines[2]].join('\n'));
    expect(out.deals).toHaveLength(2);
    expect(out.problems).toEqual([{ line: 2, code: 'bad-json', params: {} }]);
  });
});

describe('a file in none of the formats', () => {
  it('empty, a picture, or other text: said, with the formats accepted', async () => {
    expect(await importRecord('')).toEqual({ ok: false, format: null, problem: { line: 1, code: 'empty', params: {} } });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).toString('latin1');
    const picture = await importRecord(png);
    expect(picture).toMatchObject({ ok: false, problem: { code: 'binary' } });
    const other = await importRecord('hello\nworld\n');
    expect(other).toMatchObject({ ok: false, format: null, problem: { code: 'unknown-format' } });
    if (other.ok) return;
    expect(importProblemText('en', other.problem)).toBe(
      'not a record this site reads; accepted: this site’s deal or game log (JSON); Botzone’s human-game text (Match, Wind, Player N Deal/Draw/Play…, Fan, Score); Botzone judge logs (a JSON line a game: log, walltiles, quan, scores); PMN, mahjongsoft’s replays ([Event …], [Deal …], [Play …], [Fan …], [Result …])',
    );
  });
});
