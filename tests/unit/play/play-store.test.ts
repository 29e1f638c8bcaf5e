// The Play page's address: the claim clock is one of the listed lengths or none, and a link
// written for a deal with a clock reads back with it.
import { describe, expect, test } from 'vitest';
import { formatSetup, parseSetup } from '../../../src/components/play/play-store.ts';

describe('the claim clock in the address', () => {
  test('clock=8 reads as 8 seconds; a length not offered, or none, as no clock', () => {
    expect(parseSetup('#r=fuzhou&seed=20&clock=8').clock).toBe(8);
    expect(parseSetup('#r=fuzhou&seed=20&clock=9').clock).toBeUndefined();
    expect(parseSetup('#r=fuzhou&seed=20&clock=x').clock).toBeUndefined();
    expect(parseSetup('#r=fuzhou&seed=20').clock).toBeUndefined();
  });

  test('a link keeps the clock only when there is one', () => {
    const base = { ruleset: 'mcr', seed: 42, seat: 1 as const, level: 'strong' as const, options: {} };
    expect(formatSetup({ ...base, clock: 15 })).toBe('#r=mcr&seed=42&seat=1&level=strong&clock=15');
    expect(formatSetup({ ...base, clock: 0 })).toBe('#r=mcr&seed=42&seat=1&level=strong');
    expect(parseSetup(formatSetup({ ...base, clock: 5 }))).toEqual({ ruleset: 'mcr', seed: 42, seat: 1, level: 'strong', clock: 5, options: {} });
  });
});
