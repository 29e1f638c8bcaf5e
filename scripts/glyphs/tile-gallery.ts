// Visual check of the tile drawings: renders every face and state at 20 px and 80 px on a light and
// a dark background in Chromium and writes PNG screenshots to /tmp/tiles-*.png (not a test; look at them).
// Run: npx tsx --import ./scripts/import-glob-register.mjs scripts/glyphs/tile-gallery.ts
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { ALL_TILES } from '../../src/engine/tiles/index.ts';
import { tileSvg } from '../../src/components/tiles/tile.ts';

const states = [{}, { gold: true }, { dimmed: true }, { sideways: true }, { highlighted: true }, { back: true }, { gold: true, sideways: true }, { gold: true, dimmed: true }];

function section(size: string): string {
  const all = ALL_TILES.map((t) => tileSvg(t, { size, lang: 'en' })).join('');
  const st = states.map((s) => tileSvg(13, { size, lang: 'en', ...s })).join('') + states.map((s) => tileSvg(2, { size, ...s })).join('');
  return `<div class="row">${all}</div><div class="row">${st}</div>`;
}

const html = (bg: string, fg: string) => `<!doctype html><meta charset="utf-8"><style>
body{background:${bg};color:${fg};margin:12px;font:14px sans-serif}.row{display:flex;flex-wrap:wrap;gap:4px;align-items:flex-end;margin:8px 0}
</style>${section('20px')}${section('80px')}`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, deviceScaleFactor: Number(process.env.DPR ?? 1) });
for (const [name, bg, fg] of [
  ['light', '#ffffff', '#111'],
  ['dark', '#15171c', '#eee'],
]) {
  writeFileSync(`/tmp/tiles-${name}.html`, html(bg, fg));
  await page.goto(`file:///tmp/tiles-${name}.html`);
  await page.screenshot({ path: `/tmp/tiles-${name}.png`, fullPage: true });
}
await browser.close();
console.log('wrote /tmp/tiles-light.png /tmp/tiles-dark.png');
