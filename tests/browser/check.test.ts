// The score checker in Chromium: the scoring pages' worked examples entered by typing give their
// totals; a hand entered by taps and by keyboard alone; a share link reopens it; an option
// switched changes the score; impossible hands are named; "what was I paid" catches a wrong
// total; every rule set shows its own form; the replay viewer's winning hand opens here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { allRulesets, tiles } from '../../src/engine/index.ts';
import { newPage, pageForBlock, withScreenshot } from './helpers.ts';
import { openReplay, waitForDeal } from './replay-helpers.ts';
import { situationFragment } from '../../src/components/check/url.ts';

const content = join(import.meta.dirname, '../../content/rules');
/** The worked examples of each rule set's scoring section (English), as the prose states them. */
const examples = readdirSync(content).flatMap((ruleset) => {
  const text = readFileSync(join(content, ruleset, 'en', 'scoring.md'), 'utf8');
  return [...text.matchAll(/^```fzmj-score\s*\n([\s\S]*?)^```/gm)].map((m, i) => ({ name: `${ruleset} #${i + 1}`, json: JSON.parse(m[1]) as Record<string, unknown> & { expect: { total: number } } }));
});

async function openCheck(page: Page, lang: 'en' | 'zh' = 'en', hash = ''): Promise<void> {
  await page.goto(`/${lang}/check/${hash}`);
  await page.waitForSelector('html[data-check-ready]');
}

const headline = (page: Page) => page.locator('.verdict .headline');

