// One word per notion, per rule set, in every Chinese string a reader of that rule set sees: its
// pages and lessons, its words.ts, and the shared messages rendered for it. Also no traditional
// characters in zh text, and no space between Chinese and a tile or seat placeholder.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../src/i18n/catalogue.ts';
import { t } from '../../../src/i18n/index.ts';
import { parseTile } from '../../../src/engine/tiles/index.ts';
import { tileLabel } from '../../../src/components/tiles/label.ts';
import { wordsFromPath } from '../../../src/markdown/remark-tiles.ts';
import { problemMessage } from '../../../src/i18n/problem.ts';
import { eventText } from '../../../src/components/replay/words.ts';

const root = join(import.meta.dirname, '../../../content');
const RULESETS = ['fuzhou', 'fuzhou-144', 'guangdong', 'mcr'] as const;
type Rs = (typeof RULESETS)[number];

function markdown(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? markdown(join(dir, e.name)) : e.name.endsWith('.md') ? [join(dir, e.name)] : []));
}

/** A text and where it comes from, so a failure names the file or key. */
interface Text {
  where: string;
  text: string;
}
const pages = (rs: Rs): Text[] =>
  [...markdown(join(root, 'rules', rs, 'zh')), ...markdown(join(root, 'lessons', rs, 'zh'))].map((f) => ({ where: f.slice(root.length + 1), text: readFileSync(f, 'utf8') }));
const zhStrings = (ns: string): Text[] => {
  const found = catalogue.find((c) => c.name === ns);
  if (!found) throw new Error(`no namespace ${ns}`);
  return Object.entries(found.messages.zh).flatMap(([key, m]) => (typeof m === 'string' ? [{ where: `${ns}.${key}`, text: m }] : []));
};
const SHARED = catalogue.map((c) => c.name).filter((n) => !(RULESETS as readonly string[]).includes(n));
/** The shared messages that name the win, as a reader of this rule set sees them. */
const sharedFor = (rs: Rs): Text[] =>
  SHARED.flatMap((ns) => zhStrings(ns))
    .filter((s) => s.text.includes('{hu'))
    .map((s) => ({ where: `${s.where} (for ${rs})`, text: t('zh', s.where, { words: rs }) }));
const textsOf = (rs: Rs): Text[] => [...pages(rs), ...zhStrings(rs), ...sharedFor(rs)];

/**
 * The win notion said with the other rule set's word. 和 is also "and" (金和四万), part of named
 * hands (平和 Pinghu, 天和 heavenly hand, 截和 the nearer claimant's win) and of 和局 (a draw game),
 * so the check names the win words themselves, never a bare 和: 和牌 (not 和牌局, "and the deal"),
 * 放炮和, 点炮和, 抢杠和, 自摸和牌, 成和, 和了, and 能和/不能和 before punctuation.
 */
const HE_AS_WIN = /和牌(?!局)|放炮和|点炮和|抢杠和|自摸和牌|成和|和了|能和(?=[，。；：、）]|$)/;
const CHECKS: Record<Rs, { word: RegExp; why: string }[]> = {
  fuzhou: [{ word: HE_AS_WIN, why: 'fuzhou says 胡 for a win (和 is mcr’s word)' }],
  'fuzhou-144': [{ word: HE_AS_WIN, why: 'fuzhou-144 says 胡 for a win (和 is mcr’s word)' }],
  guangdong: [
    { word: HE_AS_WIN, why: 'guangdong says 胡 for a win (和 is mcr’s word)' },
    { word: /百搭|癞子/, why: 'guangdong’s wild is 鬼牌 (红中做鬼), not 百搭 or 癞子' },
  ],
  // MCR's pages never need 胡: the official wording is 和 throughout (和牌, 点和, 抢杠和, 和绝张).
  mcr: [{ word: /胡/, why: 'mcr says 和 for a win (胡 is the other rule sets’ word)' }],
};
const EVERY: { word: RegExp; why: string }[] = [
  { word: /加分/, why: 'fuzhou’s bonus is 奖分' },
  { word: /房规|本站默认规则/, why: 'the default rule set is 自家规则' },
  { word: /经典打法/, why: 'fuzhou-144 is 福州 144 张 (传统牌桌)' },
];

