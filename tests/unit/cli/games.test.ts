// `fzmj simulate --deals` and `fzmj verify` on whole games: files, determinism, each deal and each
// broken tie in words at its deal, --json, exit codes as for deals.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../src/cli/fzmj.ts';
import { fzmj, TIMEOUT } from './bin.ts';

const tmp = () => mkdtempSync(join(tmpdir(), 'fzmj-games-'));
const readGame = (dir: string, name = 'game-0001.json') => JSON.parse(readFileSync(join(dir, name), 'utf8'));

describe('fzmj simulate --deals', () => {
  it(
    'writes one game of D deals, the same seed the same file; --count K writes K games',
    async () => {
      const [a, b, c] = [tmp(), tmp(), tmp()];
      expect((await run(['simulate', '--seed', '5', '--deals', '3', '--out', a, '--lang', 'en'])).stdout).toBe(`Wrote 1 game of 3 deals in all to ${a}.\n`);
      await run(['simulate', '-s', '5', '-d', '3', '-o', b]);
      expect(readdirSync(a)).toEqual(['game-0001.json']);
      expect(readFileSync(join(a, 'game-0001.json'), 'utf8')).toBe(readFileSync(join(b, 'game-0001.json'), 'utf8'));
      const game = readGame(a);
      expect(game).toMatchObject({ format: 'fuzhou-mahjong-game', version: 1, ruleset: 'fuzhou' });
      expect(game.deals).toHaveLength(3);
      // Game 2 of seed 4 is played from seed 5: the same game as game 1 of seed 5.
      await run(['simulate', '--seed', '4', '--deals', '3', '--count', '2', '--out', c]);
      expect(readdirSync(c)).toEqual(['game-0001.json', 'game-0002.json']);
      expect(readGame(c, 'game-0002.json')).toEqual(game);
    },
    TIMEOUT,
  );
  it(
    'an mcr game stops at sixteen deals, its round wind turning every four',
    async () => {
      const dir = tmp();
      expect((await run(['simulate', '--seed', '2', '--deals', '20', '--ruleset', 'mcr', '--out', dir, '--lang', 'en'])).stdout).toMatch(/of 16 deals in all/);
      const winds = readGame(dir).deals.map((d: { options?: { roundWind?: string } }) => d.options?.roundWind ?? '1z');
      expect(winds).toEqual(['1z', '1z', '1z', '1z', '2z', '2z', '2z', '2z', '3z', '3z', '3z', '3z', '4z', '4z', '4z', '4z']);
      const verified = await run(['verify', dir, '--lang', 'en']);
      expect(verified.code).toBe(0);
      expect(verified.stdout).toContain('game of 16 deals: consistent');
    },
    TIMEOUT,
  );
  it('refuses a number of deals out of range', async () => {
    const r = await run(['simulate', '--seed', '1', '--deals', '0', '--out', tmp(), '--lang', 'en']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--deals/);
  });
});

describe('fzmj verify on a game', () => {
  it(
    'a consistent game: the game, then each deal by its number, exit 0, in both languages',
    async () => {
      const dir = tmp();
      await run(['simulate', '--seed', '1', '--deals', '2', '--out', dir]);
      const file = join(dir, 'game-0001.json');
      const r = await fzmj(['verify', file]);
      expect(r.code).toBe(0);
      expect(r.stdout).toBe(
        [
          `${file}: game of 2 deals: consistent`,
          `${file}: deal 1: consistent`,
          `${file}: deal 2: consistent`,
          '2 deals: 2 consistent, 0 mismatch, 0 illegal, 0 invalid',
          '1 game: 1 consistent, 0 not consistent',
          '',
        ].join('\n'),
      );
      const zh = await fzmj(['verify', file, '--lang', 'zh']);
      expect(zh.stdout.split('\n').slice(0, 2)).toEqual([`${file}: 一盘 2 局：一致`, `${file}: 第 1 局：一致`]);
    },
    TIMEOUT,
  );
  it(
    'a broken game: each break at its deal, every other deal still checked, exit 1; --json one object a deal and one for the game',
    async () => {
      const dir = tmp();
      await run(['simulate', '--seed', '1', '--deals', '4', '--out', dir]);
      const game = readGame(dir);
      // Seed 1: deals 1 and 2 are draws dealt by seat 1, so deal 3 is seat 1's at streak 2.
      expect(game.deals.map((d: { streak: number }) => d.streak)).toEqual([0, 1, 2, 0]);
      game.deals[2].streak = 0;
      game.deals[1].events[4] = { type: 'shuffle' };
      game.totals[3][0] += 1;
      const file = join(dir, 'broken.json');
      writeFileSync(file, JSON.stringify(game));
      const r = await run(['verify', file, '--lang', 'en']);
      expect(r.code).toBe(1);
      const lines = r.stdout.split('\n');
      expect(lines[0]).toBe(`${file}: game of 4 deals: not consistent (2 ties broken, 2 deals not consistent)`);
      expect(lines[1]).toBe(`${file}: deal 1: consistent`);
      expect(lines[2]).toMatch(new RegExp(`^${file}: deal 2: invalid: deals\\[1\\]\\.events\\[4\\]\\.type: `));
      expect(lines[3]).toMatch(new RegExp(`^${file}: deal 3: mismatch: `));
      expect(lines[4]).toBe(`${file}: deal 3: the streak should be 2, the log says 0`);
      expect(lines[5]).toBe(`${file}: deal 4: consistent`);
      expect(lines[6]).toBe(`${file}: deal 4: Mei’s running total should be -44, the game says -43`);
      expect(lines.slice(7)).toEqual(['4 deals: 2 consistent, 1 mismatch, 0 illegal, 1 invalid', '1 game: 0 consistent, 1 not consistent', '']);
      const json = (await run(['verify', file, '--json'])).stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(json).toHaveLength(5);
      expect(json[0]).toMatchObject({ file, kind: 'game', status: 'broken', deals: 4 });
      expect(json[0].breaks.map((b: { deal: number; reason: string }) => [b.deal, b.reason])).toEqual([
        [3, 'streak'],
        [4, 'total'],
      ]);
      expect(json[0].breaks[0].message).toBe('deal 3: the streak should be 2, the log says 0');
      expect(json.slice(1).map((o: { deal: number; status: string }) => [o.deal, o.status])).toEqual([
        [1, 'consistent'],
        [2, 'invalid'],
        [3, 'mismatch'],
        [4, 'consistent'],
      ]);
    },
    TIMEOUT,
  );
  it('a game whose envelope cannot be read is one invalid file', async () => {
    const dir = tmp();
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ format: 'fuzhou-mahjong-game', version: 1, ruleset: 'fuzhou', players: [], deals: [] }));
    const r = await run(['verify', file, '--lang', 'en']);
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n')[0]).toMatch(new RegExp(`^${file}: invalid: players`));
  });
});
