// The command line and the tables of issue 26, the built command run as a process: mcr's options
// of rulings 9 and 10 listed and taken as flags from the option table, a hand under 8 points
// listing the fans it has, and a guangdong hand over the fan cap saying so. Numbers by hand.
import { describe, expect, it } from 'vitest';
import { fzmj, TIMEOUT } from './bin.ts';

const score = (situation: unknown, ...flags: string[]) => fzmj(['score', '-', ...flags], { input: JSON.stringify(situation) });

// 1111m concealed kong, 9999p exposed kong, 234s 567s 88s, won on a discarded 8s (also waiting on
// 2s and 5s: no wait fan): Concealed Kong 2, Short Straight 1, Pung of Terminals ×2 2, Melded Kong
// 1, No Honors 1 = 7, under 8. As 明暗杠 (5 for the two kongs): 5 + 1 + 2 + 1 = 9.
const kongs = {
  ruleset: 'mcr',
  concealed: '234s567s88s',
  melds: [
    { type: 'concealed-kong', tiles: '1111m' },
    { type: 'kong', tiles: '9999p' },
  ],
  winningTile: '8s',
  winBy: 'discard',
};

describe('fzmj and the mcr tables', () => {
  it(
    'lists the new options of mcr with their defaults, from the option table',
    async () => {
      const out = JSON.parse((await fzmj(['rulesets', '--json'])).stdout) as { name: string; options: { id: string; default: unknown }[] }[];
      const mcr = out.find((r) => r.name === 'mcr');
      expect(mcr?.options.map((o) => [o.id, o.default])).toEqual([
        ['roundWind', '1z'],
        ['exhaustedWaits', 'live'],
        ['meldedConcealedKong', false],
        ['knittedWaitFans', true],
        ['wall', 'standard'],
        ['multipleWins', false],
      ]);
    },
    TIMEOUT,
  );

  it(
    'a hand under 8 lists its fans (--json items, and in words), exit 1; 明暗杠 makes it a win of 9',
    async () => {
      const r = await score(kongs, '--json');
      expect(r.code).toBe(1);
      const out = JSON.parse(r.stdout);
      expect(out).toMatchObject({ ok: false, reason: 'below-minimum', points: 7 });
      expect(out.items.map((i: { id: string; points: number }) => [i.id, i.points])).toEqual([
        ['concealed-kong', 2],
        ['short-straight', 1],
        ['pung-of-terminals-or-honors', 2],
        ['melded-kong', 1],
        ['no-honors', 1],
      ]);
      const text = await score(kongs);
      expect(text.stdout).toContain('What it scores: Concealed Kong 2 + Short Straight 1 + Pung of Terminals or Honors ×2 2 + Melded Kong 1 + No Honors 1 = 7');
      const zh = await fzmj(['score', '-', '--lang', 'zh'], { input: JSON.stringify(kongs) });
      expect(zh.stdout).toContain('这手牌有：暗杠 2 + 连六 1 + 幺九刻 ×2 2 + 明杠 1 + 无字 1 = 7');
      const on = await score(kongs, '--json', '--option', 'meldedConcealedKong=true');
      expect(on.code).toBe(0);
      expect(JSON.parse(on.stdout)).toMatchObject({ ok: true, fanPoints: 9, total: 9, options: { meldedConcealedKong: true } });
    },
    TIMEOUT,
  );

  it(
    'refuses a value the option table does not list',
    async () => {
      const r = await score(kongs, '--option', 'wall=tenhou');
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('standard | botzone');
    },
    TIMEOUT,
  );

  it(
    'guangdong over the cap: 9 fan, capped at 8, not 9 beside 2⁸',
    async () => {
      // Thirteen orphans (the cap, 8) self-drawn (1): 9 fan, counted 8, 2⁸ = 256 from each other player.
      const orphans = { ruleset: 'guangdong', concealed: '119m19p19s1234567z', winningTile: '1m', winBy: 'self-draw' };
      const text = await score(orphans);
      expect(text.stdout).toContain('Points = 2⁸ = 256 (9 fan, capped at 8)');
      const zh = await fzmj(['score', '-', '--lang', 'zh'], { input: JSON.stringify(orphans) });
      expect(zh.stdout).toContain('分数 = 2⁸ = 256（9 番，封顶按 8 番计）');
      expect(JSON.parse((await score(orphans, '--json')).stdout)).toMatchObject({ fan: 9, counted: 8, points: 256, formula: 'capped' });
      // Under the cap the formula is as it always was.
      const bloom = { ruleset: 'guangdong', concealed: '111p222p888p9p7z', melds: [{ type: 'kong', tiles: '5555p' }], winningTile: '9p', winBy: 'self-draw', kongReplacement: true };
      expect((await score(bloom)).stdout).toContain('Points = 2⁶ = 64 (6 fan)\n');
    },
    TIMEOUT,
  );
});
