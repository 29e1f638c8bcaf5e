// The viewer's parts fetched on demand: once for every caller, again after a failure.
import { describe, expect, test } from 'vitest';
import { OnDemand } from '../../../src/components/replay/on-demand.ts';

describe('a part fetched on demand', () => {
  test('is fetched once for callers that ask while it is on its way, and known once here', async () => {
    let fetches = 0;
    const arrived: string[] = [];
    const part = new OnDemand(
      async () => {
        fetches++;
        return { name: 'viewer' };
      },
      (m) => arrived.push(m.name),
    );
    expect(part.loaded).toBeNull();
    const [a, b] = await Promise.all([part.get(), part.get()]);
    expect(a).toBe(b);
    expect(fetches).toBe(1);
    expect(arrived).toEqual(['viewer']);
    expect(part.loaded).toBe(a);
    await part.get();
    expect(fetches).toBe(1);
  });

  test('is asked for again after a failed fetch, and a warm-up that fails throws nowhere', async () => {
    let fetches = 0;
    const part = new OnDemand(async () => {
      fetches++;
      if (fetches === 1) throw new Error('offline');
      return 42;
    });
    part.warm();
    await expect(part.get()).rejects.toThrow('offline');
    expect(part.loaded).toBeNull();
    await expect(part.get()).resolves.toBe(42);
    expect(fetches).toBe(2);
    expect(part.loaded).toBe(42);
  });
});
