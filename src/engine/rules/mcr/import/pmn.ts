// PMN, the replays of mahjongsoft's duplicate MCR tables: one tag a line, `[Name "value"]`. The
// players by seat (`East` … `North`, East dealing), `PWind` the round wind, `Deal` the four hands
// (`c…d…b…w…r…f…`: characters, dots, bamboo, winds, dragons, flowers, each followed by its ranks),
// `Play` the moves four characters each (T take, D discard — `z1` the tile just taken — C chow by
// its middle tile, P pong, Z kong of a discard, A concealed kong, B added kong), then `H` and the
// winners, `Result` the points, `Fan` each seat's fans (`None`, or `no/count` joined by `.`).
// Several winners of one discard are each paid there, as `multipleWins` plays.

import { badLine, type ImportedDeal, type ImportOutcome, type ImportProblem, type Importer } from '../../../import/types.ts';
import { FAN_BY_NO } from '../fans.ts';
import { MELDED_CONCEALED_KONG } from '../score.ts';
import { RecordedDeal, type RecordedFans, type RecordedResult } from './recorded-deal.ts';

type Seat = 0 | 1 | 2 | 3;
const SEAT_TAGS = ['East', 'South', 'West', 'North'];
const WINDS: Record<string, string> = { E: '1z', S: '2z', W: '3z', N: '4z' };
const SUIT: Record<string, string> = { c: 'm', d: 'p', b: 's', w: 'z' };
/** PMN's dragons r1–r3 are red, green, white; our notation's 5z–7z are white, green, red. */
const DRAGON = ['', '7z', '6z', '5z'];
/** PMN numbers 一明一暗杠 (明暗杠) after the 81 fans. */
const MELDED_CONCEALED_NO = 82;

/** A PMN tile (`c5`, `w1`, `r2`, `f3`) in our notation, or null. */
function tileOf(code: string): string | null {
  const m = /^([cdbwrf])([1-9])$/.exec(code);
  if (!m) return null;
  const rank = Number(m[2]);
  if (m[1] === 'r') return rank <= 3 ? DRAGON[rank] : null;
  if (m[1] === 'w') return rank <= 4 ? `${rank}z` : null;
  if (m[1] === 'f') return rank <= 8 ? `${rank}f` : null;
  return `${rank}${SUIT[m[1]]}`;
}

/** A hand of the `Deal` tag, or null when it is not of the form. */
function handOf(text: string): string[] | null {
  const m = /^c(\d*)d(\d*)b(\d*)w(\d*)r(\d*)f(\d*)$/.exec(text);
  if (!m) return null;
  const out: string[] = [];
  'cdbwrf'.split('').forEach((suit, i) => {
    for (const rank of m[i + 1]) out.push(tileOf(`${suit}${rank}`) ?? '?');
  });
  return out.includes('?') ? null : out;
}

/** One seat's fans: `None`, or `no/count` (or `no/points/count`) joined by `.`; a problem names the first unknown number. */
function fansOf(text: string, line: number): RecordedFans | null | ImportProblem {
  if (text === 'None') return null;
  const items: RecordedFans['items'] = [];
  for (const group of text.split('.')) {
    const parts = group.split('/').map(Number);
    const no = parts[0];
    const count = parts.at(-1) as number;
    const def = no === MELDED_CONCEALED_NO ? MELDED_CONCEALED_KONG : no >= 1 && no <= 81 ? FAN_BY_NO[no] : undefined;
    if (parts.length < 2 || parts.length > 3 || !def || !Number.isSafeInteger(count) || count < 1) return { line, code: 'unknown-fan', params: { fan: group.slice(0, 40) } };
    items.push({ id: def.id, count, points: def.points * count });
  }
  return { total: items.reduce((a, b) => a + b.points, 0), items };
}

/** The moves of the `Play` tag into the deal. */
function readPlay(deal: RecordedDeal, play: string, line: number): ImportProblem | null {
  const bad: ImportProblem = badLine(line);
  const at = play.indexOf('H');
  const moves = at < 0 ? play : play.slice(0, at);
  if (moves.length % 4 !== 0) return bad;
  for (let i = 0; i < moves.length; i += 4) {
    const [action, who] = moves.slice(i, i + 2);
    const seat = Number(who) as Seat;
    if (!(seat >= 0 && seat <= 3)) return bad;
    const code = moves.slice(i + 2, i + 4);
    const drawn = action === 'D' && code === 'z1' ? deal.justDrawn(seat) : null;
    const tile = drawn ?? tileOf(code);
    if (tile === null) return { line, code: 'bad-tile', params: { tile: code } };
    const p = move(deal, action, seat, tile, line);
    if (p) return p;
  }
  if (at < 0) return deal.huang(line);
  const winners = play.slice(at).split('H').filter(Boolean).map(Number);
  if (winners.length === 0 || !winners.every((s) => s >= 0 && s <= 3)) return bad;
  // Several winners declare first: each is then paid (multipleWins).
  if (winners.length > 1) for (const s of winners) deal.callWin(s as Seat, line);
  for (const s of winners) {
    const p = deal.hu(s as Seat, line);
    if (p) return p;
  }
  return null;
}

