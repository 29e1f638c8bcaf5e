// `fzmj score` on many situations in one process: several files, or one situation a line on
// standard input; one JSON result a line, named by file and line; the exit code the worst of them.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fzmj, TIMEOUT } from './bin.ts';

// The manual's example: Pinghu by self-draw, 10 + (1 gold + 3 streak) × 2 = 18.
const pinghu = { ruleset: 'fuzhou', gold: '5p', concealed: '123m456m789m12s456s99p5p', winningTile: '9p', winBy: 'self-draw', streak: 3 };
// A lone idle gold on a discard: read, but not a legal win.
const idle = { ruleset: 'fuzhou', gold: '5p', concealed: '123m456m789m123s456s5p9p', winningTile: '9p', winBy: 'discard' };
// fuzhou-144, a gold dragon by self-draw: (3 + 3 golds) × 8 = 48.
const dragon = { ruleset: 'fuzhou-144', gold: '5p', concealed: '123m456m789m123s99s5p5p5p', winningTile: '5p', winBy: 'self-draw' };

const lines = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe('fzmj score, many at once', () => {
  it(
    'scores newline-delimited situations from standard input, one result a line',
    async () => {
      const r = await fzmj(['score', '-'], { input: `${[pinghu, dragon].map((s) => JSON.stringify(s)).join('\n')}\n` });
      expect(r.code).toBe(0);
      expect(lines(r.stdout).map((l) => [l.line, l.ruleset, l.win, l.total])).toEqual([
        [1, 'fuzhou', 'pinghu', 18],
        [2, 'fuzhou-144', 'gold-dragon', 48],
      ]);
    },
    TIMEOUT,
  );

  it(
    'exits with the worst: 1 when one is not a legal win, 2 when one is not a valid situation (named by line on stderr)',
    async () => {
      const notWin = await fzmj(['score', '-'], { input: `${JSON.stringify(pinghu)}\n${JSON.stringify(idle)}\n` });
      expect(notWin.code).toBe(1);
      expect(lines(notWin.stdout)[1]).toMatchObject({ line: 2, ok: false, reason: 'idle-gold' });
      const broken = await fzmj(['score', '-'], { input: `${JSON.stringify(idle)}\n{"ruleset": "fuzhou"\n${JSON.stringify(pinghu)}\n` });
      expect(broken.code).toBe(2);
      expect(lines(broken.stdout).map((l) => l.ok)).toEqual([false, false, true]);
      expect(broken.stderr).toMatch(/^fzmj score: -:2: .*line 1/);
    },
    TIMEOUT,
  );

  it(
    'scores several files, named in each result',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'fzmj-batch-'));
      writeFileSync(join(dir, 'a.json'), JSON.stringify(pinghu));
      writeFileSync(join(dir, 'b.json'), JSON.stringify(dragon));
      const r = await fzmj(['score', join(dir, 'a.json'), join(dir, 'b.json')]);
      expect(r.code).toBe(0);
      expect(lines(r.stdout).map((l) => [String(l.file).endsWith('a.json'), l.total])).toEqual([
        [true, 18],
        [false, 48],
      ]);
    },
    TIMEOUT,
  );
});
