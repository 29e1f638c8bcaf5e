// What a deal at a Fuzhou-style table is played with: the table's constants and readings (the
// house rules' 123 tiles, or the classic 144), the rule set (for scoring), and the wall's order
// when the log carries it. Handlers receive it with the state; both are immutable.

import type { Tile } from '../../../tiles/index.ts';
import type { DealSetup } from './state.ts';
import type { Ruleset } from '../../types.ts';

/** The constants and readings that tell one Fuzhou-style table from another. */
export interface GoldTable {
  /** Copies of each tile kind in the wall (index = tile id). */
  copies: Readonly<Uint8Array>;
  wallSize: number;
  /** A bonus tile: set aside when drawn and replaced from the tail. */
  isBonus(tile: Tile): boolean;
  /** Tail tiles never drawn once the gold is flipped. */
  reserve: number;
  /** The final sweep begins with this many drawable tiles or fewer. */
  finalSweep: number;
  /** The reserve grows by this much when one seat sets aside all four copies of a bonus tile. */
  bonusSetReserve: number;
  goldFlipFlower: 'dealer' | 'set-aside';
  idleGold: boolean;
  dealerGoldGrab: boolean;
  /** Three golds held when the gold is revealed win at once, for the dealer and for the others. */
  threeGoldsOnDeal: { dealer: boolean; others: boolean };
  goldDiscardable: boolean;
  streakBonus: 'every-winner' | 'dealer-only';
  /** Between wins on one discard, a gold pair comes before seat order. */
  goldPairPriority: boolean;
}

/** A deal's setup (dealer, streak, the wall's order when known) at a table, with the rule set for scoring. */
export interface FuzhouDeal extends DealSetup {
  table: GoldTable;
  ruleset: Ruleset;
}
