// For every registered rule set, in Chromium: a simulated deal opens in the viewer and steps to
// its end (the End key, then every step back and forth with the arrow keys) with no console
// error, showing the rule set's verdict and its words, never a raw message key; its rules index
// and sections exist in both languages and link to each other.
import { describe, expect, test } from 'vitest';
import { allRulesets, type Ruleset } from '../../src/engine/index.ts';
import { simulateRun } from '../../src/engine/bots/run.ts';
import { builtPages, pageForBlock, withScreenshot } from './helpers.ts';
import { openReplay, position, uploadDeal, waitForDeal } from './replay-helpers.ts';

const pages = await builtPages();

/** A simulated deal with a winner and some claims, so the table has something to show. */
function dealOf(rules: Ruleset): string {
  const deals = [...simulateRun(rules, 4242, 40)];
  const chosen = deals.find((d) => d.log.result.winner !== null && d.log.events.length > 60) ?? deals[0];
  return JSON.stringify(chosen.log);
}

describe.each(allRulesets().map((r) => [r.name, r] as const))('rule set %s in the browser', (name, rules) => {
  const held = pageForBlock();

  test.each(['en', 'zh'] as const)('a simulated deal opens and steps to its end without an error (%s)', async (lang) => {
    const { page, errors } = held;
    await withScreenshot(page, `every-ruleset-${name}-${lang}`, async () => {
      const text = dealOf(rules);
      const events = (JSON.parse(text) as { events: unknown[] }).events.length;
      await openReplay(page, lang);
      await uploadDeal(page, text, `${name}.json`);
      await waitForDeal(page);
      await page.keyboard.press('End');
      await expect.poll(() => position(page)).toBe(events);
      await expect(page.locator('.score [data-verdict]').getAttribute('data-verdict')).resolves.toBe('consistent');
      // Every step back to the start and forward again, by the arrow keys, inside the page (one
      // round trip, not one a key): at each step the table says nothing in raw message keys.
      // A message key that found no words would show itself (`fuzhou-144.win.…`, `engine.…`).
      const rawKey = `\\b(${rules.words}|engine|replay|deal)\\.[a-z-]+\\.`;
      const walk = await page.evaluate(
        async ({ events, rawKey }) => {
          const slider = document.querySelector<HTMLInputElement>('.controls input[type=range]')!;
          const main = document.querySelector('main')!;
          const raw = new RegExp(rawKey);
          const keys: string[] = [];
          const visited: number[] = [];
          for (const key of ['ArrowLeft', 'ArrowRight']) {
            for (let i = 0; i < events; i++) {
              window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
              // Svelte applies a change in a microtask; reading innerText then lays out what it wrote.
              for (let k = 0; k < 3; k++) await new Promise<void>((r) => queueMicrotask(r));
              visited.push(Number(slider.value));
              const found = raw.exec(main.innerText);
              if (found) keys.push(`${found[0]} at step ${slider.value}`);
            }
          }
          return { keys, visited };
        },
        { events, rawKey },
      );
      expect(walk.keys).toEqual([]);
      expect(walk.visited).toEqual([...Array.from({ length: events }, (_, i) => events - 1 - i), ...Array.from({ length: events }, (_, i) => i + 1)]);
      await expect.poll(() => position(page)).toBe(events);
      await expect.poll(() => page.locator('main').innerText()).not.toMatch(new RegExp(rawKey));
      expect(errors).toEqual([]);
    });
  });

  test('has its rules index and sections in both languages, reached from the rules hub', async () => {
    const { page } = held;
    for (const lang of ['zh', 'en']) {
      const sections = pages.filter((p) => p.startsWith(`/${lang}/rules/${name}/`) && p !== `/${lang}/rules/${name}/`);
      expect(sections.length, `${lang} sections`).toBeGreaterThan(3);
      expect(pages).toContain(`/${lang}/rules/${name}/`);
      await page.goto(`/${lang}/rules/`);
      await page.locator(`#ruleset-${name} a`).first().click();
      await page.waitForURL(`**/${lang}/rules/${name}/`);
      await expect.poll(() => page.locator('.section-list a').count()).toBe(sections.length);
    }
  });
});
