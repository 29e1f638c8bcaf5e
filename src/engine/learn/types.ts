// The shapes of an exercise: what the player sees, the answer the engine gives, and the engine data
// that explains it. Plain data (tile ids, numbers, strings) so an exercise survives JSON and links.

import type { Decomposition } from '../hand/index.ts';
import type { ClaimKind, Seat } from '../game/types.ts';
import type { Meld, ScoreItem } from '../rules/types.ts';
import type { Tile } from '../tiles/index.ts';

export const EXERCISE_KINDS = ['complete', 'waits', 'best-discard', 'claim', 'score', 'fans'] as const;
export type ExerciseKind = (typeof EXERCISE_KINDS)[number];
export const LEVELS = [1, 2, 3] as const;
export type Level = (typeof LEVELS)[number];

/** Where an exercise came from, so a link can make it again: a seed, or a situation a teacher entered. */
export type ExerciseSource = { from: 'seed'; seed: number } | { from: 'situation'; json: Record<string, unknown>; options: Record<string, string | number | boolean> };

/** A hand as shown: concealed tiles (sorted), exposed melds, the revealed wild kind. */
export interface HandView {
  concealed: Tile[];
  melds: Meld[];
  wild: Tile | null;
  /** The winning tile and how it was won, for a winning situation. */
  winningTile?: Tile;
  winBy?: string;
  /** Bonus tiles set aside, when the situation has any. */
  flowers?: Tile[];
}

/** A tile waited on: how many copies are still out of sight, and a reading of the hand it completes. */
export interface WaitInfo {
  tile: Tile;
  unseen: number;
  reading: Decomposition | null;
}

/** What the engine made of a winning situation. */
export interface ScoreInfo {
  win: string;
  total: number;
  figures: Record<string, number>;
  items: ScoreItem[];
  decomposition: Decomposition | null;
}

interface Common {
  ruleset: string;
  level: Level;
  source: ExerciseSource;
  /** Tiles of the winning hand of a small-hand exercise (5: one set and a pair, 8: two, …); none for the whole hand. */
  size?: number;
}

/** The kinds asked of a small hand: its shape (its value and claims need the whole hand). */
export const SMALL_KINDS: readonly ExerciseKind[] = ['complete', 'waits', 'best-discard'];

export type Exercise = Common &
  (
    | { kind: 'complete'; hand: HandView; answer: boolean; explain: { short: number; readings: Decomposition[] } }
    | {
        kind: 'waits';
        hand: HandView;
        choices: Tile[];
        /** None for a teacher's hand that waits on nothing (a generated one always waits on something). */
        answer: Tile[];
        /** `short`: tiles short of a winning shape (1 when waiting). */
        explain: { waits: WaitInfo[]; short: number };
      }
    | {
        kind: 'best-discard';
        hand: HandView;
        choices: Tile[];
        /** Every discard that leaves the most unseen winning tiles (any one of them is right). */
        answer: Tile[];
        explain: { options: { discard: Tile; waits: WaitInfo[]; total: number }[] };
      }
    | {
        kind: 'claim';
        discarder: Seat;
        tile: Tile;
        calls: { seat: Seat; claim: ClaimKind }[];
        choices: Seat[];
        answer: Seat;
        explain: { calls: { seat: Seat; claim: ClaimKind; rank: number; distance: number }[] };
      }
    | {
        kind: 'score';
        hand: HandView;
        /** The figures asked, in the rule set's order (`total` last): each one its words name. */
        figures: string[];
        answer: Record<string, number>;
        explain: ScoreInfo;
      }
    | { kind: 'fans'; hand: HandView; choices: string[]; answer: string[]; explain: ScoreInfo }
  );

/** A player's answer to an exercise of each kind. */
export type Answer = boolean | number | Tile[] | string[] | Record<string, number>;
