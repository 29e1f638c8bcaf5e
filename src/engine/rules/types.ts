// What every rule set provides, so the replay, the score explanation and the UI stay generic:
// tile set, hand shape, scoring of a winning situation, and its named interpretations.

import type { Tile } from '../tiles/index.ts';
import type { Decomposition } from '../hand/index.ts';
import type { DealMachine, DealSetup } from '../game/types.ts';

export type OptionValue = string | number | boolean;

/** A named interpretation: its id, the ruling it stands for, the values a table may pick. */
export interface OptionSpec {
  id: string;
  ruling: number;
  values: readonly OptionValue[];
  default: OptionValue;
}

export type WinBy = 'self-draw' | 'discard' | 'rob-kong' | 'gold-grab';
export const WIN_BY: readonly WinBy[] = ['self-draw', 'discard', 'rob-kong', 'gold-grab'];

export type MeldType = 'chow' | 'pong' | 'kong' | 'added-kong' | 'concealed-kong';
export const MELD_TYPES: readonly MeldType[] = ['chow', 'pong', 'kong', 'added-kong', 'concealed-kong'];

export interface Meld {
  type: MeldType;
  /** Lowest first. */
  tiles: readonly Tile[];
}

/** A winning situation, parsed: the hand at the moment of winning and its circumstances. */
export interface Situation {
  /** The gold's kind, or null in a rule set without one. */
  gold: Tile | null;
  /** Concealed tiles at the moment of winning, the winning tile included. */
  concealed: readonly Tile[];
  melds: readonly Meld[];
  winningTile: Tile;
  winBy: WinBy;
  flowers: readonly Tile[];
  streak: number;
  /** The winner discarded a gold earlier in the deal. */
  goldDiscarded: boolean;
}

/** One line of a score: a stable id (for i18n and rule links), how many, points each, points. */
export interface ScoreItem {
  id: string;
  count: number;
  each: number;
  points: number;
  /** The ruling of shared/rulings.md the item comes from. */
  ruling: number;
}

export interface WinScore {
  ok: true;
  win: string;
  base: number;
  bonus: number;
  multiplier: number;
  /** What each other player pays. */
  total: number;
  /** Base item, every bonus item (zero ones too, so a player can tick them off), multiplier. */
  items: ScoreItem[];
  /** The reading that scores, or null where the win needs no shape (three golds). */
  decomposition: Decomposition | null;
  golds: number;
}

export interface NoWin {
  ok: false;
  /** Why this is not a legal win: `incomplete`, `idle-gold`, `discarded-gold`, … */
  reason: string;
}

export type ScoreOutcome = WinScore | NoWin;

/** A problem that makes a situation impossible (not merely a non-win): field path, code, params. */
export interface SituationProblem {
  path: (string | number)[];
  code: string;
  params: Record<string, string | number>;
}

export interface Ruleset<Options = Record<string, OptionValue>> {
  readonly name: string;
  readonly options: Readonly<Options>;
  readonly optionSpecs: readonly OptionSpec[];
  /** Copies of each tile kind in the game (index = tile id). */
  readonly copies: Readonly<Uint8Array>;
  /** Tile kinds a hand can hold, in sort order. */
  readonly handKinds: readonly Tile[];
  readonly handSize: number;
  readonly meldsToWin: number;
  readonly hasGold: boolean;
  isFlower(tile: Tile): boolean;
  /** What makes a situation impossible in this rule set (copies, shapes, counts). */
  checkSituation(situation: Situation): SituationProblem[];
  /** Scores a possible situation: the best legal reading, or why it is not a legal win. */
  score(situation: Situation): ScoreOutcome;
  /** A deal played by this rule set's state machine. */
  deal(setup: DealSetup): DealMachine;
}
