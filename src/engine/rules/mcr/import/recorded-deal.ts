// One deal of another platform's record put together move by move, as Botzone's records and PMN
// tell it: the dealer's 13 dealt tiles and first draw become our dealer's 14, a claim takes the
// last discard, and a win is self-drawn after the winner's own draw, a robbed kong after another's
// added kong.

import type { DealEventJson, DealLogJson } from '../../../deal/schema.ts';
import { DEAL_FORMAT, DEAL_VERSION } from '../../../deal/schema.ts';
import { badLine, type ImportedDeal, type ImportProblem, type Lack } from '../../../import/types.ts';
import { chowAround } from './botzone-words.ts';

type Seat = 0 | 1 | 2 | 3;
const DEALER = 0;

/** The recorded fans of one winner: the fan points and each fan's line. */
export interface RecordedFans {
  total: number;
  items: { id: string; count: number; points: number }[];
}

export interface RecordedResult {
  deltas: [number, number, number, number];
  breakdown?: RecordedFans;
  /** Other winners of the same discard (a table where each is paid). */
  alsoWon?: { winner: number; breakdown?: RecordedFans }[];
}

type Breakdown = NonNullable<DealLogJson['result']['breakdown']>;

export class RecordedDeal {
  readonly events: DealEventJson[] = [];
  readonly lines: number[] = [];
  readonly hands: (string[] | null)[] = [null, null, null, null];
  readonly #dealLines: number[] = [0, 0, 0, 0];
  #dealt = false;
  #last: DealEventJson | null = null;
  #lastDiscard: string | null = null;
  /** The tile just drawn and by whom (the dealer's first draw too, though it joins the deal). */
  #drawn: { seat: Seat; tile: string } | null = null;

  constructor(
    readonly firstLine: number,
    readonly options: Record<string, string | boolean>,
  ) {}

