// Timing helpers for benchmarks: run a body over a batch until about a second has passed.
import { cpus, platform, release } from 'node:os';

export function perSecond(batch: number, body: () => void, seconds = 1): number {
  body(); // warm up: JIT and lazily filled tables
  let runs = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    body();
    runs++;
    elapsed = performance.now() - start;
  } while (elapsed < seconds * 1000);
  return (runs * batch) / (elapsed / 1000);
}

export function machine(): string {
  const cpu = cpus();
  return `${cpu[0]?.model ?? 'unknown CPU'} (${cpu.length} cores), ${platform()} ${release()}, Node ${process.version}`;
}

export function report(label: string, value: number, unit: string, target?: number): void {
  const figure = value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(2);
  const verdict = target === undefined ? '' : value >= target ? `  (target ≥ ${target.toLocaleString('en-US')}: met)` : `  (target ≥ ${target.toLocaleString('en-US')}: NOT met)`;
  console.log(`  ${label.padEnd(52)} ${figure.padStart(12)} ${unit}${verdict}`);
}
