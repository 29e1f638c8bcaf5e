// A whole game in the viewer (issue 26): the time to open a 16-deal game from a file until its deal
// list and first deal are on screen (goal under 300 ms), then, inside deal 9 of the 16, seeks to a
// step and moves to the previous and next deal (goal: p95 at most 16 ms). Timed inside the page.
// Run by bench/replay-ui.ts; alone on the built dist/:
// `tsx --import ./scripts/import-glob-register.mjs bench/replay-game.ts`.
import { pathToFileURL } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { serveStatic } from '../tests/browser/static-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/browser/chromium.ts';
import { DIST } from './site-budgets.ts';
import { simulateGame } from '../src/engine/bots/game.ts';
import { ruleset } from '../src/engine/index.ts';
import { report } from './measure.ts';

const DEALS = 16;
const OPENS = 6;

function p95(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * 0.95))];
}
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Opens each game text in turn from the file input, timed from the file chosen to the game on screen. */
function timeOpens(page: Page, texts: string[]): Promise<number[]> {
  return page.evaluate(
    async ({ texts, deals }) => {
      const times: number[] = [];
      for (let i = 0; i < texts.length; i++) {
        if (i > 0) document.querySelector<HTMLButtonElement>('.bar button')?.click();
        await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        const file = document.querySelector<HTMLInputElement>('input[type=file]');
        if (!file) throw new Error('no file input');
        const data = new DataTransfer();
        data.items.add(new File([texts[i]], `game-${i}.json`, { type: 'application/json' }));
        file.files = data.files;
        const start = performance.now();
        file.dispatchEvent(new Event('change', { bubbles: true }));
        await new Promise<void>((resolve, reject) => {
          const check = () => {
            const shown = document.querySelectorAll('.game .deal').length === deals && document.querySelector('.table');
            if (shown && document.querySelector('.bar .name-text')?.textContent === `Bench table ${i}`) {
              document.body.getBoundingClientRect();
              resolve();
            } else if (performance.now() - start > 10_000) reject(new Error('the game did not open'));
            else setTimeout(check, 0);
          };
          check();
        });
        times.push(performance.now() - start);
      }
      return times;
    },
    { texts, deals: DEALS },
  );
}

/** The viewer with no deal, in a context of its own: nothing fetched or compiled before is at hand. */
async function openViewer(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  await context.addInitScript({ content: 'window.__name = (f) => f;' });
  const page = await context.newPage();
  await page.goto('/en/replay/');
  await page.waitForSelector('html[data-replay-ready]');
  return { context, page };
}

export async function benchGame(browser: Browser, baseURL: string): Promise<void> {
  const game = simulateGame(ruleset('mcr'), 5, DEALS);
  if (game.deals.length !== DEALS) throw new Error(`the simulated game has ${game.deals.length} deals`);
  const { context, page } = await openViewer(browser, baseURL);
  // Each open is another game (its table named apart), so none is the one already on the table.
  const texts = Array.from({ length: OPENS }, (_, i) => {
    const table = `Bench table ${i}`;
    const deals = game.deals.map((d) => ({ ...d, meta: { ...d.meta, table } }));
    return JSON.stringify({ ...game, meta: { ...game.meta, table }, deals });
  });
  const opens = await timeOpens(page, texts);
  // The first open also fetches the game's reader; the later ones are a game opened in use.
  report(`open a ${DEALS}-deal game from a file (first)`, opens[0], 'ms', 300, 'at most');
  // A reader first moves the pointer onto the file button and spends a moment in the file dialog:
  // the viewer fetches its code then (expectOpen), so the first open does not wait on it.
  const { context: own, page: fresh } = await openViewer(browser, baseURL);
  await fresh.hover('.importer .file');
  await fresh.waitForTimeout(1000);
  const [afterIntent] = await timeOpens(fresh, texts.slice(0, 1));
  await own.close();
  report(`open a ${DEALS}-deal game from a file (first, pointed at before)`, afterIntent, 'ms', 300, 'at most');
  const later = median(opens.slice(1));
  report(`open a ${DEALS}-deal game from a file (median of the next ${OPENS - 1})`, later, 'ms', 300, 'at most');

  // Deal 9 of 16: seeks to random steps, then previous and next deal in turn.
  await page.locator('h1').click();
  for (let n = 1; n < 9; n++) await page.keyboard.press(']');
  await page.waitForFunction(() => document.querySelector('.game .where')?.textContent === 'Deal 9 of 16');
  const { seeks, switches } = await page.evaluate(async () => {
    const flush = async () => {
      for (let i = 0; i < 3; i++) await new Promise<void>((r) => queueMicrotask(r));
    };
    const laidOut = () => {
      document.querySelector('.table')?.getBoundingClientRect();
      void document.body.offsetHeight;
    };
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
    const slider = () => document.querySelector<HTMLInputElement>('.controls input[type=range]')!;
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const seeks: number[] = [];
    for (let i = 0; i < 140; i++) {
      const s = slider();
      const t0 = performance.now();
      s.value = String(Math.floor(random() * (Number(s.max) + 1)));
      s.dispatchEvent(new Event('input', { bubbles: true }));
      await flush();
      laidOut();
      seeks.push(performance.now() - t0);
      await frame();
    }
    const where = () => document.querySelector('.game .where')?.textContent;
    const switches: number[] = [];
    for (let i = 0; i < 40; i++) {
      const before = where();
      const t0 = performance.now();
      window.dispatchEvent(new KeyboardEvent('keydown', { key: i % 2 === 0 ? ']' : '[', bubbles: true }));
      await flush();
      while (where() === before) await new Promise((r) => setTimeout(r, 0));
      laidOut();
      switches.push(performance.now() - t0);
      await frame();
    }
    return { seeks: seeks.slice(20), switches };
  });
  report(`seek inside deal 9 of a ${DEALS}-deal game, p95`, p95(seeks), 'ms', 16, 'at most');
  report('next or previous deal of the game (deal 9 ↔ 10), p95', p95(switches), 'ms', 16, 'at most');
  report('  the same, median', median(switches), 'ms');
  await context.close();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await serveStatic(DIST);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    await benchGame(browser, server.url);
  } finally {
    await browser.close();
    await server.close();
  }
}
