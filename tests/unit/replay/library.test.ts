// The library's summaries: a deal's entry and a whole game's, with the game's event count the sum
// of its deals' events (worked out here from the files), its deal count and its final totals.
import { describe, expect, it } from 'vitest';
import { loadGame } from '../../../src/components/replay/game-load.ts';
import { summarizeGame } from '../../../src/components/replay/library.ts';
import { sampleDoc } from './fixtures.ts';

const IDS = ['draw-game', 'fuzhou-flowers-pinghu', 'final-sweep'];

function game(deals: unknown[]) {
  const doc = {
    format: 'fuzhou-mahjong-game',
    version: 1,
    ruleset: 'fuzhou',
    players: ['Mei', 'Lin', 'Hua', 'Jun'].map((name) => ({ name })),
    deals,
  };
  const text = JSON.stringify(doc);
  const read = loadGame(text, JSON.parse(text));
  if (!read.ok) throw new Error(JSON.stringify(read.problem));
  return read.game;
}

describe("a whole game's library entry", () => {
  it('counts every event of every deal, not the deals', () => {
    const docs = IDS.map(sampleDoc);
    const sum = docs.reduce((n, d) => n + (d.events as unknown[]).length, 0);
    // Three deals of tens of events each: far more than the three deals.
    expect(sum).toBeGreaterThan(30);
    const entry = summarizeGame(game(docs), [-26, -26, -26, 78], 7);
    expect(entry.events).toBe(sum);
    expect(entry.deals).toBe(3);
    expect(entry.totals).toEqual([-26, -26, -26, 78]);
    expect(entry.names).toEqual(['Mei', 'Lin', 'Hua', 'Jun']);
    expect(entry.added).toBe(7);
    expect(entry.opened).toBe(7);
  });
  it('adds nothing for a deal whose envelope cannot be read, and says the game is broken', () => {
    const docs = IDS.map(sampleDoc);
    const loaded = game([docs[0], { format: 'nonsense' }, docs[2]]);
    const entry = summarizeGame(loaded, null, 1);
    expect(entry.events).toBe((docs[0].events as unknown[]).length + (docs[2].events as unknown[]).length);
    expect(entry.deals).toBe(3);
    expect(entry.verdict).toBe('broken');
    expect(entry.totals).toBeNull();
  });
});
