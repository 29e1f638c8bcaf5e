// The Play page in Chromium: whole deals played by keyboard alone and by taps for every
// registered rule set (a driver choosing legal moves: the first tile, or pass), each finished log
// verifying consistent; the coach's warning and hint against the engine's figures for the same
// deal; undo; resume after a reload; Review opening the deal in the viewer; both languages.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { getRuleset, ruleset, rulesetNames, verifyText } from '../../src/engine/index.ts';
import { tileName } from '../../src/components/tiles/label.ts';
import { choose, humanChoice, playLog, rankedDiscards, resumePlay, startPlay, type PlayRecord } from '../../src/engine/play/index.ts';
import { pageForBlock, withScreenshot } from './helpers.ts';

async function openPlay(page: Page, lang: 'en' | 'zh', hash: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`/${lang}/play/${hash}`);
  await page.waitForSelector('html[data-play-ready]');
}

const kept = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('fzmj-play') ?? 'null')) as Promise<{ record: PlayRecord } | null>;
const events = async (page: Page) => (await kept(page))?.record.events.length ?? -1;

/**
 * Plays on until the deal is over: the first tile offered, else pass, else the first claim; by
 * keyboard alone, by taps, or both in turn (`both`: keys on even moves, taps on odd ones).
 */
async function playOut(page: Page, input: 'keys' | 'taps' | 'both'): Promise<void> {
  for (let guard = 0; guard < 400; guard++) {
    const by = input === 'both' ? (guard % 2 ? 'taps' : 'keys') : input;
    const at = await page
      .waitForFunction(() => document.querySelector('.play-end, .play-hand button, .play-actions button') !== null)
      .then(async () => {
        if (await page.locator('.play-end').count()) return 'end';
        if (await page.locator('.play-actions .pass').count()) return 'pass';
        if (await page.locator('.play-hand button').count()) return 'tile';
        return 'claim';
      });
    if (at === 'end') return;
    const before = await events(page);
    if (by === 'taps') {
      if (at === 'pass') await page.locator('.play-actions .pass').click();
      else if (at === 'tile') {
        const tile = page.locator('.play-hand button').first();
        await tile.click();
        await tile.click();
      } else await page.locator('.play-actions button').first().click();
    } else if (at === 'pass') await page.keyboard.press('p');
    else if (at === 'tile') {
      // Tab to the hand (one tab stop), then Enter to choose and Enter to discard.
      for (let i = 0; i < 40 && !(await page.evaluate(() => document.activeElement?.closest('.play-hand') !== null)); i++) await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
    } else {
      await page.locator('.play-actions button').first().focus();
      await page.keyboard.press('Enter');
    }
    await expect.poll(() => events(page)).not.toBe(before);
  }
  throw new Error('the deal did not end');
}

/** The kept record replayed by the engine, written as a log and verified (as `fzmj verify` does). */
async function verifyKept(page: Page): Promise<string> {
  const record = (await kept(page))!.record;
  const found = getRuleset(record.ruleset, record.options);
  if (!found.ok) throw new Error(record.ruleset);
  const table = resumePlay(found.ruleset, record)!;
  return verifyText(JSON.stringify(playLog(table, ['You', 'Mei', 'Lin', 'Hua']))).status;
}