describe('the score checker', () => {
  const held = pageForBlock();

  // Typed field by field: each rule set's first example and its first with melds; the others
  // (scored at build time on the rules pages already) are opened from their address.
  const typed = new Set(
    [...new Set(examples.map((e) => e.json.ruleset))].flatMap((r) => {
      const own = examples.filter((e) => e.json.ruleset === r);
      return [own[0].name, own.find((e) => Array.isArray(e.json.melds) && e.json.melds.length > 0)?.name ?? own[0].name];
    }),
  );

  test.each(examples.filter((e) => !typed.has(e.name)).map((e) => [e.name, e] as const))('the worked example %s, opened from its address, gives its total', async (name, { json }) => {
    const { page } = held;
    await withScreenshot(page, `check-example-${name}`, async () => {
      const { expect: stated, ...situation } = json;
      // A full load: from the checker's own page a new address would only change its fragment,
      // and the total read could still be the previous example's.
      await page.goto('about:blank');
      await openCheck(page, 'en', situationFragment({ melds: [], ...situation }, {}));
      await expect(headline(page).getAttribute('data-total')).resolves.toBe(String(stated.total));
    });
  });

  test.each(examples.filter((e) => typed.has(e.name)).map((e) => [e.name, e] as const))('typing the worked example %s gives its total', async (name, { json }) => {
    const { page } = held;
    await withScreenshot(page, `check-example-${name}`, async () => {
      await openCheck(page);
      await page.locator('select[name=ruleset]').selectOption(String(json.ruleset));
      await page.locator('input[name=concealed]').fill(String(json.concealed));
      const melds = (json.melds ?? []) as { type: string; tiles: string }[];
      for (const [i, meld] of melds.entries()) {
        // Each kind has its own button; the meld's kind is then the one chosen.
        await page.locator(`button[data-add-meld="${meld.type}"]`).click();
        await expect.poll(() => page.getByLabel(`Kind of meld ${i + 1}`).inputValue()).toBe(meld.type);
        await page.getByLabel(`Tiles of meld ${i + 1}`).fill(meld.tiles);
      }
      // The winning tile: tap its first copy in the sorted hand.
      const winning = tiles(String(json.winningTile))[0];
      // The hand is drawn as typed.
      await page
        .locator('.sorted .tile')
        .nth(tiles(String(json.concealed)).indexOf(winning))
        .click();
      // The rule set's own form: each field as its kind is entered.
      const rules = allRulesets().find((r) => r.name === json.ruleset)!;
      for (const field of rules.situationForm) {
        const value = json[field.id];
        if (value === undefined) continue;
        if (field.kind === 'tile') await page.locator(`select[name=${field.id}]`).selectOption(String(value));
        else if (field.kind === 'choice') await page.locator(`input[name=${field.id}][value="${value}"]`).check();
        else if (field.kind === 'tiles' || field.kind === 'count') await page.locator(`input[name=${field.id}]`).fill(String(value));
        else if (value === true) await page.locator(`input[name=${field.id}]`).check();
      }
      await expect(headline(page).getAttribute('data-total')).resolves.toBe(String(json.expect.total));
    });
  });

  test('a hand entered by taps: the manual’s Pinghu self-draw, 10 + 4 × 2 = 18', async () => {
    const { page } = held;
    await withScreenshot(page, 'check-taps', async () => {
      await openCheck(page);
      await page.locator('select[name=gold]').selectOption('5p');
      await page.locator('input[name=streak]').fill('3');
      for (const tile of tiles('123m456m789m12s456s5p9p9p')) await page.locator(`.palette button[data-tile="${tile}"]`).click();
      // The hand sorts as it grows; the tile tapped last (9p) is the winning tile.
      await expect.poll(() => page.locator('input[name=concealed]').inputValue()).toBe('123456789m599p12456s');
      await expect(headline(page).getAttribute('data-total')).resolves.toBe('18');
      await expect.poll(() => headline(page).textContent()).toContain('Pinghu');
      await expect.poll(() => page.locator('.verdict .pays').textContent()).toBe('Each of the other three pays 18; the winner gains 54.');
      // Every scored line links to the rule it comes from.
      await expect.poll(() => page.locator('.items a', { hasText: 'Base: Pinghu' }).getAttribute('href')).toMatch(/^\/en\/rules\/fuzhou\/special-wins\/#pinghu/);
    });
  });

  test('keyboard only: arrows move on the palette, Enter adds, Backspace takes back', async () => {
    const { page } = held;
    await openCheck(page);
    await page.locator('.palette button').first().focus();
    await page.keyboard.press('Enter'); // 1m
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter'); // 2m
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter'); // 2p, a row below
    await expect.poll(() => page.locator('input[name=concealed]').inputValue()).toBe('12m2p');
    await page.keyboard.press('Backspace');
    await expect.poll(() => page.locator('input[name=concealed]').inputValue()).toBe('12m');
  });

  test('the address holds the hand: a reload and a copied link reopen it', async () => {
    const { page } = held;
    await openCheck(page);
    await page.locator('input[name=concealed]').fill('123m456m789m12s456s99p5p');
    await page.locator('select[name=gold]').selectOption('5p');
    await page.locator('input[name=streak]').fill('3');
    await page.locator('.sorted .tile').nth(15).click();
    await expect(headline(page).getAttribute('data-total')).resolves.toBe('18');
    const url = page.url();
    expect(new URL(url).hash).toContain('h=123m456m789m12s456s99p5p');
    await page.reload();
    await page.waitForSelector('html[data-check-ready]');
    await expect(headline(page).getAttribute('data-total')).resolves.toBe('18');
    const other = await newPage({ serviceWorkers: 'block' });
    await other.goto(url);
    await other.waitForSelector('html[data-check-ready]');
    await expect.poll(() => other.locator('.verdict .headline').getAttribute('data-total')).toBe('18');
    await other.context().close();
  });

  test('switching an option changes the score: an idle gold on a discard', async () => {
    const { page } = held;
    await openCheck(page, 'en', '#r=fuzhou&h=123m456m789m123s456s5p9p&w=9p&f.gold=5p&f.winBy=discard');
    await expect.poll(() => page.locator('.verdict .headline').getAttribute('data-reason')).toBe('idle-gold');
    await page.locator('.options summary').click();
    await page.locator('select[name=option-idleGold]').selectOption('false');
    // No flowers, no kongs: Pinghu, 10 + 1 gold × 2 = 12.
    await expect(headline(page).getAttribute('data-total')).resolves.toBe('12');
    expect(new URL(page.url()).hash).toContain('o.idleGold=false');
  });

  test('an mcr option from the option table: 明暗杠 turns a 7-point hand, its fans listed, into a win of 9, in both languages', async () => {
    const { page } = held;
    // 1111m concealed kong, 9999p exposed kong, 234s 567s 88s won on a discarded 8s: Concealed Kong 2
    // + Short Straight 1 + Pung of Terminals ×2 2 + Melded Kong 1 + No Honors 1 = 7, under 8.
    const hash = '#r=mcr&h=234s567s88s&m=concealed-kong:1111m;kong:9999p&w=8s&f.winBy=discard';
    for (const [lang, has] of [
      ['en', 'What it scores: Concealed Kong 2 + Short Straight 1 + Pung of Terminals or Honors ×2 2 + Melded Kong 1 + No Honors 1 = 7'],
      ['zh', '这手牌有：暗杠 2 + 连六 1 + 幺九刻 ×2 2 + 明杠 1 + 无字 1 = 7'],
    ] as const) {
      await page.goto('about:blank');
      await openCheck(page, lang, hash);
      await expect.poll(() => page.locator('.verdict .headline').getAttribute('data-reason')).toBe('below-minimum');
      await expect.poll(() => page.locator('.verdict .has').textContent()).toBe(has);
      await page.locator('.options summary').click();
      // Every option of the table is offered, the new ones of rulings 9 and 10 among them.
      for (const id of ['exhaustedWaits', 'meldedConcealedKong', 'knittedWaitFans', 'wall', 'multipleWins']) await expect.poll(() => page.locator(`select[name=option-${id}]`).count()).toBe(1);
      await page.locator('select[name=option-meldedConcealedKong]').selectOption('true');
      // 明暗杠 5 replaces the two kongs' 3: 5 + 1 + 2 + 1 = 9.
      await expect.poll(() => headline(page).getAttribute('data-total')).toBe('9');
      await expect.poll(() => page.locator('.verdict tr[data-item="melded-concealed-kong"] th').textContent()).toBe(lang === 'en' ? 'Melded and Concealed Kong' : '明暗杠');
      expect(new URL(page.url()).hash).toContain('o.meldedConcealedKong=true');
    }
  });

  test('impossible hands name the problem, in the reader’s language', async () => {
    const { page } = held;
    await openCheck(page, 'en', '#r=fuzhou&h=11111m&f.gold=5p');
    await expect.poll(() => page.locator('.verdict .problem').textContent()).toContain('5 copies of 1m');
    await openCheck(page, 'zh', '#r=fuzhou&h=123m456m789m12s99p3s&m=chow:456p&f.gold=5p');
    await expect.poll(() => page.locator('.verdict .problem').textContent()).toContain('是金');
  });

  test('a hand one short lists its waits, how many are unseen and what each scores', async () => {
    const { page } = held;
    await openCheck(page, 'en', '#r=fuzhou&h=123m456m789m456s99p12s&f.gold=5p');
    const three = page.locator('.waits tr[data-wait="3s"]');
    await expect.poll(() => three.locator('td').first().textContent()).toBe('4');
    await expect.poll(() => three.locator('td[data-by="self-draw"] strong').textContent()).toBe('10');
    await expect.poll(() => page.locator('.waits tr[data-wait="5p"] td[data-by="discard"]').textContent()).toContain('dead');
  });

  test('a hand of the wrong size says what a winning hand holds at its own table', async () => {
    const { page } = held;
    // One pong shown: a Fuzhou winning hand is 17 tiles, so 14 concealed; an MCR one is 14, so 11.
    for (const [fields, size] of [
      ['r=fuzhou&f.gold=5p', 14],
      ['r=mcr', 11],
    ] as const) {
      await page.goto('about:blank');
      await openCheck(page, 'en', `#${fields}&h=1m2m3m4m5m&m=pong:777p`);
      await expect.poll(() => page.locator('.verdict[data-kind="count"] .note').textContent()).toBe(`Melds shown: 1. A winning hand then holds ${size} concealed tiles; 5 are entered.`);
    }
  });

  test('"what was I paid" catches a wrong total and confirms a right one', async () => {
    const { page } = held;
    await openCheck(page, 'en', '#r=fuzhou&h=123m456m789m12s456s99p5p&w=9p&f.gold=5p&f.winBy=self-draw&f.streak=3');
    await page.locator('input[name=paid]').fill('16');
    await expect.poll(() => page.locator('.paid .bad').textContent()).toContain('each paying player owes 18');
    await expect.poll(() => page.locator('.paid .bad').textContent()).toContain('2 less');
    await page.locator('input[name=paid]').fill('54');
    await expect.poll(() => page.locator('.paid .ok').textContent()).toContain('Right');
    await page.locator('input[name=paid-bonus]').fill('3');
    await expect.poll(() => page.locator('.paid .bad').textContent()).toBe('✗ Bonus: 3 entered, the rules give 4.');
  });

  test.each(allRulesets().map((r) => [r.name, r] as const))('the rule set %s shows its own form', async (name, rules) => {
    const { page } = held;
    await openCheck(page, 'zh');
    await page.locator('select[name=ruleset]').selectOption(name);
    // A rule set other than the default loads on demand: its form appears once it has.
    for (const field of rules.situationForm) await page.locator(`[name="${field.id}"]`).first().waitFor({ timeout: 30_000 });
    const shown = await page.locator('main').innerText();
    expect(shown).not.toMatch(/\b(check|engine)\.[a-z-]+\./);
    expect(shown).not.toContain(`${rules.words}.`);
  });

  test('the replay viewer’s winning hand opens here, scored the same', async () => {
    const { page } = held;
    await withScreenshot(page, 'check-from-replay', async () => {
      await openReplay(page, 'en', '#sample=gold-dragon');
      await waitForDeal(page);
      await page.keyboard.press('End');
      const total = await page.locator('.score tr', { hasText: 'Total' }).locator('td').nth(1).textContent();
      await page.getByRole('link', { name: 'Check this hand in the score checker' }).click();
      await page.waitForSelector('html[data-check-ready]');
      await expect.poll(() => headline(page).getAttribute('data-win')).toBe('gold-dragon');
      await expect.poll(() => headline(page).getAttribute('data-total')).toBe(total?.trim());
    });
  });

  test('an MCR fan shows, on tap, its number, its points and what it excludes', async () => {
    const { page } = held;
    await openCheck(page, 'en', '#r=mcr&h=123m456m789m123p5p5p&w=5p&f.winBy=discard');
    // Pure Straight 16 + Concealed Hand 2 + All Chows 2 + … (worked on the mcr rules pages).
    const row = page.locator('.items tr[data-item="pure-straight"]');
    await row.locator('summary').click();
    await expect.poll(() => row.locator('.item-note span').textContent()).toMatch(/^No\. 28, 16 points\. Not also counted: .*Short Straight/);
  });

  test("each rule set's wild is named its own way in the reading, with the tile's name", async () => {
    const { page } = held;
    await withScreenshot(page, 'check-wild-names', async () => {
      // Guangdong's Red dragon stands for the second 5s of the pair: its wild, never "gold".
      const hash = '#r=guangdong&h=123m456m789m123p5s7z&w=5s&f.winBy=self-draw';
      await openCheck(page, 'en', hash);
      await expect.poll(() => page.locator('.verdict .note').allInnerTexts()).toContain('Wild as 5 Bamboo');
      // The hand's Red dragon is named Guangdong's wild and its badge carries 鬼 (U+9B3C), not 金 (U+91D1).
      const handTile = (name: string) => page.locator(`.hand button[aria-label="${name}"]`);
      await handTile('Red dragon, wild').waitFor();
      await expect(handTile('Red dragon, wild').innerHTML()).resolves.toContain('#t-wild-9b3c');
      await openCheck(page, 'zh', hash);
      await expect.poll(async () => (await page.locator('.verdict .note').allInnerTexts()).join('|')).toMatch(/(^|\|)鬼牌当五[条索](\||$)/);
      await handTile('红中（鬼牌）').waitFor();
      await expect(handTile('红中（鬼牌）').innerHTML()).resolves.not.toContain('#t-wild-91d1');
      // Fuzhou's gold keeps its name: 5p the gold standing for 3s, its badge 金.
      await openCheck(page, 'en', '#r=fuzhou&h=123m456m789m456s99p12s5p&w=5p&f.gold=5p&f.winBy=self-draw');
      await expect.poll(() => page.locator('.verdict .note').allInnerTexts()).toContain('Gold as 3 Bamboo');
      await handTile('5 Dots, gold').waitFor();
      await expect(handTile('5 Dots, gold').innerHTML()).resolves.toContain('#t-wild-91d1');
    });
  });

  test('no console error on the way', () => {
    const { errors } = held;
    expect(errors).toEqual([]);
  });
});

describe('hostile checker addresses (issue 21)', () => {
  const held = pageForBlock();

  test('5,000 pong:777s melds: refused as more melds than a hand holds, six meld rows at most', async () => {
    const { page } = held;
    await openCheck(page, 'en', `#r=fuzhou&h=11m&m=${new Array(5_000).fill('pong:777s').join(';')}&f.gold=5p`);
    await expect.poll(() => page.locator('.verdict .problem').textContent()).toContain('a hand holds at most 5 melds');
    expect(await page.locator('fieldset.melds .meld').count()).toBeLessThanOrEqual(6);
  });

  test('two pongs of 7s: the second meld is named, with the exact count', async () => {
    const { page } = held;
    await openCheck(page, 'en', '#r=fuzhou&h=11m&m=pong:777s;pong:777s&f.gold=5p');
    // 3 + 3 sevens: the fifth is in the second pong, named as the form shows it (melds[1] in the data).
    await expect.poll(() => page.locator('.verdict .problem').textContent()).toContain('Meld 2: 5 copies of 7s');
  });

  test.each([
    ['1e309', 'too large'],
    ['Infinity', 'too large'],
    ['0x10', 'whole number'],
  ])('f.streak=%s is refused (%s)', async (streak, words) => {
    const { page } = held;
    await openCheck(page, 'en', `#r=fuzhou&h=123m456m789m12s456s99p5p&w=9p&f.gold=5p&f.winBy=self-draw&f.streak=${streak}`);
    await expect.poll(() => page.locator('.verdict .problem').textContent()).toContain(words);
  });
});
