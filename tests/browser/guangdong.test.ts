// The guangdong samples in Chromium: a concealed kong is paid on the spot and the seats' running
// scores say so; at the end of a kong robbed by two players, both winning hands are shown, the
// horse lies in the centre, and every payment is told in words, the horse's mirrored one too; a
// draw game and a time-up after kongs say how the deal ended and that its payments stand.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { pageForBlock, withScreenshot } from './helpers.ts';
import { openReplay, waitForDeal } from './replay-helpers.ts';

const sample = (slug: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../content/deals', `${slug}.json`), 'utf8')) as { dealer: number; events: { type: string; seat?: number }[] };

describe('guangdong in the replay viewer', () => {
  const held = pageForBlock();

  test('a concealed kong is paid at once: +6 to its owner, −2 from each other seat', async () => {
    const { page, errors } = held;
    await withScreenshot(page, 'guangdong-kong-paid', async () => {
      const log = sample('guangdong-kong-bloom');
      const at = log.events.findIndex((e) => e.type === 'concealed-kong');
      const owner = log.events[at].seat!;
      await openReplay(page, 'en', `#sample=guangdong-kong-bloom&s=${at + 1}`);
      await waitForDeal(page);
      for (let seat = 0; seat < 4; seat++) {
        await expect(page.locator(`.table [data-seat="${seat}"] .delta`).first().textContent()).resolves.toBe(seat === owner ? '+6' : '−2');
      }
      // One step back, before the kong: nobody has paid anything.
      await page.keyboard.press('ArrowLeft');
      await expect(page.locator(`.table [data-seat="${owner}"] .delta`).first().textContent()).resolves.toBe('');
      expect(errors).toEqual([]);
    });
  });

  test.each(['en', 'zh'] as const)('two robbers of one kong: both hands, the horse, and every payment in words (%s)', async (lang) => {
    const { page, errors } = held;
    await withScreenshot(page, `guangdong-rob-two-${lang}`, async () => {
      const log = sample('guangdong-rob-two');
      await openReplay(page, lang, `#sample=guangdong-rob-two&s=${log.events.length}`);
      await waitForDeal(page);
      await expect(page.locator('.score [data-verdict]').getAttribute('data-verdict')).resolves.toBe('consistent');
      // The end of the score loads on demand too.
      await page.locator('.score .headline').nth(1).waitFor({ timeout: 30_000 });
      await expect(page.locator('.score .headline').count()).resolves.toBe(2);
      const payments = page.locator('.settlement li');
      // The robbed player pays each robber, then pays the dealer again as the horse's seat did
      // (the list in words loads on demand: wait for it before counting).
      await payments.first().waitFor({ timeout: 30_000 });
      await expect(payments.count()).resolves.toBe(3);
      const last = (await payments.last().textContent()) ?? '';
      expect(last).toContain(lang === 'en' ? 'mirroring' : '跟');
      await expect(page.locator('.center').textContent()).resolves.toContain(lang === 'en' ? 'Horse' : '马');
      expect(errors).toEqual([]);
    });
  });

  // A deal nobody wins is named by how it ended, and the kong payments made during it stand.
  // guangdong-draw-kongs: concealed kongs by seat 0 (8s) and seat 1 (3p, 7s), 3 payments of 2 each;
  // an exposed kong by seat 0, 2 from the discarder; an added kong by seat 1, nobody robs it, 1 from
  // each other seat: 9 + 1 + 3 = 13 payments, then the wall runs out.
  // guangdong-time-up: concealed kongs by seat 3 (3s) and seat 0 (3p), 3 payments each = 6, then time is up.
  const ends = {
    'guangdong-draw-kongs': {
      payments: 13,
      en: ['Draw game; payments stand', 'A draw game: nobody wins, and the payments made during the deal stand.'],
      zh: ['流局，已付照算', '流局：无人胡牌，牌局中已付的钱照算。'],
    },
    'guangdong-time-up': {
      payments: 6,
      en: ['Time up; payments stand', 'Time up: nobody wins, and the payments made during the deal stand.'],
      zh: ['时间到，已付照算', '时间到：无人胡牌，牌局中已付的钱照算。'],
    },
  } as const;
  const endCases = (Object.keys(ends) as (keyof typeof ends)[]).flatMap((slug) => (['en', 'zh'] as const).map((lang) => [slug, lang] as const));
  test.each(endCases)('%s ends in words that say how, and that the payments stand (%s)', async (slug, lang) => {
    const { page, errors } = held;
    await withScreenshot(page, `${slug}-end-${lang}`, async () => {
      const log = sample(slug);
      await openReplay(page, lang, `#sample=${slug}&s=${log.events.length}`);
      await waitForDeal(page);
      const [banner, sentence] = ends[slug][lang];
      await expect(page.locator('.center .banner').textContent()).resolves.toBe(banner);
      await expect(page.locator('.score .no-winner').textContent()).resolves.toBe(sentence);
      // The payments in words load on demand: wait for the list before counting its lines.
      await page.locator('.settlement li').first().waitFor({ timeout: 30_000 });
      await expect(page.locator('.settlement li').count()).resolves.toBe(ends[slug].payments);
      expect(errors).toEqual([]);
    });
  });
});
