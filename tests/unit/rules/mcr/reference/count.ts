// Frozen copy for the differential test of issue 28 (see README.md here); not used by the site.
// From the fans a reading shows to the fans it counts (mcr rulings 2 and 3): fans are taken in
// official order (the highest first); a fan counts unless one already counted excludes it, and a
// fan that does not count excludes nothing. Then the points, and Chicken Hand (8) when nothing
// counts. Flowers are not fans here: they come after the minimum (ruling 3).

import { FAN_BY_NO, FAN_COUNT, fanNo, N } from './fans.ts';

const EXCLUDES: readonly (readonly number[])[] = FAN_BY_NO.map((def, no) => (no === 0 ? [] : def.excludes.map(fanNo)));
const EXCLUDES_ONE: readonly (readonly number[])[] = FAN_BY_NO.map((def, no) => (no === 0 ? [] : (def.excludesOne ?? []).map(fanNo)));
const POINTS = Uint8Array.from(FAN_BY_NO, (def, no) => (no === 0 ? 0 : def.points));

// Counting in official order works only if every exclusion points to a later fan.
for (let no = 1; no <= FAN_COUNT; no++) {
  for (const e of [...EXCLUDES[no], ...EXCLUDES_ONE[no]]) {
    if (e <= no) throw new Error(`fan ${no} excludes an earlier fan ${e}`);
  }
}

const excluded = new Uint8Array(FAN_COUNT + 1);

/**
 * Writes into `out` the counts of the fans `raw` shows that count, and returns their points
 * (8 for Chicken Hand). Flower Tiles (81) is left out of both.
 */
export function settle(raw: Uint8Array, out: Uint8Array): number {
  out.fill(0);
  excluded.fill(0);
  let points = 0;
  for (let no = 1; no < N.flowerTiles; no++) {
    const n = raw[no];
    if (n === 0 || excluded[no]) continue;
    out[no] = n;
    const ex = EXCLUDES[no];
    for (let k = 0; k < ex.length; k++) excluded[ex[k]] = 1;
    const one = EXCLUDES_ONE[no];
    for (let k = 0; k < one.length; k++) {
      // Later fans only, so their raw counts are reduced before they are reached.
      if (raw[one[k]] > 0) raw[one[k]]--;
    }
  }
  for (let no = 1; no < N.flowerTiles; no++) points += out[no] * POINTS[no];
  if (points === 0) {
    out[N.chickenHand] = 1;
    points = POINTS[N.chickenHand];
  }
  return points;
}

export const fanPoints = (no: number): number => POINTS[no];
