import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './tests/sequencer.ts';

// Unit tests run in Node. The browser project builds the site once (global setup), serves dist/
// and shares one Chromium between its files; SITE_SKIP_BUILD=1 reuses an existing dist/.
// The unit files run first (group 0), one per core: Vitest's default keeps a core free, which on a
// 2-core machine runs them one at a time. The browser files (group 1) follow, also one per core:
// each mostly waits on Chromium and the page, so two at once take little more than the longer
// one. The slowest browser files start first (tests/sequencer.ts) so none is left to run alone.
/**
 * Unit files that register a rule set or mock a module: run alone in their module graph (project
 * `unit-isolated`), for every other unit file shares its worker's (`isolate: false`).
 */
const OWN_MODULES = ['tests/unit/rules/extension.test.ts', 'tests/unit/deal/internal.test.ts', 'tests/unit/replay/zod-later.test.ts'];

const UNIT = {
  environment: 'node',
  sequence: { groupOrder: 0 },
  maxWorkers: availableParallelism(),
  // Generous, as a floor: a machine busy with other work must not fail a test on the clock
  // (Vitest's 5 s default did). Tests that run properties or start processes also set their own.
  testTimeout: 120_000,
  hookTimeout: 120_000,
} as const;

export default defineConfig({
  test: {
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: OWN_MODULES,
          ...UNIT,
          // The files of a worker share one module graph: the engine, its tables and the rule
          // registry are loaded once per worker instead of once per file (126 files: the unit run
          // took about half again as much CPU time with each file in a fresh module graph).
          isolate: false,
        },
      },
      {
        // The files that change what others would see (a rule set registered, modules mocked):
        // each in a fresh module graph, as Vitest's default does.
        test: { name: 'unit-isolated', include: OWN_MODULES, ...UNIT },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/global-setup.ts'],
          sequence: { groupOrder: 1 },
          maxWorkers: availableParallelism(),
          setupFiles: ['tests/browser/no-csp-violations.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // expect.poll waits 1 s by default: too short for an island on a busy machine. A test fails
          // when the state it waits for never comes, not when it comes late.
          expect: { poll: { timeout: 20_000 } },
        },
      },
    ],
  },
});
