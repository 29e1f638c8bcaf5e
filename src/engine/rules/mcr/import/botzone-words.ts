// Botzone's words for tiles and fans, as its judge and its human-game data write them: tiles
// `W1`–`W9` (characters), `B1`–`B9` (dots), `T1`–`T9` (bamboo), `F1`–`F4` (winds east to north),
// `J1`–`J3` (dragons red, green, white); fans by their Chinese names.

import { FANS } from '../fans.ts';
import { MELDED_CONCEALED_KONG } from '../score.ts';

const SUIT: Record<string, string> = { W: 'm', B: 'p', T: 's', F: 'z' };
/** Botzone's dragons are red, green, white; our notation's 5z–7z are white, green, red. */
const DRAGON = ['', '7z', '6z', '5z'];

/** A Botzone tile in our notation (`W1` → `1m`, `J1` → `7z`), or null when it names none. */
function readTile(code: string): string | null {
  const m = /^([WBTFJ])([1-9])$/.exec(code);
  if (!m) return null;
  const rank = Number(m[2]);
  if (m[1] === 'J') return rank <= 3 ? DRAGON[rank] : null;
  if (m[1] === 'F' && rank > 4) return null;
  return `${rank}${SUIT[m[1]]}`;
}

/** Every code that names a tile, read once: a record names thousands of tiles. */
const TILES = new Map<string, string>();
for (const letter of 'WBTFJ') {
  for (let rank = 1; rank <= 9; rank++) {
    const tile = readTile(`${letter}${rank}`);
    if (tile) TILES.set(`${letter}${rank}`, tile);
  }
}

/** A Botzone tile in our notation (`W1` → `1m`, `J1` → `7z`), or null when it names none. */
export const tileOf = (code: string): string | null => TILES.get(code) ?? null;

/** Our notation back in Botzone's (`5z` → `J3`), for the hand-made records of the tests and the bench. */
export function botzoneTile(code: string): string {
  const rank = Number(code[0]);
  if (code[1] !== 'z' || rank <= 4) return `${'WBTF'['mpsz'.indexOf(code[1])]}${rank}`;
  return `J${DRAGON.indexOf(code)}`;
}

/** The tiles of the chow whose middle tile is `middle` (notation), or null when no chow has it. */
export function chowAround(middle: string): string[] | null {
  const rank = Number(middle[0]);
  if (middle[1] === 'z' || rank < 2 || rank > 8) return null;
  return [rank - 1, rank, rank + 1].map((r) => `${r}${middle[1]}`);
}

const FAN_BY_ZH = new Map<string, { id: string; points: number }>([...FANS, MELDED_CONCEALED_KONG].map((f) => [f.zh, f]));

/** A fan by its Chinese name, as Botzone writes it, with its points; undefined for a name no fan has. */
export const fanNamed = (zh: string): { id: string; points: number } | undefined => FAN_BY_ZH.get(zh);

/** The fan id of 明暗杠, which the table scores only with `meldedConcealedKong` on. */
export const MELDED_CONCEALED_KONG_ID = MELDED_CONCEALED_KONG.id;
