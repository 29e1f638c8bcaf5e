// The melds of a situation's JSON read from tile notation, at every rule set alike: each meld's
// tiles sorted, or the first that cannot be read with its path.

import { parseTiles, sortTiles } from '../tiles/index.ts';
import { type Problem, problemFromNotation } from '../schema/problem.ts';
import type { Meld, MeldType } from './types.ts';

export function readMelds(json: readonly { type: MeldType; tiles: string }[]): { ok: true; melds: Meld[] } | { ok: false; problem: Problem } {
  const melds: Meld[] = [];
  for (let i = 0; i < json.length; i++) {
    const tiles = parseTiles(json[i].tiles, { nonEmpty: true });
    if (!tiles.ok) return { ok: false, problem: problemFromNotation(['melds', i, 'tiles'], tiles.error) };
    melds.push({ type: json[i].type, tiles: sortTiles(tiles.value) });
  }
  return { ok: true, melds };
}
