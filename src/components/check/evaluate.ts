// The score checker's verdict on what has been entered, for any rule set: an impossible entry in
// words (with its field), a win scored with every reading, a hand that does not win and why, or a
// hand one short with each waiting tile, how many are unseen and what it would score. Pure: the
// page and the tests call it; every rule comes from the rule set.

import {
  getRuleset,
  noWinDetails,
  parseTile,
  readSituation,
  parseTiles,
  sortTiles,
  tileCode,
  type Decomposition,
  type HandAnalysis,
  type Meld,
  type MeldType,
  type OptionValue,
  type CheckedSituation,
  type Problem,
  type Ruleset,
  type ScoreItem,
  type SituationField,
  type Tile,
  type WinScore,
  problemFromNotation,
  tooManyCopies,
} from '../../engine/index.ts';
import { quoteValue } from '../../engine/schema/quote.ts';

export interface CheckInput {
  ruleset: string;
  options: Record<string, OptionValue>;
  /** The concealed tiles in notation, the winning tile included. */
  concealed: string;
  melds: { type: MeldType; tiles: string }[];
  /** The winning tile's code; '' for the last concealed tile entered. */
  winning: string;
  /** The rule set's situation fields (see its `situationForm`), by id. */
  fields: Record<string, string | number | boolean>;
}

export interface WaitScore {
  tile: Tile;
  /** Copies not visible in what was entered (the wall and the other hands). */
  left: number;
  /** What winning on it would score, by way of winning (`self-draw`, `discard`), or why not. */
  scores: { winBy: string; score: WinScore | null; reason: string | null; details?: Record<string, string | number> }[];
}

export type Evaluation =
  | { kind: 'problem'; problem: Problem; ruleset: Ruleset | null }
  | { kind: 'empty'; ruleset: Ruleset; analysis: HandAnalysis }
  | { kind: 'win'; ruleset: Ruleset; situation: CheckedSituation; score: WinScore; readings: Decomposition[]; scoring: number }
  /** `items`: what the hand does score, where that is the reason (a hand under a minimum). */
  | { kind: 'no-win'; ruleset: Ruleset; situation: CheckedSituation; reason: string; details: Record<string, string | number>; items: readonly ScoreItem[]; analysis: HandAnalysis }
  | { kind: 'waiting'; ruleset: Ruleset; analysis: HandAnalysis; waits: WaitScore[] }
  | { kind: 'count'; ruleset: Ruleset; analysis: HandAnalysis; count: number }
  /** A hand to score (or one short) while a field with no default (the gold) is still unchosen. */
  | { kind: 'ask'; ruleset: Ruleset; analysis: HandAnalysis; field: string };

const problem = (path: Problem['path'], code: string, params: Problem['params'] = {}, ruleset: Ruleset | null = null): Evaluation => ({ kind: 'problem', problem: { path, code, params }, ruleset });

/** A field's value as its kind wants it (text from an address becomes a number or a flag), or its default. */
export function fieldValue(field: SituationField, given: string | number | boolean | undefined): string | number | boolean {
  switch (field.kind) {
    case 'count':
      // Digits only (countProblem refuses anything else): Number('0x10') would be 16.
      if (typeof given === 'number') return Number.isFinite(given) ? given : field.default;
      return typeof given === 'string' && /^\s*\d{1,15}\s*$/.test(given) ? Number(given) : field.default;
    case 'flag':
      return given === undefined ? field.default : given === true || given === 'true';
    case 'tile':
      // The gold is the tile turned up at this deal: no guess stands in for it.
      if (given === undefined || given === '') return field.wild ? '' : tileCode(field.default);
      return String(given);
    case 'tiles':
      return given === undefined ? '' : String(given);
    case 'choice':
      return given === undefined || given === '' ? field.default : String(given);
  }
}

/** The situation JSON for these tiles, in the `fzmj score` format. */
export function situationJsonOf(rules: Ruleset, input: CheckInput, concealed: string, winningTile: string): Record<string, unknown> {
  const json: Record<string, unknown> = { ruleset: rules.name, concealed, melds: input.melds.filter((m) => m.tiles.trim() !== ''), winningTile };
  for (const field of rules.situationForm) {
    const given = Object.hasOwn(input.fields, field.id) ? input.fields[field.id] : undefined;
    json[field.id] = fieldValue(field, given);
  }
  return json;
}

