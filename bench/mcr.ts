// MCR benchmark of issues 9 and 28: full fan calculation (every reading, the wait, exclusions, the
// best reading, the score) on seeded random winning hands, on one core, beside the frozen scorer
// it replaced (tests/unit/rules/mcr/reference/) in the same run, with both answers compared on
// every hand; then `fzmj score`'s batch path (read, check, score, write) in process on the same
// hands as NDJSON. Hands are four sets and a pair with 0–4 melds of every kind, plus a share of
// seven pairs, thirteen orphans and knitted hands. The frozen scorer asks the live hand reader for
// Last Tile (tests/unit/rules/mcr/reference/hand.ts), so its figure moves a little with that reader.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scoreCommand } from '../src/cli/score.ts';
import { seeded } from '../src/engine/bots/rng.ts';
import type { Tile } from '../src/engine/index.ts';
import { checkMcrSituation, mcrSituationJson, scoreMcr, type McrSituation } from '../src/engine/rules/mcr/index.ts';
import type { Meld } from '../src/engine/rules/types.ts';
import { scoreMcr as frozenScore } from '../tests/unit/rules/mcr/reference/score.ts';
import { rates, report } from './measure.ts';

const N = 20000;
const ORPHANS = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
const KNITTED = [0, 3, 6, 10, 13, 16, 20, 23, 26];

function hand(random: () => number): { concealed: Tile[]; melds: Meld[] } {
  const pick = (n: number) => (random() * n) | 0;
  const shape = random();
  if (shape < 0.04) {
    const concealed: Tile[] = [];
    for (let k = 0; k < 7; k++) {
      const t = pick(34);
      concealed.push(t, t);
    }
    return { concealed, melds: [] };
  }
  if (shape < 0.05) return { concealed: [...ORPHANS, ORPHANS[pick(13)]], melds: [] };
  if (shape < 0.06) {
    const t = pick(34);
    return { concealed: [...KNITTED, 27 + pick(7), 27 + pick(7), 27 + pick(7), t, t], melds: [] };
  }
  const melds: Meld[] = [];
  const concealed: Tile[] = [];
  const melded = random() < 0.3 ? 0 : 1 + pick(4);
  for (let g = 0; g < 4; g++) {
    let tiles: Tile[];
    if (random() < 0.55) {
      const start = pick(3) * 9 + pick(7);
      tiles = [start, start + 1, start + 2];
    } else {
      const t = pick(34);
      tiles = [t, t, t];
    }
    if (g >= melded) concealed.push(...tiles);
    else if (tiles[0] !== tiles[1]) melds.push({ type: 'chow', tiles });
    else {
      const type = (['pong', 'pong', 'kong', 'concealed-kong'] as const)[pick(4)];
      melds.push({ type, tiles: type === 'pong' ? tiles : [...tiles, tiles[0]] });
    }
  }
  const pair = pick(34);
  concealed.push(pair, pair);
  return { concealed, melds };
}

export function winningSituations(n: number, seed: number): McrSituation[] {
  const random = seeded(seed);
  const out: McrSituation[] = [];
  while (out.length < n) {
    const { concealed, melds } = hand(random);
    const winBy = random() < 0.4 ? 'self-draw' : 'discard';
    const s: McrSituation = {
      wild: null,
      concealed,
      melds,
      winningTile: concealed[(random() * concealed.length) | 0],
      winBy,
      flowers: random() < 0.5 ? [34] : [],
      seatWind: 27 + ((random() * 4) | 0),
      roundWind: 27 + ((random() * 4) | 0),
      lastTile: false,
      lastCopy: false,
      kongReplacement: false,
    };
    if (checkMcrSituation(s).length === 0) out.push(s);
  }
  return out;
}

/** Situations in batches of this many per timed run of the batch path. */
const BATCH = 2000;

export async function benchMcr(): Promise<void> {
  console.log('MCR (one core)');
  const hands = winningSituations(N, 9);
  let differ = 0;
  for (const s of hands) if (JSON.stringify(scoreMcr(s)) !== JSON.stringify(frozenScore(s))) differ++;
  console.log(`  ${'same answer as the frozen scorer'.padEnd(52)} ${String(N - differ).padStart(12)} of ${N} hands`);
  if (differ) throw new Error(`${differ} hands scored differently from the frozen scorer`);

  let sink = 0;
  const frozen = rates(N, () => {
    for (const s of hands) {
      const r = frozenScore(s);
      sink += r.ok ? r.total : 1;
    }
  });
  const fast = rates(N, () => {
    for (const s of hands) {
      const r = scoreMcr(s);
      sink += r.ok ? r.total : 1;
    }
  });
  const rate = fast.wall;
  report('mcr: the frozen scorer (before issue 28), same hands', frozen.wall, 'hands/s');
  report('mcr: full fan calculation, random winning hands', rate, 'hands/s', 1_000_000);
  report('  the same per CPU second (what one core gave it)', fast.cpu, 'hands/s');
  report('  the frozen scorer per CPU second', frozen.cpu, 'hands/s');
  report('mcr: speed-up over the frozen scorer (CPU time)', fast.cpu / frozen.cpu, '×');

  // The batch path: NDJSON read from a file, each line parsed, checked, scored and written.
  const dir = mkdtempSync(join(tmpdir(), 'fzmj-bench-'));
  try {
    const file = join(dir, 'hands.ndjson');
    writeFileSync(
      file,
      `${hands
        .slice(0, BATCH)
        .map((s) => JSON.stringify(mcrSituationJson(s)))
        .join('\n')}\n`,
    );
    const wall: number[] = [];
    const cpu: number[] = [];
    let bytes = 0;
    for (let run = 0; run < 6; run++) {
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const result = await scoreCommand([file], 'en');
      const c1 = process.cpuUsage(c0);
      wall.push((performance.now() - t0) / 1000);
      cpu.push((c1.user + c1.system) / 1e6);
      bytes += result.stdout.length;
    }
    // The first run warms up; the median of the others.
    const median = (list: number[]) => list.slice(1).sort((a, b) => a - b)[(list.length - 1) >> 1];
    report('fzmj score batch in process (read, check, score, write)', BATCH / median(wall), 'hands/s', rate / 2);
    report('  the same per CPU second', BATCH / median(cpu), 'hands/s', fast.cpu / 2);
    if (bytes === 0) console.log(bytes);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (sink < 0) console.log(sink);
}
