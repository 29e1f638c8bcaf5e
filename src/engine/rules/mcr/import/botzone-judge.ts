// Botzone's judge logs, one game a JSON line: `log` alternates the judge's requests to the four
// bots and their responses, `walltiles` the 136 tiles (each seat's quarter of 34, drawn from its
// end), `quan` the round wind, `scores` the points. Requests: `1 …` the deal, `2 T` a draw to that
// bot, `3 p PLAY T` / `PENG T` / `CHI M T` / `GANG` / `BUGANG T` a move every bot is told; a bot
// that answers `HU` wins. The judge records no fans: only the scores are checked against.

import { badLine, type ImportedDeal, type ImportOutcome, type ImportProblem, type Importer } from '../../../import/types.ts';
import { RecordedDeal } from './recorded-deal.ts';
import { tileOf } from './botzone-words.ts';

type Seat = 0 | 1 | 2 | 3;
const SEATS: readonly Seat[] = [0, 1, 2, 3];
const NAMES = ['Bot 0', 'Bot 1', 'Bot 2', 'Bot 3'];
const ROUND_WINDS = ['1z', '2z', '3z', '4z'];

type Turn = Record<string, unknown>;
const request = (turn: Turn, seat: Seat): string => (typeof turn[seat] === 'string' ? (turn[seat] as string) : '');
const response = (turn: Turn, seat: Seat): string => {
  const r = turn[seat] as { response?: unknown } | undefined;
  return typeof r?.response === 'string' ? r.response : '';
};

/** Botzone tiles in our notation, or the first that names none. */
function tilesOf(codes: readonly string[]): { tiles: string[] } | { bad: string } {
  const tiles: string[] = [];
  for (const code of codes) {
    const t = tileOf(code);
    if (t === null) return { bad: code.slice(0, 10) };
    tiles.push(t);
  }
  return { tiles };
}

/** One request turn (what each bot was told) into the deal. */
function readRequest(deal: RecordedDeal, turn: Turn, answers: Turn | undefined, line: number): ImportProblem | null {
  const bad = (tile: string): ImportProblem => ({ line, code: 'bad-tile', params: { tile } });
  for (const seat of SEATS) {
    // Most turns tell every bot the same move (`3 …`): only a deal or a draw is split here.
    const told = request(turn, seat);
    if (told[0] !== '1' && told[0] !== '2') continue;
    const words = told.split(' ');
    if (words[0] === '1') {
      const read = tilesOf(words.slice(5));
      if ('bad' in read) return bad(read.bad);
      const p = deal.deal(seat, read.tiles, line);
      if (p) return p;
    } else if (words[0] === '2') {
      const read = tilesOf(words.slice(1, 2));
      if ('bad' in read) return bad(read.bad);
      return deal.draw(seat, read.tiles[0], line);
    }
  }
  const words = request(turn, 0).split(' ');
  if (words[0] !== '3') return null;
  const seat = Number(words[1]) as Seat;
  if (!SEATS.includes(seat)) return badLine(line);
  const read = tilesOf(words.slice(3));
  if ('bad' in read) return bad(read.bad);
  const [a, b] = read.tiles;
  switch (words[2]) {
    case 'DRAW':
      return null;
    case 'PLAY':
      return deal.play(seat, a, line);
    case 'PENG':
      return deal.peng(seat, line) ?? deal.play(seat, a, line);
    case 'CHI':
      return deal.chi(seat, a, line) ?? deal.play(seat, b, line);
    case 'BUGANG':
      return deal.gang(seat, 'added', a, line);
    case 'GANG': {
      // A kong after the bot's own draw is of four it holds: the tile is only in its answer (`GANG T`).
      if (!deal.drewLast(seat)) return deal.gang(seat, 'exposed', null, line);
      const own = tileOf(response(answers ?? {}, seat).split(' ')[1] ?? '');
      return own ? deal.gang(seat, 'concealed', own, line) : badLine(line);
    }
  }
  return badLine(line);
}

/** One game's line into a deal. */
function readGame(doc: Record<string, unknown>, line: number): ImportedDeal | ImportProblem {
  const log = doc.log;
  const quan = doc.quan;
  const scores = doc.scores;
  if (!Array.isArray(log) || !Array.isArray(scores) || scores.length !== 4 || !scores.every(Number.isSafeInteger)) return badLine(line);
  const wind = ROUND_WINDS[typeof quan === 'number' ? quan : 0];
  if (!wind) return badLine(line);
  const deal = new RecordedDeal(line, { wall: 'botzone', roundWind: wind });
  let won = false;
  for (let i = 0; i < log.length; i++) {
    const turn = log[i] as Turn;
    if (typeof turn !== 'object' || turn === null) return badLine(line);
    // Requests are the even turns; a response `HU` ends the deal with that bot's win.
    if (i % 2 === 0) {
      const p = readRequest(deal, turn, log[i - 1] as Turn | undefined, line);
      if (p) return p;
      continue;
    }
    const winner = SEATS.find((s) => response(turn, s) === 'HU');
    if (winner !== undefined) {
      const p = deal.hu(winner, line);
      if (p) return p;
      won = true;
      break;
    }
  }
  if (!won) deal.huang(line);
  const wall = typeof doc.walltiles === 'string' ? tilesOf(doc.walltiles.trim().split(/\s+/)) : null;
  const lacks: ImportedDeal['lacks'] = ['flowers', 'names', 'fans'];
  if (!wall || 'bad' in wall) lacks.unshift('wall');
  const seed = typeof doc.seed === 'number' && Number.isSafeInteger(doc.seed) ? { seed: doc.seed } : {};
  return deal.finish(
    { deltas: scores as [number, number, number, number] },
    NAMES,
    { app: 'Botzone judge', ...seed },
    {
      ...(wall && 'tiles' in wall ? { wall: wall.tiles.join('') } : {}),
      title: `Botzone judge log, line ${line}`,
      lacks,
    },
  );
}

function read(text: string): ImportOutcome {
  const deals: ImportedDeal[] = [];
  const problems: ImportProblem[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === '') return;
    let doc: unknown;
    try {
      doc = JSON.parse(raw);
    } catch {
      problems.push({ line, code: 'bad-json', params: {} });
      return;
    }
    const got = typeof doc === 'object' && doc !== null && !Array.isArray(doc) ? readGame(doc as Record<string, unknown>, line) : badLine(line);
    if ('code' in got) problems.push(got);
    else deals.push(got);
  });
  if (deals.length === 0 && problems.length > 0) return { ok: false, format: 'botzone-judge', problem: problems[0] };
  return { ok: true, format: 'botzone-judge', deals, problems };
}

/** A judge log's first line is a JSON object with the judge's `log` and one of its own fields. */
function detects(text: string): boolean {
  const head = text.trimStart().slice(0, 200000);
  return head.startsWith('{') && head.includes('"log"') && (head.includes('"walltiles"') || head.includes('"quan"'));
}

export const botzoneJudge: Importer = { format: 'botzone-judge', detects, read };