/** The wild kind the entry names (a revealed gold), or null. */
export function wildOf(rules: Ruleset, input: CheckInput): Tile | null {
  const field = rules.situationForm.find((f) => f.kind === 'tile' && f.wild);
  if (field?.kind !== 'tile') return null;
  const parsed = parseTile(String(fieldValue(field, Object.hasOwn(input.fields, field.id) ? input.fields[field.id] : undefined)));
  return parsed.ok ? parsed.value : null;
}

/**
 * The first tile entered more often than the game holds it, and the field where the count goes
 * over (as the command line names it: `melds[1].tiles`), counting the hand, the melds, then the
 * tile fields; the wild's face-up indicator is not in play. The doors' own check, on a hand
 * that may not be whole yet.
 */
function copiesOver(rules: Ruleset, concealed: readonly Tile[], melds: readonly { at: number; meld: Meld }[], input: CheckInput, wild: Tile | null): Evaluation | null {
  const max = Uint8Array.from(rules.copies);
  if (wild !== null && rules.wilds.kind === 'revealed') max[wild]--;
  const fields: [Problem['path'], readonly Tile[]][] = [[['concealed'], concealed], ...melds.map(({ at, meld }): [Problem['path'], readonly Tile[]] => [['melds', at, 'tiles'], meld.tiles])];
  for (const field of rules.situationForm) {
    if (field.kind !== 'tiles' || !Object.hasOwn(input.fields, field.id)) continue;
    const tiles = parseTiles(String(input.fields[field.id]));
    if (tiles.ok) fields.push([[field.id], tiles.value]);
  }
  const over = tooManyCopies(max, fields, wild);
  return over && { kind: 'problem', problem: over, ruleset: rules };
}

/** Every tile entered, by kind: the hand, the melds, the bonus tiles, the wild's face-up indicator. */
function visible(rules: Ruleset, concealed: readonly Tile[], melds: readonly Meld[], input: CheckInput, wild: Tile | null): number[] {
  const seen = new Array<number>(rules.copies.length).fill(0);
  for (const t of concealed) seen[t]++;
  for (const m of melds) for (const t of m.tiles) seen[t]++;
  for (const field of rules.situationForm) {
    if (field.kind !== 'tiles' || !Object.hasOwn(input.fields, field.id)) continue;
    const tiles = parseTiles(String(input.fields[field.id]));
    if (tiles.ok) for (const t of tiles.value) seen[t]++;
  }
  if (wild !== null && rules.wilds.kind === 'revealed') seen[wild]++;
  return seen;
}

/**
 * A count field as typed (the address gives text): digits only, as the command line reads a
 * JSON number; `1e309`, `Infinity` and `0x10` are refused, never read as 0 or 16.
 */
function countProblem(rules: Ruleset, input: CheckInput): Evaluation | null {
  for (const field of rules.situationForm) {
    if (field.kind !== 'count' || !Object.hasOwn(input.fields, field.id)) continue;
    const given = input.fields[field.id];
    if (typeof given === 'number') {
      if (!Number.isFinite(given)) return problem([field.id], 'number-too-large', {}, rules);
      if (!Number.isInteger(given)) return problem([field.id], 'not-a-whole-number', { value: String(given) }, rules);
      continue;
    }
    const text = String(given).trim();
    if (text === '' || /^\d{1,15}$/.test(text)) continue;
    if (/^\d+$/.test(text) || /^[+-]?infinity$/i.test(text) || (/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text) && !Number.isFinite(Number(text))))
      return problem([field.id], 'number-too-large', {}, rules);
    return problem([field.id], 'not-a-whole-number', { value: quoteValue(text) }, rules);
  }
  return null;
}

