// Botzone's human-game text (the IJCAI 2020 Mahjong competition's data): deals one after another,
// each `Match ID`, `Wind N` (the round wind, 0 east), `Player N Deal …` for the four hands, then
// one move a line (`Draw`, `Play`, `Chi`, `Peng`, `Gang`, `AnGang`, `BuGang`, `Hu`; a claim that
// gave way follows `Ignore`), and the end: `Fan N name*count+…` and `Score a b c d`, or `Huang`.

import { badLine, type ImportedDeal, type ImportOutcome, type ImportProblem, type Importer } from '../../../import/types.ts';
import { RecordedDeal, type RecordedResult } from './recorded-deal.ts';
import { fanNamed, MELDED_CONCEALED_KONG_ID, tileOf } from './botzone-words.ts';

const ROUND_WINDS = ['1z', '2z', '3z', '4z'];
const NAMES = ['Player 0', 'Player 1', 'Player 2', 'Player 3'];
const MOVE = /^Player ([0-3]) (Deal|Draw|Play|Chi|Peng|Gang|AnGang|BuGang|Hu)((?: [A-Z][0-9])*)$/;

type Seat = 0 | 1 | 2 | 3;

/** One deal being read: its builder, and its end once `Score` or `Huang` is read. */
interface Open {
  deal: RecordedDeal;
  title: string;
  result: RecordedResult | null;
  fans: RecordedResult['breakdown'];
  /** The first problem met: the deal is dropped and reported at its line. */
  problem: ImportProblem | null;
}

/** The fans of a `Fan N a*1+b*2` line, or a problem naming the first one not known. */
function readFans(rest: string, line: number): { fans: NonNullable<RecordedResult['breakdown']> } | { problem: ImportProblem } {
  const m = /^(\d+)(?: (.*))?$/.exec(rest);
  if (!m) return { problem: badLine(line) };
  const items: NonNullable<RecordedResult['breakdown']>['items'] = [];
  for (const part of (m[2] ?? '').split('+').filter(Boolean)) {
    const f = /^(.+)\*(\d+)$/.exec(part);
    const fan = f ? fanNamed(f[1]) : undefined;
    if (!f || !fan) return { problem: { line, code: 'unknown-fan', params: { fan: (f?.[1] ?? part).slice(0, 40) } } };
    items.push({ id: fan.id, count: Number(f[2]), points: fan.points * Number(f[2]) });
  }
  return { fans: { total: Number(m[1]), items } };
}

/** One move line into the deal; a problem when it cannot be taken. */
function readMove(open: Open, text: string, line: number): ImportProblem | null {
  // A claim that gave way to a higher one is told after `Ignore`: it was not made.
  const m = MOVE.exec(text.split(' Ignore ')[0]);
  if (!m) return badLine(line);
  const seat = Number(m[1]) as Seat;
  const codes = m[3].trim().split(' ').filter(Boolean);
  const tiles = codes.map(tileOf);
  const bad = tiles.indexOf(null);
  if (bad >= 0) return { line, code: 'bad-tile', params: { tile: codes[bad] } };
  const tile = (tiles[0] ?? null) as string | null;
  const d = open.deal;
  switch (m[2]) {
    case 'Deal':
      return tiles.length === 13 ? d.deal(seat, tiles as string[], line) : { line, code: 'deal-size', params: { count: tiles.length } };
    case 'Hu':
      return d.hu(seat, line);
    case 'Peng':
      return d.peng(seat, line);
    case 'Gang':
      return d.gang(seat, 'exposed', tile, line);
  }
  if (tile === null || tiles.length !== 1) return badLine(line);
  if (m[2] === 'Draw') return d.draw(seat, tile, line);
  if (m[2] === 'Play') return d.play(seat, tile, line);
  if (m[2] === 'Chi') return d.chi(seat, tile, line);
  return d.gang(seat, m[2] === 'AnGang' ? 'concealed' : 'added', tile, line);
}

/** The deal done: our log, or its problem. */
function finishDeal(open: Open, line: number): ImportedDeal | ImportProblem {
  if (open.problem) return open.problem;
  const result = open.result ?? { deltas: [0, 0, 0, 0] as RecordedResult['deltas'] };
  const deal = open.deal.finish(
    { ...result, ...(open.fans ? { breakdown: open.fans } : {}) },
    NAMES,
    { app: 'Botzone', table: open.title },
    { title: open.title, lacks: ['wall', 'flowers', 'names'] },
  );
  // A record that stops before its end still opens: the deal is told unfinished.
  if (!open.result) return { ...deal, problem: { line, code: 'truncated', params: {} } } as ImportedDeal & { problem: ImportProblem };
  return deal;
}

function read(text: string): ImportOutcome {
  const lines = text.split(/\r?\n/);
  const deals: ImportedDeal[] = [];
  const problems: ImportProblem[] = [];
  let open: Open | null = null;
  const close = (line: number) => {
    if (!open) return;
    const done = finishDeal(open, line);
    if ('code' in done) problems.push(done);
    else {
      const { problem, ...deal } = done as ImportedDeal & { problem?: ImportProblem };
      if (problem) problems.push(problem);
      deals.push(deal);
    }
    open = null;
  };
  lines.forEach((raw, i) => {
    const line = i + 1;
    const text = raw.trim();
    if (text === '') return;
    const [word, ...rest] = text.split(' ');
    if (word === 'Match') {
      close(line - 1);
      open = { deal: new RecordedDeal(line, { wall: 'botzone' }), title: `Match ${rest.join(' ')}`.slice(0, 100), result: null, fans: undefined, problem: null };
      return;
    }
    const o = open as Open | null;
    if (!o) {
      problems.push(badLine(line));
      return;
    }
    if (o.problem) return;
    if (o.result) o.problem = { line, code: 'after-end', params: {} };
    else if (word === 'Wind') {
      const wind = ROUND_WINDS[Number(rest[0])];
      if (rest.length !== 1 || !wind) o.problem = badLine(line);
      else o.deal.options.roundWind = wind;
    } else if (word === 'Fan') {
      const fans = readFans(rest.join(' '), line);
      if ('problem' in fans) o.problem = fans.problem;
      else {
        o.fans = fans.fans;
        if (fans.fans.items.some((f) => f.id === MELDED_CONCEALED_KONG_ID)) o.deal.options.meldedConcealedKong = true;
      }
    } else if (word === 'Score') {
      const deltas = rest.map(Number);
      if (deltas.length !== 4 || !deltas.every(Number.isSafeInteger)) o.problem = badLine(line);
      else o.result = { deltas: deltas as RecordedResult['deltas'] };
    } else if (word === 'Huang') {
      o.problem = o.deal.huang(line);
      o.result = { deltas: [0, 0, 0, 0] };
    } else o.problem = readMove(o, text, line);
  });
  close(lines.length);
  if (deals.length === 0 && problems.length > 0) return { ok: false, format: 'botzone-text', problem: problems[0] };
  return { ok: true, format: 'botzone-text', deals, problems };
}

/** Botzone's text starts with a `Match` line, or shows a `Player N Deal` line early on. */
const detects = (text: string): boolean => /^\s*Match \S/.test(text) || /^Player [0-3] Deal /m.test(text.slice(0, 4000));

export const botzoneText: Importer = { format: 'botzone-text', detects, read };
