// The game log format: one door reads a game or a deal; a bad envelope is one problem at its
// field, a bad deal a problem under deals[i] that leaves the other deals read.
import { describe, expect, it } from 'vitest';
import { dealJsonSchema, logJsonSchema, parseGameLog, parseRecord, verifyRecord, type Problem } from '../../../src/engine/index.ts';
import { simulateGame } from '../../../src/engine/bots/game.ts';
import { ruleset } from '../../../src/engine/index.ts';
import { problemMessage } from '../../../src/i18n/problem.ts';
import { type Doc, gameOf, samples } from './games.ts';
import { sampleText } from '../replay/fixtures.ts';

const problemOf = (doc: unknown): Problem => {
  const read = parseGameLog(doc);
  if (read.ok) throw new Error('expected a problem');
  return read.problem;
};
const two = (): Doc => gameOf('fuzhou', samples('draw-game', 'fuzhou-flowers-pinghu'));

describe('one door for deals and games', () => {
  it('a file holding one deal is read as a deal, as before', () => {
    const read = parseRecord(sampleText('gold-grab'));
    expect(read.kind).toBe('deal');
    expect(read.parsed.ok).toBe(true);
    expect(verifyRecord(sampleText('gold-grab'))).toMatchObject({ kind: 'deal', verdict: { status: 'consistent' } });
  });
  it('a game log, as text or as a value', () => {
    const text = JSON.stringify(two());
    const read = parseRecord(text);
    expect(read.kind).toBe('game');
    expect(read.kind === 'game' && read.parsed.ok && read.parsed.game.deals.length).toBe(2);
    expect(verifyRecord(two())).toMatchObject({ kind: 'game', verdict: { status: 'consistent' } });
  });
  it('the simulator writes a game the door reads and finds consistent, and the same seed the same game', () => {
    const game = simulateGame(ruleset('guangdong'), 8, 3);
    expect(JSON.stringify(simulateGame(ruleset('guangdong'), 8, 3))).toBe(JSON.stringify(game));
    expect(game.deals).toHaveLength(3);
    expect(game.totals).toHaveLength(3);
    expect(verifyRecord(JSON.stringify(game))).toMatchObject({ kind: 'game', verdict: { status: 'consistent', breaks: [] } });
    // An mcr game stops at its rule set's sixteen deals, however many are asked for.
    expect(ruleset('mcr').succession.maxDeals).toBe(16);
  });
});

describe('a bad envelope: one problem, at its field', () => {
  it('a version this site does not read', () => {
    const doc = { ...two(), version: 2 };
    expect(problemOf(doc)).toMatchObject({ path: ['version'], code: 'unsupported-game-version' });
    expect(problemMessage('en', problemOf(doc))).toBe('version: this site reads version 1 game logs, not version 2');
    expect(problemMessage('zh', problemOf(doc))).toBe('version: 本站读取第 1 版整盘记录，不支持第 2 版');
  });
  it('three players, a player twice, no deals, an unknown field, totals of three seats', () => {
    const doc = two();
    expect(problemOf({ ...doc, players: doc.players.slice(0, 3) }).path).toEqual(['players']);
    expect(problemOf({ ...doc, players: [...doc.players.slice(0, 3), { name: 'Mei' }] })).toMatchObject({ path: ['players', 3, 'name'], code: 'duplicate-player' });
    expect(problemOf({ ...doc, deals: [] })).toMatchObject({ path: ['deals'], code: 'too-small' });
    expect(problemOf({ ...doc, scores: [] })).toMatchObject({ path: ['scores'], code: 'unknown-field' });
    expect(problemOf({ ...doc, totals: [[0, 0, 0]] }).path.slice(0, 2)).toEqual(['totals', 0]);
    expect(problemOf({ ...doc, ruleset: 'riichi' })).toMatchObject({ path: ['ruleset'], code: 'unknown-ruleset' });
  });
});

describe('a bad deal: its problem under deals[i], the other deals read', () => {
  it('names the deal by its path, and keeps the deals around it', () => {
    const doc = two();
    doc.deals[0].events[3].tile = '0x';
    const read = parseGameLog(doc);
    if (!read.ok) throw new Error('the envelope is fine');
    const [first, second] = read.game.deals;
    expect(first.number).toBe(1);
    expect(first.parsed.ok).toBe(false);
    expect(!first.parsed.ok && first.parsed.problem.path).toEqual(['deals', 0, 'events', 3, 'tile']);
    // The events before the bad one were read, and the next deal is whole.
    expect(!first.parsed.ok && first.parsed.log?.events).toHaveLength(3);
    expect(second.parsed.ok).toBe(true);
  });
});

describe('the published JSON Schema takes both kinds of log', () => {
  const schema = logJsonSchema() as { oneOf: { $ref: string }[]; $defs: Record<string, any> };
  it('one of a deal log and a game log, whose deals are deal logs', () => {
    expect(schema.oneOf).toEqual([{ $ref: '#/$defs/deal' }, { $ref: '#/$defs/game' }]);
    expect(schema.$defs.deal.properties.format.const).toBe('fuzhou-mahjong-deal');
    expect(Object.keys(schema.$defs.deal.properties).sort()).toEqual(Object.keys((dealJsonSchema() as any).properties).sort());
    const game = schema.$defs.game;
    expect(game.properties.format.const).toBe('fuzhou-mahjong-game');
    expect(game.required.sort()).toEqual(['deals', 'format', 'players', 'ruleset', 'version']);
    expect(game.additionalProperties).toBe(false);
    expect(game.properties.deals.items).toEqual({ $ref: '#/$defs/deal' });
    expect(game.properties.deals.minItems).toBe(1);
    expect(game.properties.totals.description).toMatch(/running score after each deal/);
  });
});
