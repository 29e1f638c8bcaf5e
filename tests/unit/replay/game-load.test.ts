// A deal of a game opened from what the game's check already read: the same deal, id, verdict and
// positions as the deal opened alone from its text; kept, so opening it again gives the same one.
import { describe, expect, it } from 'vitest';
import { gameDeal, loadGame } from '../../../src/components/replay/game-load.ts';
import { loadDeal } from '../../../src/components/replay/load.ts';
import { sampleDoc } from './fixtures.ts';

function game(deals: unknown[]) {
  const players = ['Mei', 'Lin', 'Hua', 'Jun'].map((name) => ({ name }));
  const text = JSON.stringify({ format: 'fuzhou-mahjong-game', version: 1, ruleset: 'fuzhou', players, deals });
  const read = loadGame(text, JSON.parse(text));
  if (!read.ok) throw new Error(JSON.stringify(read.problem));
  return read.game;
}

describe("a game's deal opened in the viewer", () => {
  const docs = ['draw-game', 'fuzhou-flowers-pinghu', 'final-sweep'].map(sampleDoc);
  it('is the deal its own text opens: id, verdict, names, positions, moments and narration', () => {
    const g = game(docs);
    docs.forEach((doc, i) => {
      const alone = loadDeal(JSON.stringify(doc), 'link');
      if (!alone.ok) throw new Error('the sample does not load');
      const deal = gameDeal(g, i + 1, 'link')!;
      expect(deal.id).toBe(alone.deal.id);
      expect(deal.canonical).toBe(alone.deal.canonical);
      expect(deal.verdict).toEqual(alone.deal.verdict);
      expect(deal.names).toEqual(alone.deal.names);
      expect(deal.last).toBe(doc.events.length);
      expect(deal.moments).toEqual(alone.deal.moments);
      expect(deal.replay.narration.length).toBe(doc.events.length);
      expect(deal.replay.narration).toEqual(alone.deal.replay.narration);
    });
  });
  it('is kept: opened again it is the same object; a deal out of the game is none', () => {
    const g = game(docs);
    expect(gameDeal(g, 2, 'link')).toBe(gameDeal(g, 2, 'link'));
    expect(gameDeal(g, 2, 'library')?.source).toBe('library');
    expect(gameDeal(g, 4, 'link')).toBeNull();
    expect(gameDeal(g, 0, 'link')).toBeNull();
  });
  it('a deal whose events are read only in part opens the long way, with its problem', () => {
    const broken = structuredClone(docs[1]);
    broken.events[30] = { type: 'discard', seat: 9, tile: '1m' };
    const deal = gameDeal(game([docs[0], broken, docs[2]]), 2, 'link')!;
    expect(deal.problem).not.toBeNull();
    // The 30 events before the malformed one are replayed: 31 positions.
    expect(deal.last).toBe(30);
  });
});