/**
 * Traditional forms whose simplified form differs, the ones mahjong text uses (and the seeds are
 * written in): none of them is also a simplified character.
 */
const TRADITIONAL = '發槓門風東萬條龍圖張將對補聽莊號開搶當錢說們這個為麼與會來點數無時後過還見題規則實際應該樣種單雙邊斷碼賠勝敗';
const TRADITIONAL_RE = new RegExp(`[${TRADITIONAL}]`);

/** A tile or seat placeholder beside a Chinese character with a space between: t() adds the space a Latin value needs. */
const SPACED_PLACEHOLDER = /[\u4e00-\u9fff] \{(?:tile|tiles|seat|from|other|discard)\}|\{(?:tile|tiles|seat|from|other|discard)\} [\u4e00-\u9fff]/;

const hits = (texts: Text[], re: RegExp) => texts.filter((x) => re.test(x.text)).map((x) => `${x.where}: …${x.text.match(re)?.[0]}…`);

describe('one word per notion, per rule set (zh)', () => {
  it.each(RULESETS)('%s: its pages, lessons, words and the shared messages rendered for it', (rs) => {
    const texts = textsOf(rs);
    // Pages, words and shared messages are all reached: every rule set has at least 8 pages and 50 words.
    expect(texts.filter((x) => x.where.endsWith('.md')).length).toBeGreaterThanOrEqual(8);
    expect(texts.length).toBeGreaterThan(60);
    for (const { word, why } of [...CHECKS[rs], ...EVERY]) expect(hits(texts, word), why).toEqual([]);
  });

  it('the shared messages take the win word from the rule set, 胡 by default', () => {
    expect(t('zh', 'engine.winBy.discard', { words: 'mcr' })).toBe('点和');
    expect(t('zh', 'engine.winBy.discard', { words: 'guangdong' })).toBe('点炮胡');
    expect(t('zh', 'engine.winBy.discard')).toBe('点炮胡');
    expect(t('zh', 'replay.how.rob-kong', { words: 'mcr' })).toBe('抢杠和');
    expect(t('zh', 'replay.how.rob-kong', { words: 'fuzhou-144' })).toBe('抢杠胡');
    // A problem with a situation of a known rule set speaks its word; an unknown name falls back to 胡.
    const short = { path: ['concealed'], code: 'tile-count', params: { count: 13, melds: 0, expected: 14 } };
    expect(problemMessage('zh', short, 'mcr')).toContain('和牌应有 14 张');
    expect(problemMessage('zh', short, 'fuzhou')).toContain('胡牌应有 14 张');
    expect(problemMessage('zh', short, 'nonsense')).toContain('胡牌应有 14 张');
    // The English side has no such word to fill.
    expect(t('en', 'engine.winBy.discard', { words: 'mcr' })).toBe(t('en', 'engine.winBy.discard'));
  });

  it('shared messages never write a win word themselves: they ask the rule set ({hu})', () => {
    // The site's own pages (site.*) introduce the default rule set by name and may say 胡; the
    // checker's lead speaks of every rule set at once, with the default word.
    const allowed = (where: string) => where.startsWith('site.') || where === 'check.page.lead';
    const shared = SHARED.flatMap((ns) => zhStrings(ns)).filter((s) => !allowed(s.where));
    // Every shared namespace is read: well over 500 messages.
    expect(shared.length).toBeGreaterThan(500);
    const literal = (x: Text) => ({ ...x, text: x.text.replace(/\{hu(?:\.[\w-]+)?\}/g, '') });
    expect(hits(shared.map(literal), /胡/)).toEqual([]);
    expect(hits(shared.map(literal), HE_AS_WIN)).toEqual([]);
  });

  it('a win word is never mixed: no shared message rendered for mcr says 胡, none for fuzhou says 和牌', () => {
    const mcr = sharedFor('mcr');
    const fuzhou = sharedFor('fuzhou');
    // At least the 20 or so shared messages that name the win are checked for each.
    expect(mcr.length).toBeGreaterThanOrEqual(20);
    expect(hits(mcr, /胡/)).toEqual([]);
    expect(hits(fuzhou, HE_AS_WIN)).toEqual([]);
  });
});

