// The order the test files start in: Vitest's own (by each file's last duration when its cache
// knows them, else the largest file first), except that the browser files known to take longest
// start first. The browser files run side by side, so the run ends about when its longest file
// does only if that file starts at once; a fresh checkout (as in CI) has no cache to say which.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The slowest browser files, slowest first (as measured on a busy 2-core machine, 2026-12-02, load 15/2). */
export const SLOW_FIRST = [
  'tests/browser/pages.test.ts',
  'tests/browser/pages-en.test.ts',
  'tests/browser/axe.test.ts',
  'tests/browser/check.test.ts',
  'tests/browser/learn.test.ts',
  'tests/browser/play.test.ts',
  'tests/browser/every-ruleset.test.ts',
  'tests/browser/replay-phone.test.ts',
];

const rank = (spec: TestSpecification): number => {
  const at = SLOW_FIRST.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return at < 0 ? SLOW_FIRST.length : at;
};

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: files of the same rank keep Vitest's order.
    return sorted.sort((a, b) => a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || rank(a) - rank(b));
  }
}
