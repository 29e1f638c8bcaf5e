// Who pays a win by robbing a kong, in `fzmj score`'s text: the robbed player (the seat that added
// the kong), never "the discarder", at every rule set whose payer there is that seat; a win on a
// discard keeps the discarder. Points worked out by hand in each test.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../src/cli/fzmj.ts';
import { fzmj, TIMEOUT } from './bin.ts';

const dir = mkdtempSync(join(tmpdir(), 'fzmj-rob-kong-'));
let n = 0;
const file = (content: unknown) => {
  const path = join(dir, `s${n++}.json`);
  writeFileSync(path, JSON.stringify(content));
  return path;
};
const score = (content: unknown, ...flags: string[]) => run(['score', file(content), ...flags]);

// Guangdong: 3333m 4444m 5m 678s 99p, the 5m robbed: 345m 333m 444m 678s 99p. Two roots (four 3m,
// four 4m) 2 fan; robbing a kong is no self-draw: 2 fan, 2^2 = 4 points, paid by the robbed player alone.
const gdRob = { ruleset: 'guangdong', concealed: '3333m4444m5m678s99p', winningTile: '5m', winBy: 'rob-kong' };

describe('a win by robbing a kong: the robbed player pays', () => {
  it(
    'guangdong, in English and Chinese',
    async () => {
      const en = await score(gdRob, '--lang', 'en');
      expect(en.code).toBe(0);
      expect(en.stdout).toContain('Points = 2² = 4 (2 fan)');
      expect(en.stdout).toContain('The robbed player pays 4; the winner gains 4.');
      expect(en.stdout).not.toContain('discarder');
      const zh = await score(gdRob, '--lang', 'zh');
      expect(zh.stdout).toContain('被抢杠者付 4；胡牌者共得 4。');
      expect(zh.stdout).not.toContain('放炮');
    },
    TIMEOUT,
  );
  it(
    'mcr: Robbing the Kong alone, 8 points; the robbed player pays 8 + 8 = 16, the other two 8 each, 32 in all',
    async () => {
      const mcr = {
        ruleset: 'mcr',
        concealed: '345s567p11z',
        winningTile: '7p',
        winBy: 'rob-kong',
        melds: [
          { type: 'chow', tiles: '234m' },
          { type: 'pong', tiles: '888s' },
        ],
      };
      const en = await score(mcr, '--lang', 'en');
      expect(en.code).toBe(0);
      expect(en.stdout).toContain('The robbed player pays 16; the other two pay 8 each; the winner gains 32.');
      expect((await score(mcr, '--lang', 'zh')).stdout).toContain('被抢杠者付 16；另外两家各付 8；和牌者共得 32。');
    },
    TIMEOUT,
  );
  it(
    'fuzhou-144 with whoPays=discarder: base 3, no golds or bonus tiles, standard ×1 = 3, from the robbed player',
    async () => {
      const hand = { ruleset: 'fuzhou-144', gold: '5p', concealed: '123m456m789m123s456s99p', winningTile: '1m', flowers: '' };
      const robbed = await score({ ...hand, winBy: 'rob-kong' }, '--option', 'whoPays=discarder', '--lang', 'en');
      expect(robbed.stdout).toContain('The robbed player pays 3; the winner gains 3.');
      const discard = await score({ ...hand, winBy: 'discard' }, '--option', 'whoPays=discarder', '--lang', 'en');
      expect(discard.stdout).toContain('The discarder pays 3; the winner gains 3.');
    },
    TIMEOUT,
  );
  it(
    'the built command says the same (real process)',
    async () => {
      const r = await fzmj(['score', '-'], { input: JSON.stringify(gdRob) });
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('The robbed player pays 4; the winner gains 4.');
    },
    TIMEOUT,
  );
});
