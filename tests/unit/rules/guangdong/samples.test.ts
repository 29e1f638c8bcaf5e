// The bundled guangdong samples against their descriptions: the root sample worked out by hand
// from its log's events, and for every guangdong sample each number its description states (fan,
// points, a payment) found in the result the engine verifies.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { verifyText, type DealResult } from '../../../../src/engine/index.ts';
import { t, type Lang } from '../../../../src/i18n/index.ts';

const DEALS = new URL('../../../../content/deals/', import.meta.url);
const text = (id: string) => readFileSync(new URL(`${id}.json`, DEALS), 'utf8');
const ids = readdirSync(DEALS)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''))
  .filter((id) => JSON.parse(text(id)).ruleset === 'guangdong');

function verified(id: string): DealResult {
  const verdict = verifyText(text(id));
  if (verdict.status !== 'consistent') throw new Error(`${id}: ${JSON.stringify(verdict)}`);
  return verdict.result;
}

describe('the guangdong-root sample, by hand from its log', () => {
  // Dealer seat 1. Seat 2 is dealt 44m 8s 9p 4m 6s 3m 7s 3m 5m 4m 3m 3m and draws 9p: four 3m,
  // four 4m, 5m, 678s, 99p, read as 345m 333m 444m 678s 99p. Two roots (3m, 4m) 2 fan + self-draw
  // 1 fan = 3 fan; 2^3 = 8 points from each other seat: seat 2 +24, seats 0, 1, 3 −8.
  // The horse 8s counts 8 seats from the dealer: 1 → seat 1, 2 → 2, 3 → 3, 4 → 0, 5 → 1, 6 → 2,
  // 7 → 3, 8 → seat 0, a loser: the dealer pays again what seat 0 paid, 8 to seat 2.
  // Deltas: seat 0 −8, seat 1 −8 − 8 = −16, seat 2 24 + 8 = 32, seat 3 −8.
  const log = JSON.parse(text('guangdong-root'));
  it('the log is what the comment reads', () => {
    expect(log.dealer).toBe(1);
    expect(log.events.filter((e: { type: string }) => e.type !== 'deal')).toEqual([
      { type: 'discard', seat: 1, tile: '2z' },
      { type: 'draw', seat: 2, tile: '9p' },
      { type: 'win', seat: 2, how: 'self-draw' },
      { type: 'horse', tile: '8s' },
    ]);
    expect(log.events.find((e: { seat?: number; type: string }) => e.type === 'deal' && e.seat === 2).tiles).toBe('44m8s9p4m6s3m7s35433m');
  });
  it('verifies to 3 fan, 8 points each, deltas [−8, −16, 32, −8]', () => {
    const r = verified('guangdong-root');
    expect(r.score?.figures).toMatchObject({ fan: 3, total: 8 });
    expect(r.deltas).toEqual([-8, -16, 32, -8]);
  });
  it('its description says so in both languages', () => {
    const en = t('en', 'guangdong.sample.guangdong-root.description');
    const zh = t('zh', 'guangdong.sample.guangdong-root.description');
    expect(en).toContain('3 fan: 8 points from each of the others');
    expect(en).toContain('the dealer pays the winner 8 more');
    expect(zh).toContain('共 3 番：每家付 8 分');
    expect(zh).toContain('庄家再付胡牌者 8 分');
  });
});

/**
 * Every number a description states, by what it counts: fan, or points paid (an amount), or a
 * tile's rank; a number it cannot tell is returned as `unread`, so a new description with a
 * number in another phrasing fails here until it is taught.
 */
function statedNumbers(lang: Lang, description: string) {
  const out = { fan: [] as number[], amount: [] as number[], unread: [] as string[] };
  const kinds: [RegExp, 'fan' | 'amount' | null][] =
    lang === 'en'
      ? [
          [/(\d+) fan\b/g, 'fan'],
          [/(\d+) points?\b/g, 'amount'],
          [/\b(?:pays?|paid)(?: the winner)? (\d+)/g, 'amount'],
          [/(\d) (?:Characters|Dots|Bamboo)\b/g, null],
        ]
      : [
          [/(\d+) 番/g, 'fan'],
          [/(\d+) 分/g, 'amount'],
          [/[付收](?:胡牌者)? (\d+)/g, 'amount'],
        ];
  let rest = description;
  for (const [pattern, kind] of kinds) {
    rest = rest.replace(pattern, (_whole, n: string) => {
      if (kind) out[kind].push(Number(n));
      return ' ';
    });
  }
  out.unread = rest.match(/\d+/g) ?? [];
  return out;
}

describe('every guangdong sample description states numbers its verified result has', () => {
  it('the samples are found', () => {
    expect(ids).toEqual(expect.arrayContaining(['guangdong-root', 'guangdong-kong-bloom', 'guangdong-draw-kongs', 'guangdong-time-up']));
  });
  it.each(ids)('%s', (id) => {
    const r = verified(id);
    const scores = [r.score, ...(r.alsoWon ?? []).map((w) => w.score)].filter((s) => s !== null);
    // A fan stated is a hand's fan or one fan item's worth; an amount is one payment of the deal or a hand's points.
    const fans = new Set(scores.flatMap((s) => [s.figures.fan, s.figures.counted, ...s.items.map((i) => i.each)]));
    const amounts = new Set([...r.settlement.map((p) => p.amount), ...scores.map((s) => s.total)]);
    for (const lang of ['en', 'zh'] as const) {
      const stated = statedNumbers(lang, t(lang, `guangdong.sample.${id}.description`));
      expect({ lang, unread: stated.unread }).toEqual({ lang, unread: [] });
      for (const fan of stated.fan) expect({ lang, fan, found: fans.has(fan) }).toEqual({ lang, fan, found: true });
      for (const amount of stated.amount) expect({ lang, amount, found: amounts.has(amount) }).toEqual({ lang, amount, found: true });
    }
  });
});
