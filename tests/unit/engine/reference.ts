// A deliberately naive reference for tests: plain backtracking over counts with wild golds,
// sharing no code or tables with the engine's hand analysis.
import type { Decomposition } from '../../../src/engine/index.ts';

export function naiveComplete(counts: readonly number[], golds: number): boolean {
  const memo = new Map<string, boolean>();
  const c = [...counts];
  const go = (j: number, pairDone: boolean): boolean => {
    const key = `${c.join(',')}|${j}|${pairDone}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let result = false;
    const i = c.findIndex((n) => n > 0);
    if (i < 0) result = pairDone ? j % 3 === 0 : j >= 2 && (j - 2) % 3 === 0;
    else {
      const tryUse = (tiles: number[], jokers: number, pair: boolean): boolean => {
        if (jokers > j || tiles.some((t) => c[t] <= 0)) return false;
        tiles.forEach((t) => c[t]--);
        const ok = go(j - jokers, pair);
        tiles.forEach((t) => c[t]++);
        return ok;
      };
      for (let real = 1; real <= Math.min(3, c[i]) && !result; real++) result = tryUse(Array(real).fill(i), 3 - real, pairDone);
      if (!result && i < 27) {
        const suitStart = i - (i % 9);
        for (let start = i - 2; start <= i && !result; start++) {
          if (start < suitStart || start + 2 > suitStart + 8) continue;
          // each member other than i: real or joker (lower members must be jokers: they are empty)
          for (let mask = 0; mask < 8 && !result; mask++) {
            const real: number[] = [];
            let jokers = 0;
            for (let k = 0; k < 3; k++) {
              const t = start + k;
              if (t === i) real.push(t);
              else if (mask & (1 << k)) real.push(t);
              else jokers++;
            }
            result = tryUse(real, jokers, pairDone);
          }
        }
      }
      if (!result && !pairDone) for (let real = 1; real <= Math.min(2, c[i]) && !result; real++) result = tryUse(Array(real).fill(i), 2 - real, true);
    }
    memo.set(key, result);
    return result;
  };
  return go(golds, false);
}

/** Whether a reading uses exactly these tiles and golds, in valid groups with one pair. */
export function isValidReading(d: Decomposition, counts: readonly number[], golds: number): boolean {
  const used = new Array(34).fill(0);
  let goldUsed = 0;
  let pairs = 0;
  for (const g of d) {
    const [a, b, c] = g.tiles;
    if (g.type === 'pair') {
      pairs++;
      if (g.tiles.length !== 2 || a !== b) return false;
    } else if (g.type === 'pong') {
      if (g.tiles.length !== 3 || a !== b || b !== c) return false;
    } else if (g.tiles.length !== 3 || a >= 27 || b !== a + 1 || c !== a + 2 || a % 9 > 6) return false;
    g.tiles.forEach((t, k) => (g.wilds.includes(k) ? goldUsed++ : used[t]++));
  }
  return pairs === 1 && goldUsed === golds && used.every((n, t) => n === (counts[t] ?? 0));
}