function move(deal: RecordedDeal, action: string, seat: Seat, tile: string, line: number): ImportProblem | null {
  switch (action) {
    case 'T':
      return deal.draw(seat, tile, line);
    case 'D':
      return deal.play(seat, tile, line);
    case 'C':
      return deal.chi(seat, tile, line);
    case 'P':
      return deal.peng(seat, line);
    case 'Z':
      return deal.gang(seat, 'exposed', tile, line);
    case 'A':
      return deal.gang(seat, 'concealed', tile, line);
    case 'B':
      return deal.gang(seat, 'added', tile, line);
  }
  return badLine(line);
}

/** One board's tags (each with its line) into a deal. */
function readBoard(tags: Map<string, { value: string; line: number }>, first: number): ImportedDeal | ImportProblem {
  for (const name of ['Deal', 'Play', 'Result']) if (!tags.has(name)) return { line: first, code: 'missing-tag', params: { tag: name } };
  const tag = (name: string) => tags.get(name) as { value: string; line: number };
  const wind = WINDS[tags.get('PWind')?.value ?? 'E'];
  if (!wind) return badLine(tag('PWind').line);
  const deal = new RecordedDeal(first, { roundWind: wind });
  const hands = tag('Deal').value.trim().split(/\s+/);
  if (hands.length !== 4) return badLine(tag('Deal').line);
  for (let seat = 0; seat < 4; seat++) {
    const hand = handOf(hands[seat]);
    if (!hand) return badLine(tag('Deal').line);
    if (hand.some((t) => t.endsWith('f'))) return { line: tag('Deal').line, code: 'dealt-flowers', params: {} };
    if (hand.length !== 13) return { line: tag('Deal').line, code: 'deal-size', params: { count: hand.length } };
    deal.deal(seat as Seat, hand, tag('Deal').line);
  }
  const played = readPlay(deal, tag('Play').value, tag('Play').line);
  if (played) return played;
  const deltas = tag('Result').value.trim().split(/\s+/).map(Number);
  if (deltas.length !== 4 || !deltas.every(Number.isSafeInteger)) return badLine(tag('Result').line);
  const result: RecordedResult = { deltas: deltas as RecordedResult['deltas'] };
  const fanTag = tags.get('Fan');
  const winners = deal.events.filter((e) => e.type === 'win').map((e) => e.seat);
  if (fanTag) {
    const bySeat = fanTag.value.trim().split(/\s+/);
    const fans: (RecordedFans | null)[] = [];
    for (const text of bySeat) {
      const f = fansOf(text, fanTag.line);
      if (f && 'code' in f) return f;
      fans.push(f);
    }
    if (fans.some((f) => f?.items.some((i) => i.id === MELDED_CONCEALED_KONG.id))) deal.options.meldedConcealedKong = true;
    // The engine's winner is the nearest after the discarder; the others are listed in turn after it.
    const ordered = winners.length > 1 ? ordered_(winners, deal) : winners;
    const [main, ...others] = ordered;
    const own = (s: number) => fans[s] ?? undefined;
    if (main !== undefined && own(main)) result.breakdown = own(main);
    if (others.length) result.alsoWon = others.map((s) => ({ winner: s, ...(own(s) ? { breakdown: own(s) } : {}) }));
  }
  if (winners.length > 1) deal.options.multipleWins = true;
  const names = SEAT_TAGS.map((t, i) => tags.get(t)?.value.trim().slice(0, 100) || `Seat ${i}`);
  const board = tags.get('Board')?.value;
  const title = [tags.get('Event')?.value, board ? `board ${board}` : ''].filter(Boolean).join(', ').slice(0, 100);
  const meta = { app: 'mahjongsoft (PMN)', ...(tags.get('Site') ? { table: tags.get('Site')?.value.slice(0, 200) } : {}) };
  return deal.finish(result, names, meta, { title: title || `PMN, line ${first}`, lacks: ['wall', 'flowers'] });
}

/** Several winners in the engine's order: from the seat after the discarder round the table. */
function ordered_(winners: readonly number[], deal: RecordedDeal): number[] {
  const discard = [...deal.events].reverse().find((e) => e.type === 'discard');
  const from = discard?.type === 'discard' ? discard.seat : 0;
  return [...winners].sort((a, b) => ((a - from + 4) % 4) - ((b - from + 4) % 4));
}

const TAG = /^\[(\w+) "(.*)"\]$/;

function read(text: string): ImportOutcome {
  const deals: ImportedDeal[] = [];
  const problems: ImportProblem[] = [];
  let tags = new Map<string, { value: string; line: number }>();
  let first = 1;
  const close = () => {
    if (tags.size === 0) return;
    const done = readBoard(tags, first);
    if ('code' in done) problems.push(done);
    else deals.push(done);
    tags = new Map();
  };
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    const s = raw.trim();
    if (s === '') return;
    const m = TAG.exec(s);
    if (!m) {
      problems.push(badLine(line));
      return;
    }
    // A new board starts at its `Event` tag (or at a tag met twice).
    if (m[1] === 'Event' || tags.has(m[1])) {
      close();
      first = line;
    }
    tags.set(m[1], { value: m[2], line });
  });
  close();
  if (deals.length === 0 && problems.length > 0) return { ok: false, format: 'pmn', problem: problems[0] };
  return { ok: true, format: 'pmn', deals, problems };
}

const detects = (text: string): boolean => /^\s*\[(Event|Deal|Play) "/m.test(text.slice(0, 4000));

export const pmn: Importer = { format: 'pmn', detects, read };
