// Getting a deal into the replay viewer: a file, pasted JSON, a sample, a share link that opens the
// same deal at the same step and seat; a broken file says what is wrong and where, in the reader's
// language, and leaves the table as it was.
import { deflateRawSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { copiedText, pageForBlock, recordCopies, withScreenshot } from './helpers.ts';
import { bottomName, dropFile, openReplay, position, stepLine, uploadDeal, waitForDeal } from './replay-helpers.ts';
import { sampleDoc, sampleText, tamperedText } from '../unit/replay/fixtures.ts';

describe('replay: getting a deal in', () => {
  const held = pageForBlock({ serviceWorkers: 'block' });

  test('a file opens at the start with its players, the log in words and the verdict', async () => {
    const { page, errors } = held;
    await withScreenshot(page, 'replay-import-file', async () => {
      await openReplay(page, 'en');
      await uploadDeal(page, sampleText('robbed-kong'));
      await waitForDeal(page);
      await expect.poll(() => stepLine(page).textContent()).toBe('Before the first event');
      const names = sampleDoc('robbed-kong').seats.map((s: { name: string }) => s.name);
      await expect.poll(() => page.locator('.bar .players').textContent()).toBe(names.join(' · '));
      // Spoiler-free: nothing is listed before the first event, every line at the end.
      await expect.poll(() => page.locator('.log li').count()).toBe(0);
      await page.locator('h1').click();
      await page.keyboard.press('End');
      await expect.poll(() => page.locator('.log li').count()).toBe(sampleDoc('robbed-kong').events.length);
      await expect.poll(() => page.locator('.log li').first().textContent()).toMatch(/is dealt 17 tiles/);
      await expect.poll(() => page.locator('.score .verdict-line').textContent()).toContain('Consistent');
      expect(errors).toEqual([]);
    });
  });

  test('a broken file says what is wrong and where, and the deal on the table stays', async () => {
    const { page } = held;
    await withScreenshot(page, 'replay-import-broken', async () => {
      const doc = sampleDoc('gold-grab');
      delete doc.seats;
      await page.getByRole('button', { name: 'Open another deal' }).click();
      await uploadDeal(page, JSON.stringify(doc));
      const alert = page.getByRole('alert');
      await alert.waitFor();
      await expect.poll(() => alert.textContent()).toContain('seats: required field is missing');
      await expect.poll(() => page.locator('.log li').count()).toBe(sampleDoc('robbed-kong').events.length);
      await uploadDeal(page, '{"format": "fuzhou-mahjong-deal", "version": 1, "seats": [');
      await expect.poll(() => alert.textContent()).toContain('not valid JSON');
    });
  });

  test('in Chinese, the message is in Chinese', async () => {
    const { page } = held;
    await withScreenshot(page, 'replay-import-broken-zh', async () => {
      await openReplay(page, 'zh');
      const doc = sampleDoc('gold-grab');
      doc.dealer = 7;
      await uploadDeal(page, JSON.stringify(doc));
      const alert = page.getByRole('alert');
      await alert.waitFor();
      await expect.poll(() => alert.textContent()).toContain('无法打开这个牌局');
      await expect.poll(() => alert.textContent()).toContain('dealer: 不能大于 3');
    });
  });

  test('pasted JSON opens, and a tampered score is flagged', async () => {
    const { page } = held;
    await withScreenshot(page, 'replay-import-paste', async () => {
      await openReplay(page, 'en');
      await page.getByLabel('Or paste the JSON').fill(tamperedText());
      await page.getByRole('button', { name: 'Open', exact: true }).click();
      await waitForDeal(page);
      await expect.poll(() => page.locator('.score .verdict-line').textContent()).toContain('Mismatch');
    });
  });

  test('a file dropped anywhere on the page opens', async () => {
    const { page } = held;
    await openReplay(page, 'en');
    await dropFile(page, 'dropped.json', sampleText('gold-grab'));
    await waitForDeal(page);
    await expect.poll(() => page.locator('.log li').count()).toBe(0);
    await page.locator('h1').click();
    await page.keyboard.press('End');
    await expect.poll(() => page.locator('.log li').count()).toBe(sampleDoc('gold-grab').events.length);
  });

  test('a sample opens from its button', async () => {
    const { page } = held;
    await openReplay(page, 'en');
    await page.getByRole('button', { name: /^Gold dragon(?! \(144)/ }).click();
    await waitForDeal(page);
    await expect.poll(() => page.locator('.bar .title').textContent()).toContain('Gold dragon');
    expect(new URL(page.url()).hash).toBe('#sample=gold-dragon&s=0');
  });

  test('a sample of another rule set opens in its own words: the 144-tile gold dragon scores ×8', async () => {
    const { page } = held;
    await withScreenshot(page, 'replay-sample-144', async () => {
      await openReplay(page, 'en');
      await page.getByRole('button', { name: /Gold dragon \(144 tiles\)/ }).click();
      await waitForDeal(page);
      expect(new URL(page.url()).hash).toBe('#sample=fuzhou-144-gold-dragon&s=0');
      await page.keyboard.press('End');
      const score = page.locator('.score');
      await expect(score.locator('[data-verdict]').getAttribute('data-verdict')).resolves.toBe('consistent');
      const row = score.locator('tr', { hasText: 'Multiplier: gold dragon' });
      await expect.poll(() => row.locator('td').nth(1).textContent()).toBe('×8');
      // The centre shows the gold's indicator under this rule set's word for it, and the reserve.
      await expect.poll(() => page.locator('.center .gold .label').textContent()).toBe('Gold');
      await expect.poll(() => page.locator('.center [data-fact="reserve"] .count').textContent()).toBe('18');
    });
  });

  test('a share link opens the same deal at the same step and seat, with the deal only in the fragment', async () => {
    const { page } = held;
    await withScreenshot(page, 'replay-share-link', async () => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await recordCopies(page);
      // A deal from a file (a sample's link is its page: sample-pages.test.ts), moved by the address.
      await openReplay(page, 'en');
      await uploadDeal(page, sampleText('final-sweep'));
      await waitForDeal(page);
      await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/&d=/);
      await page.evaluate(() => {
        location.hash = location.hash.replace(/^#s=\d+/, '#s=40&v=3');
      });
      await expect.poll(() => stepLine(page).textContent()).toBe('Step 40 of 89');
      await page.getByRole('button', { name: 'Copy share link' }).click();
      await page.getByText('Share link copied').waitFor();
      const link = await copiedText(page);
      expect(link).toMatch(/\/en\/replay\/#s=40&v=3&d=[A-Za-z0-9_-]{200,}$/);

      const other = await page.context().newPage();
      const requested: string[] = [];
      other.on('request', (r) => requested.push(r.url()));
      await other.goto(link);
      await other.waitForSelector('html[data-replay-ready]');
      await waitForDeal(other);
      await expect.poll(() => stepLine(other).textContent()).toBe('Step 40 of 89');
      expect(await position(other)).toBe(40);
      await expect.poll(() => bottomName(other).textContent()).toBe('Jun');
      await expect.poll(() => other.locator('.bar .players').textContent()).toBe('Mei · Lin · Hua · Jun');
      expect(requested.some((u) => u.includes('d='))).toBe(false);
      await other.close();
    });
  });

  test('a link that unpacks past the limit is called too large, and a damaged one damaged', async () => {
    const { page } = held;
    // 21 MB of spaces deflate to a few kilobytes: a bomb in a short link.
    const bomb = deflateRawSync(Buffer.alloc(21 * 1024 * 1024, 32)).toString('base64url');
    await openReplay(page, 'en', `#d=${bomb}`);
    await expect(page.getByRole('alert').first().textContent()).resolves.toContain('more than 20 MB');
    await openReplay(page, 'en', '#d=not*base64');
    await expect(page.getByRole('alert').first().textContent()).resolves.toContain('damaged');
  });
});
