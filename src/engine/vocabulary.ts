// The engine's floor: the words every part of it shares (tiles, seats, melds, the core events of
// a deal, ways of winning, scores and payments, and the shape of a rule set's own events). It
// imports nothing, so anything may import it and no circle of imports runs through it.

/** A tile kind as a small integer (see tiles/tile.ts for the numbering). */
export type Tile = number;

export type Seat = 0 | 1 | 2 | 3;
export const SEATS: readonly Seat[] = [0, 1, 2, 3];

export type MeldType = 'chow' | 'pong' | 'kong' | 'added-kong' | 'concealed-kong';
export const MELD_TYPES: readonly MeldType[] = ['chow', 'pong', 'kong', 'added-kong', 'concealed-kong'];

export interface Meld {
  type: MeldType;
  /** Lowest first. */
  tiles: readonly Tile[];
}

export type GroupType = 'chow' | 'pong' | 'pair';

/** One group of a reading of a concealed part. */
export interface Group {
  type: GroupType;
  /** The tiles the group reads as, lowest first; a wild tile shows as the tile it stands for. */
  tiles: Tile[];
  /** Positions in `tiles` held by wild tiles. */
  wilds: number[];
}

export type Decomposition = Group[];

/** What a seat may claim a discard (or a kong being added) for, highest first. */
export type ClaimKind = 'win' | 'kong' | 'pong' | 'chow';
export const CLAIM_KINDS: readonly ClaimKind[] = ['win', 'kong', 'pong', 'chow'];

/** The ways of winning every table knows. */
export type CoreWinHow = 'self-draw' | 'discard' | 'rob-kong';

/**
 * Ways of winning a rule set declares in its event table, each also added here by that rule set's
 * folder (`declare module`), so its machine gets precise types while shared code names none.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by rule sets' declarations
export interface OwnWinHows {}
export type WinHow = CoreWinHow | Extract<keyof OwnWinHows, string>;

/** The events of a deal every table has, whatever its rules. */
export type CoreEvent =
  | { type: 'deal'; seat: Seat; tiles: readonly Tile[] }
  /** A bonus tile set aside. */
  | { type: 'flower'; seat: Seat; tile: Tile }
  | { type: 'draw'; seat: Seat; tile: Tile }
  | { type: 'discard'; seat: Seat; tile: Tile }
  /** A claim declared on a discard, a kong being added or a revealed tile; resolved by priority. */
  | { type: 'call'; seat: Seat; claim: ClaimKind }
  | { type: 'chow'; seat: Seat; tiles: readonly [Tile, Tile]; tile?: Tile }
  | { type: 'pong'; seat: Seat; tile?: Tile }
  | { type: 'kong'; seat: Seat; tile?: Tile }
  | { type: 'added-kong'; seat: Seat; tile: Tile }
  | { type: 'concealed-kong'; seat: Seat; tile: Tile }
  /** `swap`: a tile given up for the one won on (a dealer grabbing a revealed wild). */
  | { type: 'win'; seat: Seat; how: WinHow; tile?: Tile; swap?: Tile }
  | { type: 'draw-game' };

/**
 * Events a rule set declares in its event table: each type mapped to its table row's type (`gold:
 * typeof GOLD`), added here by that rule set's folder (`declare module`).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by rule sets' declarations
export interface OwnEvents {}
/** The row of a rule set's own event. */
export type OwnEventSpec = OwnEvents[keyof OwnEvents];
export type OwnEvent = OwnEventSpec extends infer S ? (S extends EventSpec ? EventOf<S> : never) : never;

export type DealEvent = CoreEvent | OwnEvent;
export type EventType = DealEvent['type'];

// ---- Event tables: how an event is written in a deal log, one row per event type ----

/** What a field of an event holds: a seat, one tile, two tiles, some tiles, a claim, a way of winning. */
export type FieldKind = 'seat' | 'tile' | 'tile-pair' | 'tiles' | 'claim' | 'how';
/** A field's kind, with `?` when the field may be left out. */
export type FieldSpec = FieldKind | `${FieldKind}?`;

/** Where the viewer's log puts an event: with the deal's setup, or as a moment to jump to (words `replay.jump.<moment>`). */
export type EventMoment = 'claim' | 'kong' | 'win';
export interface EventView {
  /** Part of the setup (dealt tiles, bonus tiles, a revealed wild): its line is muted. */
  readonly setup?: true;
  /** The moments it is (an exposed kong is a claim and a kong). */
  readonly moments?: readonly EventMoment[];
  /** It reveals the deal's wild tile, which the table highlights. */
  readonly revealsWild?: true;
}

/** One event type of the deal log: its fields in the order written, what the viewer makes of it. */
export interface EventSpec {
  readonly type: string;
  readonly fields: Readonly<Record<string, FieldSpec>>;
  readonly view?: EventView;
  /** What it is, in English, for the published JSON Schema. */
  readonly about?: string;
}

/** A way of winning: its id, and where the bots rank it among a seat's ways (lower first). */
export interface HowSpec {
  readonly how: string;
  readonly prefer: number;
}

