// Frozen copy for the differential test of issue 28 (see README.md here); not used by the site.
// The scoring reading as a score reports it (mcr ruling 4): its shape and its groups in tiles,
// melds first, each marked concealed or melded, and which group took the winning tile.

import type { Tile } from '../../../../../src/engine/tiles/index.ts';
import { CHOW, HONORS_AND_KNITTED, KNIT, KONG, PAIR, PUNG, type Reading, THIRTEEN_ORPHANS } from './readings.ts';
import { KINDS, KNITTED } from './tiles.ts';

export type McrShape = 'sets' | 'seven-pairs' | 'thirteen-orphans' | 'honors-and-knitted' | 'knitted-straight';

export interface McrGroup {
  /** `knitted`: the nine tiles of a knitted straight; `single`: one tile of a shape without sets. */
  type: 'chow' | 'pung' | 'kong' | 'pair' | 'knitted' | 'single';
  /** Lowest first. */
  tiles: Tile[];
  /** From the concealed hand or a concealed kong; false for a claimed meld. */
  concealed: boolean;
}

export interface McrReading {
  shape: McrShape;
  groups: McrGroup[];
  /** The group that took the winning tile (index into `groups`). */
  winningGroup: number;
}

const SHAPES: readonly McrShape[] = ['sets', 'seven-pairs', 'thirteen-orphans', 'honors-and-knitted', 'knitted-straight'];

/** The reading `r` of a hand with concealed counts `conc`; `placed` is the group that took the winning tile, if any. */
export function readingOf(r: Reading, conc: Uint8Array, placed: number, win: Tile): McrReading {
  const shape = SHAPES[r.shape];
  const groups: McrGroup[] = [];
  if (r.shape === THIRTEEN_ORPHANS || r.shape === HONORS_AND_KNITTED) {
    let winningGroup = -1;
    for (let t = 0; t < KINDS; t++) {
      if (conc[t] === 0) continue;
      if (t === win) winningGroup = groups.length;
      groups.push(conc[t] === 2 ? { type: 'pair', tiles: [t, t], concealed: true } : { type: 'single', tiles: [t], concealed: true });
    }
    return { shape, groups, winningGroup };
  }
  for (let i = 0; i < r.n; i++) {
    const t = r.tile[i];
    const concealed = r.concealed[i] === 1;
    switch (r.kind[i]) {
      case CHOW:
        groups.push({ type: 'chow', tiles: [t, t + 1, t + 2], concealed });
        break;
      case PUNG:
        groups.push({ type: 'pung', tiles: [t, t, t], concealed });
        break;
      case KONG:
        groups.push({ type: 'kong', tiles: [t, t, t, t], concealed });
        break;
      case PAIR:
        groups.push({ type: 'pair', tiles: [t, t], concealed });
        break;
      case KNIT:
        groups.push({ type: 'knitted', tiles: [...KNITTED[t]], concealed });
        break;
    }
  }
  return { shape, groups, winningGroup: placed };
}
