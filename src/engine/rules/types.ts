// What every rule set provides, so the replay, the verifier, the bots, the command line and the
// site stay generic: its tiles, wilds, claims, ways to win, scoring, deal machine and the
// namespace of its words. Each rule set is one folder; define.ts fills in the usual table.

import type { CheckedSituation, ClaimKind, DealEvent, Decomposition, EventTable, Meld, MeldType, ScoreItem, Seat, Situation, Tile, WinBy, WinScore } from '../vocabulary.ts';
import type { DealMachine, DealSetup, TableState } from '../game/types.ts';
import type { Problem } from '../schema/problem.ts';

export type OptionValue = string | number | boolean;
export type Options = Readonly<Record<string, OptionValue>>;

/** A named interpretation: its id, the ruling it stands for, the values a table may pick. */
export interface OptionSpec {
  id: string;
  ruling: number;
  values: readonly OptionValue[];
  default: OptionValue;
}

export { CORE_WIN_BY, MELD_TYPES } from '../vocabulary.ts';
export type {
  CheckedSituation,
  EventTable,
  Meld,
  MeldType,
  Payer,
  RolePayment,
  ScoreItem,
  Situation,
  WinBy,
  WinScore,
} from '../vocabulary.ts';

export interface NoWin {
  ok: false;
  /** Why this is not a legal win: `incomplete`, `idle-gold`, … (a word of the rule set). */
  reason: string;
  /** What the hand does score, where the reason is that it is not enough (mcr: the fans under the minimum). */
  items?: readonly ScoreItem[];
  /** Figures the reason's words name (mcr: the `points` a hand under the minimum has). */
  [detail: string]: string | number | boolean | readonly ScoreItem[] | undefined;
}

/** The figures a refusal names beside its reason, as parameters for its words. */
export function noWinDetails(outcome: NoWin): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(outcome)) if (key !== 'ok' && key !== 'reason' && (typeof value === 'string' || typeof value === 'number')) out[key] = value;
  return out;
}

export type ScoreOutcome = WinScore | NoWin;

/** A problem that makes a situation impossible (not merely a non-win): field path, code, params. */
export type SituationProblem = Problem;

/** Wild tiles: none; one kind revealed at the deal (the gold); or fixed kinds. */
export type WildSpec = { kind: 'none' } | { kind: 'revealed' } | { kind: 'fixed'; tiles: readonly Tile[] };

/**
 * One field of a situation beyond the hand itself (`concealed`, `melds`, `winningTile`, which every
 * rule set reads): what the score checker's form offers, labelled by `<words>.field.<id>`.
 */
export type SituationField =
  /** One tile, picked from `tiles` (a seat wind; the revealed wild kind). */
  | { id: string; kind: 'tile'; tiles: readonly Tile[]; default: Tile /** The revealed wild kind: tiles of it in the hand are wild. */; wild?: boolean }
  /** Several tiles, each of `tiles` at most its copies (the flowers set aside). */
  | { id: string; kind: 'tiles'; tiles: readonly Tile[] }
  /** One of `values` (the way of winning); its words are the rule set's `<words>.<id>.<value>`, else `engine.<id>.<value>`. */
  | { id: string; kind: 'choice'; values: readonly string[]; default: string }
  | { id: string; kind: 'count'; min: number; max: number; default: number }
  | { id: string; kind: 'flag'; default: boolean };

/** A hand being entered, as the checker has it: how far from a win, and what it waits on. */
export interface HandAnalysis {
  /** Tiles still to change or draw before the hand wins (0: it wins as it stands). */
  short: number;
  /** The tiles that complete a hand one short of a win (empty otherwise). */
  waits: Tile[];
  /** Tiles a winning hand holds with these melds. */
  size: number;
}

