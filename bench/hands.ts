// Seeded random hands for the benchmarks: winning hands (five melds and a pair, with 0–3 golds)
// and plain random hands, all respecting the copies of the 123-tile wall.
import type { Tile } from '../src/engine/index.ts';
import { seeded as rng } from '../src/engine/bots/rng.ts';

export interface BenchHand {
  tiles: Tile[];
  gold: Tile;
}

const fits = (tiles: Tile[], gold: Tile) => {
  const c = new Uint8Array(27);
  for (const t of tiles) if (++c[t] > (t === gold ? 3 : 4)) return false;
  return true;
};

export function winningHands(n: number, seed: number): BenchHand[] {
  const random = rng(seed);
  const out: BenchHand[] = [];
  while (out.length < n) {
    const tiles: Tile[] = [];
    for (let m = 0; m < 5; m++) {
      if (random() < 0.55) {
        const start = ((random() * 3) | 0) * 9 + ((random() * 7) | 0);
        tiles.push(start, start + 1, start + 2);
      } else {
        const t = (random() * 27) | 0;
        tiles.push(t, t, t);
      }
    }
    const pair = (random() * 27) | 0;
    tiles.push(pair, pair);
    const gold = (random() * 27) | 0;
    const wanted = (random() * 4) | 0;
    let golds = tiles.filter((t) => t === gold).length;
    for (let k = 0; k < 20 && golds < wanted; k++) {
      const i = (random() * 17) | 0;
      if (tiles[i] !== gold) {
        tiles[i] = gold;
        golds++;
      }
    }
    if (fits(tiles, gold)) out.push({ tiles, gold });
  }
  return out;
}

export function randomHands(n: number, size: number, seed: number): BenchHand[] {
  const random = rng(seed);
  const out: BenchHand[] = [];
  while (out.length < n) {
    const gold = (random() * 27) | 0;
    const tiles: Tile[] = [];
    const golds = (random() * 4) | 0;
    for (let g = 0; g < golds; g++) tiles.push(gold);
    while (tiles.length < size) tiles.push((random() * 27) | 0);
    if (fits(tiles, gold)) out.push({ tiles, gold });
  }
  return out;
}
