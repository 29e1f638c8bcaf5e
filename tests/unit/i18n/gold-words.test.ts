// The gold family's words live with the family, not in the shared namespaces, and shared code
// finds them through the one lookup every rule set has (ownKey): events, ways of winning, broken
// rules and problems of `fuzhou` and `fuzhou-144` read as they did when the keys were shared.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../src/i18n/catalogue.ts';
import { hasMessage, LANGS, t } from '../../../src/i18n/index.ts';
import { ruleKey, violationText } from '../../../src/i18n/deal-format.ts';
import { wayKey, winByText } from '../../../src/i18n/own-words.ts';
import { problemMessage } from '../../../src/i18n/problem.ts';
import { goldFamilyWords } from '../../../src/engine/rules/gold-family/family-words.ts';
import { RULESET_WORDS } from '../../../src/engine/rules/registry.ts';
import { replayText } from '../../../src/engine/index.ts';
import { eventText } from '../../../src/components/replay/words.ts';

const FAMILY = ['fuzhou', 'fuzhou-144'];
const own = new Set(RULESET_WORDS.map((w) => w.name));
const shared = catalogue.filter((ns) => !own.has(ns.name));
// The stable problem code shared code raises for any wild (see neutral-words.test.ts): its shared
// words say "wild", and the family says it its own way (`<words>.problem.too-many-golds`).
const WILD_DISPLAY = new Set(['engine.problem.too-many-golds']);

describe('the gold family words', () => {
  it('no shared namespace has a key naming the gold', () => {
    const named = shared.flatMap((ns) => Object.keys(ns.messages.en).map((k) => `${ns.name}.${k}`)).filter((k) => /gold/.test(k));
    expect(named.filter((k) => !WILD_DISPLAY.has(k))).toEqual([]);
  });

  it('the deal and engine namespaces say neither gold nor 金 in any message', () => {
    for (const ns of shared.filter((n) => n.name === 'deal' || n.name === 'engine')) {
      const keys = Object.keys(ns.messages.en).filter((k) => !WILD_DISPLAY.has(`${ns.name}.${k}`));
      const texts = keys.flatMap((k) => [ns.messages.en[k], ns.messages.zh[k]]).filter((m) => typeof m === 'string');
      expect(texts.filter((m) => /gold|金/i.test(m as string))).toEqual([]);
    }
  });

  it('every family key resolves in both languages for fuzhou and fuzhou-144', () => {
    const keys = Object.keys(goldFamilyWords.en);
    expect(Object.keys(goldFamilyWords.zh).sort()).toEqual([...keys].sort());
    for (const words of FAMILY) {
      for (const lang of LANGS) {
        for (const key of keys) expect(hasMessage(lang, `${words}.${key}`), `${lang} ${words}.${key}`).toBe(true);
      }
    }
  });

  it('a broken rule, a way of winning and a problem find the family words first', () => {
    expect(ruleKey('en', 'fuzhou-144', 'idle-gold')).toBe('fuzhou-144.rule.idle-gold');
    // A rule every table has keeps the shared words.
    expect(ruleKey('en', 'fuzhou', 'wall-empty')).toBe('deal.rule.wall-empty');
    const idle = { code: 'idle-gold', params: { seat: 2 } };
    expect(violationText('en', idle, ['Mei', 'Lin', 'Hua', 'Jun'], 'fuzhou')).toBe('Hua (seat 2) has an idle gold and may only win by self-draw');
    expect(violationText('zh', idle, ['Mei', 'Lin', 'Hua', 'Jun'], 'fuzhou-144')).toBe('Hua（2号位）是游金，只能自摸');
    const how = { code: 'win-how-not-now', params: { seat: 0, how: 'gold-grab' } };
    expect(violationText('en', how, ['Mei'], 'fuzhou')).toBe('Mei (seat 0) cannot win that way (gold grab) now');
    expect(wayKey('zh', 'fuzhou', 'self-draw')).toBe('deal.how.self-draw');
    for (const words of FAMILY) {
      expect(winByText('zh', words, 'gold-grab')).toBe('抢金');
      expect(winByText('en', words, 'gold-grab')).toBe('grabbing the gold');
    }
    const problem = { path: ['gold'], code: 'gold-not-suited', params: { tile: '1z' } };
    expect(problemMessage('en', problem, 'fuzhou')).toBe('gold: the gold must be a suited tile (1m–9s), not 1z');
    // A caller that knows no rule set still finds the only rule sets that say it.
    expect(problemMessage('zh', problem)).toBe('gold: 金必须是数牌（万、筒、索），不能是 1z');
    // Too many copies of the wild: the family's gold has a face-up indicator; any other wild does not.
    const copies = { path: ['concealed'], code: 'too-many-golds', params: { tile: '5p', count: 4, max: 3 } };
    expect(problemMessage('en', copies, 'fuzhou')).toBe('concealed: 4 copies of the gold 5p; only 3 are in play (the fourth is the face-up indicator)');
    expect(problemMessage('en', copies, 'guangdong')).toBe('concealed: 4 copies of the wild tile 5p; only 3 are in play');
    expect(problemMessage('zh', copies, 'guangdong')).toBe('concealed: 万能牌 5p 有 4 张，但场上只有 3 张');
  });

  it('a deal of each table tells the flip and the grab in its words', () => {
    const names = ['Mei', 'Lin', 'Hua', 'Jun'];
    for (const [file, tile, total] of [
      ['gold-grab', '5m', 17],
      ['fuzhou-144-gold-grab', '9m', 0],
    ] as const) {
      const text = readFileSync(join(import.meta.dirname, `../../../content/deals/${file}.json`), 'utf8');
      const outcome = replayText(JSON.parse(text));
      if (!outcome.ok) throw new Error(file);
      const { log, narration } = outcome.replay;
      const words = log.ruleset.words;
      const flip = narration.find((n) => n.key.endsWith('.event.gold'))!;
      expect(flip.key).toBe(`${words}.event.gold`);
      expect(eventText('en', flip, names, log.dealer, words)).toBe(`The gold is flipped: ${t('en', 'tiles.suit.m', { rank: Number(tile[0]) })}`);
      const grab = narration.at(-1)!;
      expect(grab.key).toBe(`${words}.event.win-gold-grab`);
      expect(eventText('en', grab, names, log.dealer, words)).toMatch(/^Lin \(South\) grabs the gold: .+, \d+ from each player$/);
      if (total) expect(eventText('en', grab, names, log.dealer, words)).toBe(`Lin (South) grabs the gold: Gold grab, ${total} from each player`);
    }
  });
});
