// Tests that run properties or start processes must not fail on the clock of a machine busy with
// other work: the unit project has a generous floor, and every such test states its own timeout.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import config from '../../../vitest.config.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
// What makes a test slow: a property (fast-check), a sample of thousands, or a process.
const SLOW = /\bfc\.(assert|sample)\(|\bfzmj\(|\bspawnSync\(|\bspawn\(|\bexecFileSync\(|\bexecFile\(/;
const TIMED = /\btimeout\b|\bTIMEOUT\b|_TIMEOUT\b|\b\d{2,3}_000\b/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.test.ts') ? [join(dir, e.name)] : []));
}

// Each test's text: from one `it(` or `it.each(` at the start of a line to the next (or the end).
function tests(text: string): string[] {
  const starts = [...text.matchAll(/^\s*it(\.each\(.*?\))?\(/gm)].map((m) => m.index);
  return starts.map((at, i) => text.slice(at, starts[i + 1] ?? text.length));
}

describe('timeouts', () => {
  it('the unit project waits at least a minute for any test or hook', () => {
    const unit = config.test?.projects?.find((p) => typeof p === 'object' && 'test' in p && p.test?.name === 'unit');
    expect(unit).toBeDefined();
    const t = (unit as { test: { testTimeout?: number; hookTimeout?: number } }).test;
    expect(t.testTimeout).toBeGreaterThanOrEqual(60_000);
    expect(t.hookTimeout).toBeGreaterThanOrEqual(60_000);
  });

  it('every unit test that runs a property or starts a process states its own timeout', () => {
    const untimed: string[] = [];
    for (const file of files(ROOT)) {
      for (const test of tests(readFileSync(file, 'utf8'))) {
        if (SLOW.test(test) && !TIMED.test(test)) untimed.push(`${file.slice(ROOT.length + 1)}: ${test.split('\n')[0].trim().slice(0, 80)}`);
      }
    }
    expect(untimed).toEqual([]);
  });
});
