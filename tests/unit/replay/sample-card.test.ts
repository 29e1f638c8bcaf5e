// A sample's link card: what it shows of the deal (the winner's hand with the winning tile marked
// and its melds apart, or every hand at the end of a draw), and how its text is cut to fit.
import { describe, expect, it } from 'vitest';
import { parseTile } from '../../../src/engine/tiles/index.ts';
import { sampleCard } from '../../../src/components/replay/sample-card.ts';
import { cardSvg, wrapLines } from '../../../src/components/replay/card-svg.ts';
import { sampleList } from '../../../src/components/replay/samples.ts';
import { GLYPHS } from '../../../src/components/tiles/glyphs.ts';

const tile = (code: string) => {
  const parsed = parseTile(code);
  if (!parsed.ok) throw new Error(code);
  return parsed.value;
};

describe('the card of a sample', () => {
  it('shows the winner’s hand, the winning tile marked, each kong apart', () => {
    // final-sweep.json: Jun (seat 3, South with Lin dealing) draws 5m, the gold, and wins by
    // self-draw for 30; two exposed kongs on the table.
    const card = sampleCard('en', 'final-sweep')!;
    expect(card.winning).toBe(true);
    expect(card.result).toContain('Jun (South)');
    expect(card.result).toContain('+30');
    const [hand, ...melds] = card.rows;
    // 16 tiles + the one drawn, less 3 for each of the 2 kongs: 17 − 6 = 11 concealed.
    expect(hand.tiles).toHaveLength(11);
    expect(hand.tiles[hand.marked!]).toBe(tile('5m'));
    expect(hand.wild).toBe(tile('5m'));
    expect(melds.map((m) => [m.tiles.length, m.label])).toEqual([
      [4, 'Exposed kong'],
      [4, 'Exposed kong'],
    ]);
    // Its SVG: the OpenGraph size, and one drawn tile per tile of the hand and melds (11 + 4 + 4).
    const svg = cardSvg(card, 'Fuzhou Mahjong');
    expect(svg).toContain('width="1200" height="630"');
    expect(svg.match(/class="fz-tile/g)).toHaveLength(19);
  });

  it("marks each wild with its own table's badge: 金 for a gold, 鬼 for Guangdong's Red dragon", () => {
    let reached = 0;
    let ghosts = 0;
    for (const { id } of sampleList('en')) {
      const card = sampleCard('en', id)!;
      const shown = card.rows.some((r) => r.wild !== null && r.tiles.includes(r.wild));
      if (!shown) continue;
      reached++;
      const svg = cardSvg(card, 'Fuzhou Mahjong');
      const ghost = card.words === 'guangdong';
      if (ghost) ghosts++;
      expect(svg.includes(GLYPHS.鬼.d), id).toBe(ghost);
      expect(svg.includes(GLYPHS.金.d), id).toBe(!ghost);
    }
    // The Fuzhou samples whose cards show a gold (final-sweep among them), and guangdong-draw-kongs,
    // whose hands at the end hold a Red dragon.
    expect(reached).toBeGreaterThan(3);
    expect(ghosts).toBeGreaterThan(0);
  });

  it('shows every seat’s hand, by name and wind, at the end of a draw', () => {
    // draw-game.json: Lin (seat 1) deals, so Lin is East, Hua South, Jun West, Mei North.
    const card = sampleCard('zh', 'draw-game')!;
    expect(card.winning).toBe(false);
    expect(card.rows.map((r) => r.label)).toEqual(['Mei（北）', 'Lin（东）', 'Hua（南）', 'Jun（西）']);
    expect(sampleCard('zh', 'no-such-sample')).toBeUndefined();
  });
});

describe('wrapLines', () => {
  it('breaks Chinese anywhere and cuts the last line with an ellipsis', () => {
    // 30 full-width characters of 50 px in 500 px: 10 a line; the second, with "…" (0.36 em =
    // 18 px), is 518 px, so it keeps 9: 9 × 50 + 18 = 468.
    const lines = wrapLines('麻'.repeat(30), 50, 500, 2);
    expect(lines).toEqual(['麻'.repeat(10), `${'麻'.repeat(9)}…`]);
  });

  it('breaks Latin text at spaces', () => {
    // "aaaa" is 4 × 0.56 = 2.24 em (22.4 px at 10 px); "aaaa b" 3.06 em: over 25 px.
    expect(wrapLines('aaaa bbbb', 10, 25, 3)).toEqual(['aaaa', 'bbbb']);
  });
});
