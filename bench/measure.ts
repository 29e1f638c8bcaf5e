// Timing helpers for benchmarks: run a body over a batch until about a second has passed, and
// print each figure with the machine's load at that moment (a figure taken on a busy machine is
// not the code's fault). A figure that misses its target is also recorded for the summary that
// `npm run bench` prints at the end (bench/all.mjs): no benchmark stops the others.
import { appendFileSync } from 'node:fs';
import { cpus, loadavg, platform, release } from 'node:os';

export function perSecond(batch: number, body: () => void, seconds = 1): number {
  return rates(batch, body, seconds).wall;
}

const cpuSeconds = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/**
 * The rate by the wall clock and by the CPU time the process used meanwhile (every thread's: the
 * garbage collector's helpers count too). On a machine shared with other work the wall-clock
 * figure falls with the load; the CPU figure is what the core gave while it ran this.
 */
export function rates(batch: number, body: () => void, seconds = 1): { wall: number; cpu: number } {
  body(); // warm up: JIT and lazily filled tables
  let runs = 0;
  const start = performance.now();
  const cpuStart = cpuSeconds();
  let elapsed = 0;
  do {
    body();
    runs++;
    elapsed = performance.now() - start;
  } while (elapsed < seconds * 1000);
  const cpu = cpuSeconds() - cpuStart;
  return { wall: (runs * batch) / (elapsed / 1000), cpu: (runs * batch) / cpu };
}

/**
 * The rate of the fastest tenth of the runs in about `seconds`: near what the code does with a core
 * to itself, where the wall-clock and CPU figures fall with other work on a shared machine.
 */
export function fastestRate(batch: number, body: () => void, seconds = 1): number {
  for (let i = 0; i < 20; i++) body(); // warm up
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end || times.length < 10) {
    const t0 = performance.now();
    body();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return batch / (times[Math.floor(times.length / 10)] / 1000);
}

export function machine(): string {
  const cpu = cpus();
  return `${cpu[0]?.model ?? 'unknown CPU'} (${cpu.length} cores), ${platform()} ${release()}, Node ${process.version}`;
}

/** The one-minute load average over the number of cores, e.g. `load 1.52/2`. */
export function load(): string {
  return `load ${loadavg()[0].toFixed(2)}/${cpus().length}`;
}

/** Records a missed target for the closing summary (and says so now). */
export function miss(what: string): void {
  const file = process.env.BENCH_MISSES;
  if (file) appendFileSync(file, `${what}\n`);
}

const show = (value: number): string => (value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(2));

/**
 * Prints one figure: label, value, unit, the target (`at least` by default; `at most` for times
 * and sizes) and whether it was met, and the load.
 */
export function report(label: string, value: number, unit: string, target?: number, kind: 'at least' | 'at most' = 'at least'): void {
  let verdict = '';
  if (target !== undefined) {
    const met = kind === 'at least' ? value >= target : value <= target;
    verdict = `  (target ${kind === 'at least' ? '≥' : '≤'} ${show(target)}: ${met ? 'met' : 'NOT met'})`;
    if (!met) miss(`${label}: ${show(value)} ${unit}, target ${kind === 'at least' ? '≥' : '≤'} ${show(target)} ${unit} (${load()})`);
  }
  console.log(`  ${label.padEnd(52)} ${show(value).padStart(12)} ${unit}${verdict}  [${load()}]`);
}