  #push(event: DealEventJson, line: number): void {
    this.events.push(event);
    this.lines.push(line);
    this.#last = event;
    this.#drawn = event.type === 'draw' ? { seat: event.seat as Seat, tile: event.tile } : null;
    if (event.type === 'discard') this.#lastDiscard = event.tile;
  }

  /** A problem at `line`, or null when the move was taken. */
  deal(seat: Seat, tiles: string[], line: number): ImportProblem | null {
    if (this.#dealt || this.hands[seat]) return { line, code: 'dealt-twice', params: { player: seat } };
    this.hands[seat] = tiles;
    this.#dealLines[seat] = line;
    return null;
  }

  /** The deal events, written when the first move after the deal comes (the dealer's first draw joins its hand). */
  #deal(line: number, firstDraw: string | null): ImportProblem | null {
    const missing = this.hands.indexOf(null);
    if (missing >= 0) return { line, code: 'no-deal', params: { player: missing } };
    this.#dealt = true;
    for (let i = 0; i < 4; i++) {
      const seat = ((DEALER + i) % 4) as Seat;
      const tiles = [...(this.hands[seat] as string[]), ...(seat === DEALER && firstDraw ? [firstDraw] : [])];
      this.#push({ type: 'deal', seat, tiles: tiles.join('') }, this.#dealLines[seat]);
    }
    return null;
  }

  draw(seat: Seat, tile: string, line: number): ImportProblem | null {
    if (!this.#dealt && seat === DEALER) {
      const p = this.#deal(line, tile);
      this.#drawn = { seat, tile };
      return p;
    }
    if (!this.#dealt) return this.#deal(line, null) ?? this.draw(seat, tile, line);
    this.#push({ type: 'draw', seat, tile }, line);
    return null;
  }

  #ensureDealt(line: number): ImportProblem | null {
    return this.#dealt ? null : this.#deal(line, null);
  }

  play(seat: Seat, tile: string, line: number): ImportProblem | null {
    const p = this.#ensureDealt(line);
    if (p) return p;
    this.#push({ type: 'discard', seat, tile }, line);
    return null;
  }

  /** A chow of the last discard, named by its middle tile as Botzone names it. */
  chi(seat: Seat, middle: string, line: number): ImportProblem | null {
    const p = this.#ensureDealt(line);
    if (p) return p;
    const chow = chowAround(middle);
    const claimed = this.#lastDiscard;
    const at = claimed === null || !chow ? -1 : chow.indexOf(claimed);
    if (!chow || at < 0) return { line, code: 'bad-chow', params: { tile: middle } };
    chow.splice(at, 1);
    this.#push({ type: 'chow', seat, tiles: chow.join(''), tile: claimed as string }, line);
    return null;
  }

  peng(seat: Seat, line: number): ImportProblem | null {
    const p = this.#ensureDealt(line);
    if (p) return p;
    this.#push(this.#lastDiscard ? { type: 'pong', seat, tile: this.#lastDiscard } : { type: 'pong', seat }, line);
    return null;
  }

  /** A kong: of the last discard, or of four held (`concealed`), or a pong added to (`added`). */
  gang(seat: Seat, kind: 'exposed' | 'concealed' | 'added', tile: string | null, line: number): ImportProblem | null {
    const p = this.#ensureDealt(line);
    if (p) return p;
    if (kind === 'exposed') this.#push(this.#lastDiscard ? { type: 'kong', seat, tile: this.#lastDiscard } : { type: 'kong', seat }, line);
    else if (tile === null) return badLine(line);
    else this.#push({ type: kind === 'added' ? 'added-kong' : 'concealed-kong', seat, tile }, line);
    return null;
  }

  /** The tile `seat` drew last, when its draw was the last move (a discard of "the tile just drawn"). */
  justDrawn = (seat: Seat): string | null => (this.#drawn?.seat === seat ? this.#drawn.tile : null);

  /** A win declared before it is taken, so that several may win one discard. */
  callWin(seat: Seat, line: number): ImportProblem | null {
    const p = this.#ensureDealt(line);
    if (p) return p;
    this.#push({ type: 'call', seat, claim: 'win' }, line);
    return null;
  }

  /** Whether `seat`'s last move was its own draw: a win now is self-drawn. */
  drewLast = (seat: Seat): boolean => this.#last?.type === 'draw' && this.#last.seat === seat;

  hu(seat: Seat, line: number): ImportProblem | null {
    const p = this.#ensureDealt(line);
    if (p) return p;
    // A win after declared wins is on what came before the declarations.
    const last = this.#beforeCalls();
    if (last?.type === 'draw' && last.seat === seat) this.#push({ type: 'win', seat, how: 'self-draw', tile: last.tile }, line);
    else if (last?.type === 'added-kong') this.#push({ type: 'win', seat, how: 'rob-kong', tile: last.tile }, line);
    else this.#push(this.#lastDiscard ? { type: 'win', seat, how: 'discard', tile: this.#lastDiscard } : { type: 'win', seat, how: 'discard' }, line);
    return null;
  }

  #beforeCalls(): DealEventJson | null {
    for (let i = this.events.length - 1; i >= 0; i--) {
      const e = this.events[i];
      if (e.type !== 'call' && e.type !== 'win') return e;
    }
    return null;
  }

  huang(line: number): ImportProblem | null {
    const p = this.#ensureDealt(line);
    if (p) return p;
    this.#push({ type: 'draw-game' }, line);
    return null;
  }

  /** Our log of the deal, with what the source lacks said. */
  finish(result: RecordedResult, names: string[], meta: DealLogJson['meta'], extra: { wall?: string; title?: string; lacks: Lack[] }): ImportedDeal {
    const log: DealLogJson = {
      format: DEAL_FORMAT,
      version: DEAL_VERSION,
      ruleset: 'mcr',
      options: this.options,
      seats: names.map((name) => ({ name })) as DealLogJson['seats'],
      dealer: DEALER,
      streak: 0,
      ...(extra.wall ? { wall: extra.wall } : {}),
      meta,
      events: this.events,
      result: {
        deltas: result.deltas,
        ...(result.breakdown ? { breakdown: result.breakdown as Breakdown } : {}),
        ...(result.alsoWon ? { alsoWon: result.alsoWon.map((w) => ({ winner: w.winner, ...(w.breakdown ? { breakdown: w.breakdown as Breakdown } : {}) })) } : {}),
      },
    };
    return { log, lines: [...this.lines], ...(extra.title ? { title: extra.title } : {}), lacks: extra.lacks };
  }
}
