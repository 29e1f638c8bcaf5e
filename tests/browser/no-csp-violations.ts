// Runs beside every browser test file: a test fails if any page it opened met a
// Content-Security-Policy violation, whether or not the test collects the page's errors.
import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './helpers.ts';

afterEach(() => {
  const { seen, expected } = takeCspViolations();
  if (!expected) expect(seen, 'Content-Security-Policy violations').toEqual([]);
});