describe('Chinese text is simplified, and placeholders sit against Chinese words', () => {
  const allZh: Text[] = [
    ...markdown(root)
      .filter((f) => f.slice(root.length).includes('/zh/'))
      .map((f) => ({ where: f.slice(root.length + 1), text: readFileSync(f, 'utf8') })),
    ...catalogue.flatMap((c) => zhStrings(c.name)),
  ];

  it('no traditional character in any zh page or message', () => {
    // Every zh page (rules, lessons, docs) and every namespace is read: well over 100 pages and 1,000 messages.
    expect(allZh.length).toBeGreaterThan(1000);
    expect(hits(allZh, TRADITIONAL_RE)).toEqual([]);
  });

  it('the traditional list flags what it should and no simplified character', () => {
    expect(TRADITIONAL_RE.test('中發白')).toBe(true);
    expect(TRADITIONAL_RE.test('明槓')).toBe(true);
    expect(TRADITIONAL_RE.test('中发白，明杠，门风，东风，一万，三条，龙，图')).toBe(false);
  });

  it('no space between Chinese and a tile or seat placeholder in a zh message', () => {
    expect(
      hits(
        catalogue.flatMap((c) => zhStrings(c.name)),
        SPACED_PLACEHOLDER,
      ),
    ).toEqual([]);
  });

  it('a tile named in Chinese joins the words; a code or a Latin name keeps its space', () => {
    expect(t('zh', 'deal.event.draw', { seat: '南家', tile: '五筒' })).toBe('南家摸五筒');
    expect(t('zh', 'deal.event.draw', { seat: 'Mei', tile: '5p' })).toBe('Mei 摸 5p');
  });
});

describe('tile names follow the rule set (MCR says 条, the others 索)', () => {
  const threeBamboo = parseTile('3s');
  if (!threeBamboo.ok) throw new Error('3s');
  it('a tile label on an MCR page says 三条, elsewhere 三索; the other suits are the same everywhere', () => {
    expect(tileLabel('zh', threeBamboo.value, { words: wordsFromPath('content/rules/mcr/zh/fans-4.md') })).toBe('三条');
    expect(tileLabel('zh', threeBamboo.value, { words: wordsFromPath('content/lessons/mcr/zh/02-tiles.md') })).toBe('三条');
    expect(tileLabel('zh', threeBamboo.value, { words: wordsFromPath('content/rules/fuzhou-144/zh/tiles.md') })).toBe('三索');
    expect(tileLabel('zh', threeBamboo.value)).toBe('三索');
    const fiveDots = parseTile('5p');
    if (!fiveDots.ok) throw new Error('5p');
    expect(tileLabel('zh', fiveDots.value, { words: 'mcr' })).toBe('五筒');
    expect(tileLabel('en', threeBamboo.value, { words: 'mcr' })).toBe(tileLabel('en', threeBamboo.value));
  });
  it('the replay tells an MCR deal’s tiles the MCR way', () => {
    const told = { key: 'deal.event.discard', params: { seat: 0, tile: '3s' } };
    expect(eventText('zh', told, ['Mei', 'Lin', 'Hua', 'Jun'], 0, 'mcr')).toMatch(/打出三条$/);
    expect(eventText('zh', told, ['Mei', 'Lin', 'Hua', 'Jun'], 0, 'guangdong')).toMatch(/打出三索$/);
  });
});