export interface Ruleset {
  readonly name: string;
  /** The i18n namespace of its words (wins, items, reasons, markers, centre facts, options, rulings). */
  readonly words: string;
  readonly options: Options;
  readonly optionSpecs: readonly OptionSpec[];
  /** Copies of each tile kind in the game (index = tile id). */
  readonly copies: Readonly<Uint8Array>;
  /** Tile kinds a hand can hold, in sort order. */
  readonly handKinds: readonly Tile[];
  /** Tiles held between turns (the dealer starts with one more). */
  readonly handSize: number;
  readonly meldsToWin: number;
  /** Bonus tiles (flowers): set aside and replaced from the tail. */
  isFlower(tile: Tile): boolean;
  readonly wilds: WildSpec;
  /** Meld kinds a discard can be claimed for, and the claims' ranks (higher first). */
  readonly claims: { readonly melds: readonly MeldType[]; readonly rank: Readonly<Record<ClaimKind, number>>; readonly multipleWinners: boolean };
  readonly winBy: readonly WinBy[];
  /** The named wins, in the order the rules pages list them. */
  readonly wins: readonly string[];
  /** The lines a score can hold that are worth something, in table order (a fans question's decoys). */
  readonly items: readonly string[];
  /** The names of a score's headline figures (`WinScore.figures`), `total` last. */
  readonly figures: readonly string[];
  /** The fields of its situations beyond the hand, for the score checker's form. */
  readonly situationForm: readonly SituationField[];
  /** A situation as its JSON (the `fzmj score` format), for links and the checker. */
  situationJson(situation: Situation): Record<string, unknown>;
  /** How far a hand is from winning, and what it waits on when one short; `wild` is the revealed wild kind. */
  analyse(concealed: readonly Tile[], melds: readonly Meld[], wild: Tile | null): HandAnalysis;
  /** Every distinct reading of a winning situation's concealed part (the scoring one among them). */
  readings(situation: Situation): Decomposition[];
  /**
   * Reads a situation's JSON (the `fzmj score` format, `ruleset` included) into its own situation
   * type: fields and notation only. What cannot happen is `checkSituation`'s; `readSituation` does both.
   */
  parseSituation(json: Record<string, unknown>): { ok: true; situation: Situation } | { ok: false; problem: Problem };
  /** What makes a situation impossible in this rule set (copies, shapes, counts). */
  checkSituation(situation: Situation): SituationProblem[];
  /** Scores a possible situation: the best legal reading, or why it is not a legal win. */
  score(situation: CheckedSituation): ScoreOutcome;
  /**
   * The circumstances of a situation beyond the hand, the wild and the bonus tiles, as a worked
   * example states them: message keys (full, with their namespace) and their parameters.
   */
  situationNotes?(situation: Situation): readonly { key: string; params: Record<string, string | number> }[];
  /**
   * Why a scored win is the named win it is, and not another the hand came close to (Pinghu and
   * what rules it out): lines in the rule set's words (`<words>.why.<key>`). Absent where a win's
   * name says all.
   */
  whyWin?(score: WinScore, situation: Situation): readonly { key: string; params: Record<string, string | number> }[];
  /** A deal played by this rule set's state machine. */
  deal(setup: DealSetup): DealMachine<TableState>;
  /** Walls stacked so simulated runs reach the rare rules, if the rule set has any. */
  readonly scenarios: readonly Scenario[];
  /** The events and ways of winning it adds to the core ones (the deal log's table of them). */
  readonly events: EventTable;
  /** What ties one deal of a game to the next: its dealer, streak and the options set by deal. */
  readonly succession: Succession;
}

/** A deal of a game as the next one inherits it: who dealt, the streak, who won (as the log records it). */
export interface DealOutcome {
  /** The deal's place in the game, 0 for the first. */
  index: number;
  dealer: Seat;
  streak: number;
  /** The recorded winners, the first first (several robbers of one kong); none for a draw. */
  winners: readonly Seat[];
  /** The options the deal was played under (the rule set's, defaults filled in). */
  options: Options;
}

/** What a deal hands the next one at a table. */
export interface NextDeal {
  dealer: Seat;
  streak: number;
  /** The values of the options each deal sets for itself ({@link Succession.dealOptions}). */
  options: Readonly<Record<string, OptionValue>>;
}

/** How the deals of one game follow each other at this table. */
export interface Succession {
  /** The most deals a game holds, where the rules fix a number (mcr: 16). */
  readonly maxDeals: number | null;
  /** Options that change from deal to deal (mcr: the round wind); the others are the game's. */
  readonly dealOptions: readonly string[];
  /** The next deal's dealer, streak and deal options, after this one. */
  next(previous: DealOutcome): NextDeal;
  /** Whether the players may take other seats before deal `index` (0-based; mcr: between rounds). */
  seatsMayChange(index: number): boolean;
}

/** A stacked deal for the simulator: a wall arranged so the bots meet a rare rule. */
export interface Scenario {
  name: string;
  /** What was arranged, for the log's `meta.stacked`. */
  note: string;
  /** An arranged wall (front first) with bots of a given bent, or null to try again. */
  arrange(dealer: 0 | 1 | 2 | 3, random: () => number): { wall: Tile[]; personas?: Partial<Record<0 | 1 | 2 | 3, Persona>> } | null;
  /** Whether a played deal shows what the scenario is for; otherwise another arrangement is tried. */
  shows(played: { events: readonly DealEvent[]; final: TableState }): boolean;
}

/** A bot's bent in a stacked deal. */
export interface Persona {
  /** Throws a wild tile away at the first chance, where the rules let it (a rule set's rule on a discarded wild). */
  dumpsWild?: boolean;
  /** Throws this tile whenever it holds one, whatever the hand. */
  firstDiscard?: Tile;
  /** Claims every pong and chow it can, helpful or not. */
  eager?: boolean;
  /** Once waiting to win, throws back every tile it draws that does not win; claims no melds, declares no kongs. */
  keepsWait?: boolean;
  /** Never declares a win (shows a deal played to its end without one). */
  declines?: boolean;
  /** Lets a window's win go by (a `window` decision: shows what a hand does after letting it pass). */
  passesWindow?: boolean;
  /**
   * How well it plays: `quick` (the default) weighs wilds still needed; `strong` weighs each choice
   * by the rule set's tiles from winning and the useful tiles it cannot see, and plays safe when far off.
   */
  level?: BotLevel;
}

export type BotLevel = 'quick' | 'strong';
export const BOT_LEVELS: readonly BotLevel[] = ['quick', 'strong'];