/** The events and ways of winning a rule set (or a family of them) adds to the core ones. */
export interface EventTable {
  readonly events: readonly EventSpec[];
  readonly hows: readonly HowSpec[];
}

type FieldType<K> = K extends 'seat'
  ? Seat
  : K extends 'tile'
    ? Tile
    : K extends 'tile-pair'
      ? readonly [Tile, Tile]
      : K extends 'tiles'
        ? readonly Tile[]
        : K extends 'claim'
          ? ClaimKind
          : K extends 'how'
            ? WinHow
            : never;
/** A field as a log writes it: tiles in notation. */
type JsonType<K> = K extends 'seat' ? number : K extends 'claim' ? ClaimKind : string;
type Typed<K, Json> = Json extends true ? JsonType<K> : FieldType<K>;
type RequiredFields<F, Json> = { [K in keyof F as F[K] extends `${string}?` ? never : K]: Typed<F[K], Json> };
type OptionalFields<F, Json> = { [K in keyof F as F[K] extends `${string}?` ? K : never]?: F[K] extends `${infer B}?` ? Typed<B, Json> : never };
type Flat<T> = { [K in keyof T]: T[K] };
type Shaped<S extends EventSpec, Json> = Flat<{ type: S['type'] } & RequiredFields<S['fields'], Json> & OptionalFields<S['fields'], Json>>;

/** The event a table row describes, as the engine holds it (tiles as numbers). */
export type EventOf<S extends EventSpec> = Shaped<S, false>;
/** The events table rows describe, as a log writes them (tiles in notation); `S` may be a union. */
export type EventJson<S> = S extends EventSpec ? Shaped<S, true> : never;

// ---- Scores and payments ----

/** The ways a winning situation may have come about at every table. */
export type CoreWinBy = 'self-draw' | 'discard' | 'rob-kong';
export const CORE_WIN_BY: readonly CoreWinBy[] = ['self-draw', 'discard', 'rob-kong'];

/**
 * Ways a situation may name that belong to one rule set or family, added here by its folder
 * (`declare module`), so its situations get precise types while shared code names none.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by rule sets' declarations
export interface OwnWinBys {}
/** Every way of winning a situation may name; each rule set lists its own in `winBy`. */
export type WinBy = CoreWinBy | Extract<keyof OwnWinBys, string>;

/**
 * A winning situation, parsed: the hand at the moment of winning and its circumstances, as every
 * rule set reads them. A rule set's own circumstances (a gold discarded, the dealer's streak, the
 * seat wind) live in its own type extending this one.
 */
export interface Situation {
  /** The revealed wild kind, or null in a rule set without one. */
  wild: Tile | null;
  /** Concealed tiles at the moment of winning, the winning tile included. */
  concealed: readonly Tile[];
  melds: readonly Meld[];
  winningTile: Tile;
  winBy: WinBy;
  /** Bonus tiles set aside (flowers; every honor at a Fuzhou table). */
  flowers: readonly Tile[];
}

declare const checked: unique symbol;

/**
 * A situation known to be possible in its rule set: read through the door (`readSituation`, which
 * parses and then checks) or built by a deal machine from a legal table. Only these make one, so
 * `score` is never handed a situation nobody checked.
 */
export type CheckedSituation<S extends Situation = Situation> = S & { readonly [checked]: true };

/** One line of a score: a stable id (for i18n and rule links), how many, points each, points. */
export interface ScoreItem {
  id: string;
  count: number;
  each: number;
  points: number;
  /** The ruling of the rule set (as its rules pages number them) the item comes from. */
  ruling: number;
}

/** Who pays the winner: each of the other three, the seat that gave the tile, or the others than that seat. */
export type Payer = 'each-other' | 'discarder' | 'non-discarder';

export interface RolePayment {
  from: Payer;
  amount: number;
  /** A word of the rule set: `win`, … */
  reason: string;
}

/** The one shape every rule set's scoring returns; a rule set may add fields of its own. */
export interface WinScore {
  ok: true;
  ruleset: string;
  /** The named win (an id in the rule set's words). */
  win: string;
  /** The hand's value: what the rule set's formula arrives at. */
  total: number;
  /** The headline numbers of the formula, in order, `total` last: what a log's `breakdown` records. */
  figures: Readonly<Record<string, number>>;
  /** Every scored line, zero ones too where a player ticks them off. */
  items: ScoreItem[];
  /** Who pays the winner what. */
  payments: RolePayment[];
  /** The reading that scores, or null where the win needs no shape. */
  decomposition: Decomposition | null;
  /** Wild tiles in the winning hand (named `golds` as the command line's JSON has always written it). */
  golds: number;
  /** The variant of the rule set's formula words this score reads by (`capped`: a fan over the cap), where the usual one would mislead. */
  formula?: string;
}

/** One payment between two seats, with its reason (`win`, `kong`, `horse`, …: a word of the rule set). */
export interface Payment {
  from: Seat;
  to: Seat;
  amount: number;
  reason: string;
  /** The seat whose payment this one mirrors (a horse), when it mirrors one. */
  mirrors?: Seat;
}
