// What makes a gold-family situation impossible, as opposed to merely not a win: flowers in the
// hand, impossible melds, more copies than the wall has, a tile count that cannot win.

import { tileCode } from '../../tiles/index.ts';
import { type TileFields, tooManyCopies } from '../../situation/copies.ts';
import type { Problem } from '../../schema/problem.ts';
import { hasMeldShape } from '../melds.ts';
import type { Situation } from '../types.ts';
import { isGoldBonus } from './tiles.ts';

const HAND_SIZE = 17;

/** The checks, for a table with these copies of each tile (honors and flowers are bonus tiles at both). */
export function situationChecker(copies: Readonly<Uint8Array>): (s: Situation) => Problem[] {
  return (s) => checkSituationWith(copies, s);
}

function checkSituationWith(copies: Readonly<Uint8Array>, s: Situation): Problem[] {
  const problem = (path: Problem['path'], code: string, params: Problem['params'] = {}): Problem[] => [{ path, code, params }];
  const gold = s.wild;
  if (gold === null || isGoldBonus(gold)) return problem(['gold'], 'gold-not-suited', { tile: gold === null ? '' : tileCode(gold) });

  for (const t of s.concealed) if (isGoldBonus(t)) return problem(['concealed'], 'flower-in-hand', { tile: tileCode(t) });
  if (isGoldBonus(s.winningTile)) return problem(['winningTile'], 'flower-in-hand', { tile: tileCode(s.winningTile) });
  for (const t of s.flowers) if (!isGoldBonus(t)) return problem(['flowers'], 'not-a-flower', { tile: tileCode(t) });

  for (let i = 0; i < s.melds.length; i++) {
    const meld = s.melds[i];
    if (!hasMeldShape(meld.type, meld.tiles)) return problem(['melds', i, 'tiles'], 'meld-shape', { type: meld.type, tiles: meld.tiles.map(tileCode).join(' ') });
    if (meld.tiles.includes(gold)) return problem(['melds', i, 'tiles'], 'gold-in-meld', { tile: tileCode(gold) });
  }

  // Copies: the gold's indicator is set aside face up, so only three golds are in play,
  // except in a gold grab, where the indicator itself joins the winner's hand.
  const grab = s.winBy === 'gold-grab';
  const max = Uint8Array.from(copies);
  if (!grab) max[gold]--;
  const fields: TileFields = [[['concealed'], s.concealed], ...s.melds.map((m, i) => [['melds', i, 'tiles'], m.tiles] as const), [['flowers'], s.flowers]];
  const over = tooManyCopies(max, fields, grab ? null : gold);
  if (over) return [over];

  const expected = HAND_SIZE - 3 * s.melds.length;
  if (s.melds.length > 5 || s.concealed.length !== expected) {
    return problem(['concealed'], 'tile-count', { count: s.concealed.length, melds: s.melds.length, expected: Math.max(expected, 2) });
  }
  if (!s.concealed.includes(s.winningTile)) return problem(['winningTile'], 'winning-tile-missing', { tile: tileCode(s.winningTile) });
  return [];
}