describe('the Play page', () => {
  const held = pageForBlock({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });

  test('the setup form: a rule set, its options folded, a deal number; Deal starts that deal', async () => {
    const { page } = held;
    await withScreenshot(page, 'play-setup', async () => {
      // No deal kept from before, so the form shows rather than a resumed deal.
      await openPlay(page, 'en', '');
      await page.evaluate(() => localStorage.removeItem('fzmj-play'));
      await openPlay(page, 'en', '');
      await page.locator('select[name=ruleset]').selectOption('mcr');
      const mcr = ruleset('mcr');
      // The table's options are folded under one summary that counts them.
      const summary = page.locator('.table-options summary');
      await expect.poll(() => summary.textContent()).toBe(`Table options (${mcr.optionSpecs.length})`);
      await expect.poll(() => page.locator('select[name^=option-]').first().isVisible()).toBe(false);
      await summary.click();
      await expect.poll(() => page.locator('select[name^=option-]').count()).toBe(mcr.optionSpecs.length);
      // Nothing on the form is wider than the phone's window, unfolded included.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
      await page.locator('input[name=seed]').fill('42');
      await page.getByRole('button', { name: 'Deal', exact: true }).click();
      await page.locator('.play-hand button, .play-actions button').first().waitFor();
      const record = (await kept(page))!.record;
      expect([record.ruleset, record.seed]).toEqual(['mcr', 42]);
    });
  });

  // Every rule set, keys and taps in turn within the deal; two in English, two in Chinese.
  test.each(rulesetNames().map((name, i) => [name, i % 2 ? 'zh' : 'en'] as const))('%s (%s): a whole deal by keys and taps, its log consistent', async (name, lang) => {
    const { page } = held;
    await withScreenshot(page, `play-${name}`, async () => {
      await openPlay(page, lang, `#r=${name}&seed=${11 + name.length}&seat=${name.length % 4}&level=${lang === 'en' ? 'quick' : 'strong'}`);
      await playOut(page, 'both');
      await expect.poll(() => page.locator('.play-end .review').textContent()).toBe(lang === 'en' ? 'Review' : '复盘');
      expect(await verifyKept(page)).toBe('consistent');
      // Nothing sideways at 360 px, the score at the end included.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      if (name !== rulesetNames()[0]) return;
      // Review: the finished deal in the viewer, from the player's seat, consistent.
      await page.locator('.play-end .review').click();
      await page.waitForURL(/\/replay\/#v=\d&d=/);
      await page.waitForSelector('html[data-replay-ready]');
      await expect.poll(() => page.locator('section.score .verdict-line').textContent()).toContain('Consistent');
    });
  });

  test('the coach warns on a worse discard and hints the best, as the engine ranks them', async () => {
    const { page } = held;
    await withScreenshot(page, 'play-coach', () => coachAndUndo(page));
  });
});

async function coachAndUndo(page: Page): Promise<void> {
  {
    const seed = 5;
    const table = startPlay(ruleset('fuzhou'), { seat: 0, level: 'quick', seed });
    // The engine's ranking of seat 0's first discard: the best, and the first one worse than it.
    const ranked = rankedDiscards(table.ruleset, table.machine, table.states.at(-1)!, 0)!;
    const best = ranked[0];
    const worse = ranked.find((d) => d.short > best.short || d.unseen < best.unseen)!;
    expect(humanChoice(table)!.events.some((e) => e.type === 'discard')).toBe(true);
    await openPlay(page, 'en', `#r=fuzhou&seed=${seed}&seat=0&level=quick`);
    await page.locator('.coach table').waitFor();
    await expect.poll(() => page.locator('.coach tbody tr').first().getAttribute('data-tile')).toBe(String(best.tile));
    await expect.poll(() => page.locator('.coach tbody tr').first().locator('td').nth(2).textContent()).toBe(String(best.unseen));
    // Choose the worse tile: the warning names both, with their figures.
    const count = await page.locator('.play-hand button').count();
    await page
      .locator(`.play-hand button[aria-label="Discard ${tileLabel(worse.tile)}"]`)
      .first()
      .click();
    const warning = page.locator('.coach .warning');
    await expect.poll(() => warning.textContent()).toContain(`with ${worse.unseen} useful tiles`);
    await expect.poll(() => warning.textContent()).toContain(`keeps you ${best.short === 1 ? 'one tile from winning' : `${best.short} from winning`}, with ${best.unseen}`);
    // The hint key chooses the best tile instead.
    await page.keyboard.press('h');
    await expect.poll(() => page.locator('.coach .advice').textContent()).toContain(`${best.unseen} useful tiles unseen`);
    await expect.poll(() => page.locator('.play-hand button.chosen').first().getAttribute('aria-label')).toContain(tileLabel(best.tile));
    // Discard it, then undo: back to the same count of events, and the undo counted.
    const before = await events(page);
    await page.locator('.play-hand button.chosen').first().click();
    await expect.poll(() => events(page)).toBeGreaterThan(before);
    const after = await events(page);
    await page.keyboard.press('u');
    await expect.poll(() => events(page)).toBe(before);
    await expect.poll(() => page.locator('.play-undone').textContent()).toContain('1');
    // The engine agrees: the same choice from the same seed gives the same events.
    const played = choose(table, humanChoice(table)!.events.find((e) => e.type === 'discard' && e.tile === best.tile)!);
    expect(played.events.length).toBe(after);
    // Leave and come back: the deal resumes where it was.
    await page.reload();
    await page.waitForSelector('html[data-play-ready]');
    await expect.poll(() => page.locator('.play-note').textContent()).toContain('back where you left it');
    expect(await events(page)).toBe(before);
    expect(await page.locator('.play-hand button').count()).toBe(count);
  }
}

/** A tile's name as the page's labels say it (English). */
const tileLabel = (tile: number): string => tileName('en', tile);
