// `fzmj score` at a guangdong table, the built command run as a process: the --json result (fans
// by id with count and fan, the fan, 2^fan points capped, who pays), a discard win refused
// (exit 1), and situations that cannot be (exit 2) named by their path. Every number is worked out
// by hand from the rulings (guangdong 2–6, content/rules/guangdong/*/scoring.md).
import { describe, expect, it } from 'vitest';
import { fzmj, TIMEOUT } from './bin.ts';

const score = (situation: unknown, ...flags: string[]) => fzmj(['score', '-', ...flags], { input: JSON.stringify(situation) });

// An exposed kong 5555p; 111p 222p 888p and 9p with a Red dragon (7z, wild) as the pair, self-drawn
// on the kong's replacement 9p. Fans (ruling 5): all pungs 1 (the kong is a pung) + full flush 2
// (dots only, wilds allowed) + root 1 (the kong: four natural 5p) + kong bloom 1 + self-draw 1 =
// 6 fan; points 2^6 = 64 from each of the other three (ruling 6).
const bloom = {
  ruleset: 'guangdong',
  concealed: '111p222p888p9p7z',
  melds: [{ type: 'kong', tiles: '5555p' }],
  winningTile: '9p',
  winBy: 'self-draw',
  kongReplacement: true,
};

describe('fzmj score --json at a guangdong table', () => {
  it(
    'a stacked hand: ok, the ruleset, each fan with id, count and fan, 6 fan, 64 points from each other player',
    async () => {
      const r = await score(bloom, '--json');
      expect(r.code).toBe(0);
      const out = JSON.parse(r.stdout);
      expect(out).toMatchObject({ ok: true, ruleset: 'guangdong', winBy: 'self-draw', fan: 6, points: 64 });
      const fans = Object.fromEntries(out.fans.map((f: { id: string; count: number; fan: number }) => [f.id, [f.count, f.fan]]));
      expect(fans).toEqual({ 'all-pungs': [1, 1], 'full-flush': [1, 2], root: [1, 1], 'kong-bloom': [1, 1], 'self-draw': [1, 1] });
      expect(out.payments).toEqual([{ from: 'each-other', amount: 64, reason: 'win' }]);
    },
    TIMEOUT,
  );
  it(
    'the cap (ruling 6): at fanCap=4 the same 6 fan counts 4, 2^4 = 16 points',
    async () => {
      const out = JSON.parse((await score(bloom, '--json', '--option', 'fanCap=4')).stdout);
      expect(out).toMatchObject({ ok: true, fan: 6, points: 16, payments: [{ from: 'each-other', amount: 16, reason: 'win' }] });
    },
    TIMEOUT,
  );
  it(
    'two roots held and robbing a kong: 2 fan, 4 points, all from the robbed player',
    async () => {
      // 3333m 4444m 5m 678s 99p, the 5m robbed: 345m 333m 444m 678s 99p; four 3m and four 4m are
      // two roots, 2 fan; a robbed kong is no self-draw; 2^2 = 4, paid by the player robbed.
      const r = await score({ ruleset: 'guangdong', concealed: '3333m4444m5m678s99p', winningTile: '5m', winBy: 'rob-kong' }, '--json');
      const out = JSON.parse(r.stdout);
      expect(out).toMatchObject({ ok: true, ruleset: 'guangdong', fan: 2, points: 4, fans: [{ id: 'root', count: 2, fan: 2 }] });
      expect(out.payments).toEqual([{ from: 'discarder', amount: 4, reason: 'win' }]);
    },
    TIMEOUT,
  );
  it(
    'thirteen orphans is worth the cap, 2^8 = 256; counted as an ordinary shape, only its self-draw: 1 fan, 2 points',
    async () => {
      // 1m 1m 9m 1p 9p 1s 9s East South West North White Green Red, self-drawn on the second 1m.
      const orphans = { ruleset: 'guangdong', concealed: '11m9m1p9p1s9s1234567z', winningTile: '1m', winBy: 'self-draw' };
      expect(JSON.parse((await score(orphans, '--json')).stdout)).toMatchObject({ ok: true, win: 'thirteen-orphans', points: 256 });
      expect(JSON.parse((await score(orphans, '--json', '--option', 'thirteenOrphans=none')).stdout)).toMatchObject({ ok: true, fan: 1, points: 2 });
    },
    TIMEOUT,
  );
  it(
    'a win on a discard is read but is no win: exit 1, reason no-discard-win',
    async () => {
      const r = await score({ ...bloom, winBy: 'discard', kongReplacement: false }, '--json');
      expect(r.code).toBe(1);
      expect(JSON.parse(r.stdout)).toMatchObject({ ok: false, ruleset: 'guangdong', reason: 'no-discard-win' });
    },
    TIMEOUT,
  );
  it(
    'a ponged Red dragon cannot be: exit 2, one line on standard error naming the meld, nothing on standard output',
    async () => {
      const r = await score({ ruleset: 'guangdong', concealed: '123m456m99s5p5p', melds: [{ type: 'pong', tiles: '7z7z7z' }], winningTile: '9s', winBy: 'self-draw' }, '--json');
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toContain('melds[0].tiles: 7z 7z 7z: a Red dragon is wild and is never ponged or konged');
    },
    TIMEOUT,
  );
  it(
    'a field the table does not have (flowers) is refused with its path: exit 2',
    async () => {
      const r = await score({ ...bloom, flowers: '' }, '--json');
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain('flowers: unknown field "flowers"');
    },
    TIMEOUT,
  );
});
