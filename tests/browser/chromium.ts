// How this machine runs Chromium: Debian's builds (Playwright's own download cannot work here).
import { existsSync } from 'node:fs';

/** The full browser, for the benchmarks: what a reader's Chromium does with the site's pages. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The browser tests': Debian's headless shell (`chromium-headless-shell`, the same Blink as the
 * full browser without its window and UI, as Playwright's own headless runs use), the full browser
 * where it is not installed. `pages-en.test.ts` took 76 s with it against 88 s, 120 CPU-seconds
 * against 141, and every browser file passed in both.
 */
const SHELL = '/usr/bin/chromium-headless-shell';
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(SHELL) ? SHELL : CHROMIUM_PATH);
// Headless Chromium readies two renderers beside each new page: the omnibox popup's WebUI, which
// no test can see, and a spare for the next navigation. Each new context paid three renderer
// start-ups (about 0.9 CPU-seconds); with these off it pays one.
const UNSEEN = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup', 'PreloadTopChromeWebUI', 'SpareRendererForSitePerProcess'];
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--disable-features=${UNSEEN.join(',')}`];
