// `fzmj score` end to end: exit codes, the --json shape, messages on stderr, nothing on stdout on error.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../src/cli/fzmj.ts';
import { fzmj, TIMEOUT } from './bin.ts';

const dir = mkdtempSync(join(tmpdir(), 'fzmj-score-'));
const file = (name: string, content: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};
const pinghu = { ruleset: 'fuzhou', gold: '5p', concealed: '123m456m789m12s456s99p5p', winningTile: '9p', winBy: 'self-draw', streak: 3 };

const cli = (args: string[], input?: string) => fzmj(args, { input });

describe('fzmj score (real process)', () => {
  it(
    'exits 0 and prints the --json result for a win read from a file',
    async () => {
      const r = await cli(['score', file('pinghu.json', pinghu), '--json']);
      expect(r.code).toBe(0);
      expect(JSON.parse(r.stdout)).toMatchObject({ ok: true, win: 'pinghu', base: 10, bonus: 4, multiplier: 2, total: 18 });
    },
    TIMEOUT,
  );
  it(
    'reads standard input with -, and exits 2 with one line on stderr and nothing on stdout for a bad tile',
    async () => {
      const r = await cli(['score', '-'], JSON.stringify({ ...pinghu, concealed: '123m456m789m12s456s99p0x' }));
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/concealed: "x" at position 24/);
    },
    TIMEOUT,
  );
  it(
    'exits 1 for a hand that is read but does not win',
    async () => {
      const r = await cli(['score', file('idle.json', { ...pinghu, concealed: '123m456m789m123s456s9p5p', winBy: 'discard' }), '--json']);
      expect(r.code).toBe(1);
      expect(JSON.parse(r.stdout)).toMatchObject({ ok: false, reason: 'idle-gold' });
    },
    TIMEOUT,
  );
});

describe('fzmj score (in process)', () => {
  const score = (content: unknown, ...flags: string[]) => run(['score', file('s.json', content), ...flags, '--lang', 'en']);

  it(
    'prints a readable breakdown, one item per line',
    async () => {
      const r = await score(pinghu);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^Pinghu · self-draw/);
      expect(r.stdout).toMatch(/Golds in hand\s+1 × 1\s+1/);
      expect(r.stdout).toMatch(/Dealer streak\s+3 × 1\s+3/);
      expect(r.stdout).toContain('Total = 10 + 4 × 2 = 18');
      expect(r.stdout).toContain('Each of the other three pays 18; the winner gains 54.');
    },
    TIMEOUT,
  );

  it(
    'gives the --json shape with items and the reading',
    async () => {
      const r = await score(pinghu, '--json');
      const out = JSON.parse(r.stdout);
      expect(Object.keys(out)).toEqual(expect.arrayContaining(['ok', 'win', 'base', 'bonus', 'multiplier', 'total', 'items', 'decomposition']));
      expect(out.items.map((i: { id: string }) => i.id)).toEqual(['base.pinghu', 'bonus.flowers', 'bonus.golds', 'bonus.exposed-kongs', 'bonus.concealed-kongs', 'bonus.streak', 'multiplier.special']);
      expect(out.decomposition).toContainEqual({ type: 'chow', tiles: '123s', goldsAs: ['3s'] });
    },
    TIMEOUT,
  );

  it(
    'switches an interpretation with --option',
    async () => {
      const idle = { ...pinghu, concealed: '123m456m789m123s456s9p5p', winBy: 'discard' };
      expect((await score(idle)).code).toBe(1);
      expect((await score(idle, '--option', 'idleGold=false')).code).toBe(0);
      const bad = await score(idle, '--option', 'idleGold=maybe');
      expect(bad.code).toBe(2);
      expect(bad.stderr).toMatch(/options\.idleGold/);
    },
    TIMEOUT,
  );

  it.each([
    ['malformed JSON', '{"ruleset": "fuzhou",', /not valid JSON/],
    ['an unknown field', { ...pinghu, colour: 'red' }, /colour: unknown field "colour"/],
    ['a wrong type', { ...pinghu, streak: 'one' }, /streak: expected number, got string/],
    ['five copies', { ...pinghu, concealed: '11111m456m789m12s99p5p' }, /concealed: .*5 copies of 1m/],
    ['a fourth gold', { ...pinghu, concealed: '123m456m789m12s99p5p5p5p5p' }, /concealed: .*gold 5p; only 3 are in play/],
    ['a tile count that does not fit the melds', { ...pinghu, melds: [{ type: 'pong', tiles: '111s' }] }, /concealed: 17 concealed tiles, but with 1 meld a winning hand has 14/],
    ['a winning tile not in the hand', { ...pinghu, winningTile: '8p' }, /winningTile: the winning tile 8p is not among/],
    ['an unknown rule set', { ...pinghu, ruleset: 'riichi' }, /ruleset: unknown rule set "riichi"/],
    ['a bad meld tile', { ...pinghu, melds: [{ type: 'pong', tiles: '11q' }] }, /melds\[0\]\.tiles: "q" at position 3/],
  ])(
    'exits 2 naming the field for %s',
    async (_, content, message) => {
      const r = await score(content);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(message);
      expect(r.stderr).not.toMatch(/\n./); // one line
    },
    TIMEOUT,
  );

  it(
    'says what is wrong with the file itself',
    async () => {
      expect((await run(['score', join(dir, 'missing.json')])).stderr).toMatch(/no such file/);
      expect((await run(['score'])).code).toBe(2);
      expect((await run(['score', dir, '--lang', 'en'])).stderr).toMatch(/is a folder/);
    },
    TIMEOUT,
  );

  it(
    'speaks Chinese with --lang zh',
    async () => {
      const r = await run(['score', file('zh.json', { ...pinghu, winningTile: '8p' }), '--lang', 'zh']);
      expect(r.stderr).toMatch(/winningTile: 胡牌的那张 8p 不在暗牌中/);
    },
    TIMEOUT,
  );
});
