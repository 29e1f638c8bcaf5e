// Random possible MCR situations for the property tests, one named shape at a time: four sets
// and a pair all concealed, the same with one to four melds (chows, pongs, every kind of kong),
// seven pairs, thirteen orphans, honors and knitted tiles, a knitted straight with a set and a
// pair (sometimes melded). Each is built from a list of choices, so fast-check can shrink it; a
// build that breaks the copies or a check of the situation is dropped.
import fc from 'fast-check';
import { formatTiles, sortTiles, type Tile } from '../../../../src/engine/index.ts';
import { readMcrSituation } from '../../../../src/engine/rules/mcr/index.ts';
import type { Json } from './helpers.ts';

export const SHAPES = ['sets-concealed', 'sets-melded', 'seven-pairs', 'thirteen-orphans', 'honors-and-knitted', 'knitted-straight'] as const;
export type GenShape = (typeof SHAPES)[number];

export interface Generated {
  shape: GenShape;
  json: Json;
}

const ORPHANS = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
const KNIT_PERMS = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];
const knitted = (k: number): Tile[] => KNIT_PERMS[k].flatMap((suit, i) => [0, 3, 6].map((step) => suit * 9 + i + step));
const MELD_OF_PUNG = ['pong', 'kong', 'added-kong', 'concealed-kong'] as const;

type Meld = { type: string; tiles: Tile[] };

class Choices {
  private i = 0;
  constructor(private readonly list: readonly number[]) {}
  /** A whole number below n. */
  next(n: number): number {
    return this.list[this.i++ % this.list.length] % n;
  }
}

function set(c: Choices): Tile[] {
  if (c.next(2) === 0) {
    const start = c.next(3) * 9 + c.next(7);
    return [start, start + 1, start + 2];
  }
  const t = c.next(34);
  return [t, t, t];
}

function meldOf(c: Choices, group: Tile[]): Meld {
  if (group[0] !== group[1]) return { type: 'chow', tiles: group };
  const type = MELD_OF_PUNG[c.next(4)];
  return { type, tiles: type === 'pong' ? group : [...group, group[0]] };
}

function build(shape: GenShape, c: Choices): { concealed: Tile[]; melds: Meld[] } {
  switch (shape) {
    case 'sets-concealed':
    case 'sets-melded': {
      const groups = [set(c), set(c), set(c), set(c)];
      const pair = c.next(34);
      const melded = shape === 'sets-melded' ? 1 + c.next(4) : 0;
      const melds = groups.slice(0, melded).map((g) => meldOf(c, g));
      return { concealed: [...groups.slice(melded).flat(), pair, pair], melds };
    }
    case 'seven-pairs': {
      const concealed: Tile[] = [];
      for (let k = 0; k < 7; k++) {
        // Mostly one suit and honors, so flushes and shifted pairs come up too.
        const t = c.next(4) === 0 ? c.next(34) : c.next(2) === 0 ? 9 + c.next(9) : 27 + c.next(7);
        concealed.push(t, t);
      }
      return { concealed, melds: [] };
    }
    case 'thirteen-orphans':
      return { concealed: [...ORPHANS, ORPHANS[c.next(13)]], melds: [] };
    case 'honors-and-knitted': {
      const pool = [...knitted(c.next(6)), 27, 28, 29, 30, 31, 32, 33];
      // Leave out two of the sixteen (the honors can all stay: Greater Honors and Knitted Tiles).
      const a = c.next(16);
      const b = (a + 1 + c.next(15)) % 16;
      return { concealed: pool.filter((_, i) => i !== a && i !== b), melds: [] };
    }
    case 'knitted-straight': {
      const group = set(c);
      const pair = c.next(34);
      const nine = knitted(c.next(6));
      if (c.next(2) === 0) return { concealed: [...nine, ...group, pair, pair], melds: [] };
      return { concealed: [...nine, pair, pair], melds: [meldOf(c, group)] };
    }
  }
}

const WINDS = ['1z', '2z', '3z', '4z'];
const FLOWERS = ['1f', '2f', '3f', '4f', '5f', '6f', '7f', '8f'];

/** A possible situation of the shape, or null when the choices break a rule. */
export function situation(shape: GenShape, list: readonly number[]): Json | null {
  const c = new Choices(list);
  const { concealed, melds } = build(shape, c);
  const winningTile = concealed[c.next(concealed.length)];
  const hasKong = melds.some((m) => m.tiles.length === 4);
  // A robbed kong's tile and the last copy are the only ones of their kind the winner holds.
  const concealedCopies = concealed.filter((t) => t === winningTile).length;
  const only = concealedCopies === 1 && !melds.some((m) => m.tiles.includes(winningTile));
  const way = (['self-draw', 'discard', 'rob-kong'] as const)[c.next(3)];
  const winBy = way === 'rob-kong' && !only ? 'discard' : way;
  const flowers = FLOWERS.filter(() => c.next(4) === 0).join('');
  const json: Json = {
    ruleset: 'mcr',
    // Written in a scrambled order: scoring never depends on it.
    concealed: concealed.map((t) => formatTiles([t])).join(''),
    melds: melds.map((m) => ({ type: m.type as 'chow', tiles: formatTiles(sortTiles(m.tiles)) })),
    winningTile: formatTiles([winningTile]),
    winBy,
    flowers,
    seatWind: WINDS[c.next(4)],
    roundWind: WINDS[c.next(4)],
    lastTile: winBy !== 'rob-kong' && c.next(8) === 0,
    lastCopy: concealedCopies === 1 && c.next(8) === 0,
    kongReplacement: winBy === 'self-draw' && hasKong && c.next(3) === 0,
  };
  return readMcrSituation(json).ok ? json : null;
}

/** Possible situations of every named shape. */
export const situations: fc.Arbitrary<Generated> = fc
  .tuple(fc.constantFrom(...SHAPES), fc.array(fc.nat({ max: 1 << 20 }), { minLength: 48, maxLength: 48 }))
  .map(([shape, list]) => ({ shape, json: situation(shape, list) }))
  .filter((g): g is Generated => g.json !== null);
