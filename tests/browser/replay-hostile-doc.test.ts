// Documents built to mislead the viewer (issue 21): the rule set is the document's own field,
// not the first "ruleset" in the text or one written with escapes; a JSON string holding a log
// is not a log; and a mismatch of thousands of items lists ten and counts the rest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { pageForBlock } from './helpers.ts';
import { openReplay, uploadDeal, waitForDeal } from './replay-helpers.ts';
import { sampleDoc } from '../unit/replay/fixtures.ts';

const held = pageForBlock({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
const guangdong = readFileSync(join(import.meta.dirname, '../../content/deals/guangdong-root.json'), 'utf8');

test.each([
  ['a "ruleset" in meta before the real one', (doc: Record<string, unknown>) => JSON.stringify({ meta: { ruleset: 'fuzhou' }, ...doc })],
  ['the name written with an escape', (doc: Record<string, unknown>) => JSON.stringify(doc).replace('"ruleset":"guangdong"', '"ruleset":"guan\\u0067dong"')],
])('a guangdong deal opens with %s', async (_, write) => {
  const { page } = held;
  const { meta: _meta, ...doc } = JSON.parse(guangdong);
  const text = write(doc);
  expect(text).toMatch(/"ruleset":"(guangdong|guan\\u0067dong)"/);
  await openReplay(page, 'en');
  await uploadDeal(page, text);
  await waitForDeal(page);
  // The score panel loads after the table: its verdict is waited for, not read at once.
  await expect.poll(() => page.locator('section.score .verdict-line').textContent()).toContain('Consistent');
});

test('a JSON string holding a log is "not a deal log"', async () => {
  const { page } = held;
  await openReplay(page, 'en');
  await uploadDeal(page, JSON.stringify(JSON.stringify(sampleDoc('gold-grab'))));
  await expect.poll(() => page.locator('.error[role=alert]').textContent()).toContain('not a deal log: a deal log is a JSON object');
});

test('5,000 extra items: ten differences listed, the rest counted', async () => {
  const { page } = held;
  const doc = sampleDoc('gold-grab');
  doc.result.breakdown.items = doc.result.breakdown.items.concat(new Array(5_000).fill({ id: '', points: 0 }));
  await openReplay(page, 'en');
  await uploadDeal(page, JSON.stringify(doc));
  await waitForDeal(page);
  const items = page.locator('section.score .differences li');
  // 5,000 differences: ten listed and one line for the other 4,990, once the score panel has loaded.
  await expect.poll(() => items.count()).toBe(11);
  expect(await items.last().textContent()).toBe('And 4,990 more differences.');
});