export function evaluate(input: CheckInput): Evaluation {
  const found = getRuleset(input.ruleset, input.options);
  if (!found.ok) return { kind: 'problem', problem: found.problem, ruleset: null };
  const rules = found.ruleset;
  // More melds than a winning hand holds is refused before any is read (an address may list thousands).
  const entered = input.melds.filter((m) => m.tiles.trim() !== '').length;
  if (entered > rules.meldsToWin) return problem(['melds'], 'too-many-melds', { max: rules.meldsToWin }, rules);
  const badCount = countProblem(rules, input);
  if (badCount) return badCount;
  const parsed = parseTiles(input.concealed);
  if (!parsed.ok) return { kind: 'problem', problem: problemFromNotation(['concealed'], parsed.error), ruleset: rules };
  const melds: { at: number; meld: Meld }[] = [];
  for (const [i, m] of input.melds.entries()) {
    if (m.tiles.trim() === '') continue;
    const tiles = parseTiles(m.tiles, { nonEmpty: true });
    if (!tiles.ok) return { kind: 'problem', problem: problemFromNotation(['melds', i, 'tiles'], tiles.error), ruleset: rules };
    melds.push({ at: i, meld: { type: m.type, tiles: sortTiles(tiles.value) } });
  }
  const concealed = parsed.value;
  const wild = wildOf(rules, input);
  const analysis = rules.analyse(
    concealed,
    melds.map((m) => m.meld),
    wild,
  );
  if (concealed.length === 0) return { kind: 'empty', ruleset: rules, analysis };
  const over = copiesOver(rules, concealed, melds, input, wild);
  if (over) return over;
  const seen = visible(
    rules,
    concealed,
    melds.map((m) => m.meld),
    input,
    wild,
  );

  const unchosen = rules.situationForm.find((f) => f.kind === 'tile' && f.wild && fieldValue(f, Object.hasOwn(input.fields, f.id) ? input.fields[f.id] : undefined) === '');
  if (unchosen && concealed.length >= analysis.size - 1 && concealed.length <= analysis.size) return { kind: 'ask', ruleset: rules, analysis, field: unchosen.id };

  if (concealed.length === analysis.size) {
    const winning = input.winning !== '' ? input.winning : tileCode(concealed[concealed.length - 1]);
    const json = situationJsonOf(rules, input, input.concealed, winning);
    const situation = readSituation(rules, json);
    if (!situation.ok) return { kind: 'problem', problem: situation.problems[0], ruleset: rules };
    const outcome = rules.score(situation.situation);
    if (!outcome.ok) return { kind: 'no-win', ruleset: rules, situation: situation.situation, reason: outcome.reason, details: noWinDetails(outcome), items: outcome.items ?? [], analysis };
    const readings = rules.readings(situation.situation);
    const key = (d: Decomposition) =>
      d
        .map((g) => `${g.type}${g.tiles.join(',')}/${g.wilds.join(',')}`)
        .sort()
        .join(' ');
    const scoring = outcome.decomposition ? readings.findIndex((d) => key(d) === key(outcome.decomposition!)) : -1;
    return { kind: 'win', ruleset: rules, situation: situation.situation, score: outcome, readings, scoring };
  }

  if (concealed.length === analysis.size - 1 && analysis.waits.length) {
    const ways = ['self-draw', 'discard'].filter((w) => (rules.winBy as readonly string[]).includes(w));
    const waits = analysis.waits.map((tile): WaitScore => {
      const code = tileCode(tile);
      const scores = ways.map((winBy) => {
        const json = situationJsonOf(rules, { ...input, fields: { ...input.fields, winBy } }, `${input.concealed}${code}`, code);
        const situation = readSituation(rules, json);
        if (!situation.ok) return { winBy, score: null, reason: situation.problems[0].code };
        const outcome = rules.score(situation.situation);
        return outcome.ok ? { winBy, score: outcome, reason: null } : { winBy, score: null, reason: outcome.reason, details: noWinDetails(outcome) };
      });
      return { tile, left: Math.max(0, rules.copies[tile] - seen[tile]), scores };
    });
    return { kind: 'waiting', ruleset: rules, analysis, waits };
  }
  return { kind: 'count', ruleset: rules, analysis, count: concealed.length };
}
