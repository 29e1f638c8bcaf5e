// Writes the bundled sample deals (content/deals/*.json) from the simulator, each chosen to show
// something worth watching. Run once with `npx tsx scripts/make-samples.ts`; the output is
// committed, so the site never depends on the simulator's tie-breaks staying the same.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ruleset, verifyText } from '../src/engine/index.ts';
import { dealLog, playDeal, type PlayedDeal } from '../src/engine/bots/simulate.ts';
import { SCENARIOS, scenarioWall } from '../src/engine/bots/scenarios.ts';
import { derive, seeded } from '../src/engine/bots/rng.ts';
import { shuffledWall } from '../src/engine/bots/wall.ts';
import { BOT_NAMES } from '../src/engine/bots/run.ts';
import type { Seat } from '../src/engine/index.ts';

const fuzhou = ruleset('fuzhou');
const out = join(import.meta.dirname, '../content/deals');
mkdirSync(out, { recursive: true });

interface Sample {
  slug: string;
  scenario?: string;
  /** Among the first deals that qualify, keep the one this scores highest. */
  prefer?: (p: PlayedDeal) => number;
  qualifies: (p: PlayedDeal) => boolean;
}

const events = (p: PlayedDeal) => p.events.length;
const count = (p: PlayedDeal, type: string) => p.events.filter((e) => e.type === type).length;
const SAMPLES: Sample[] = [
  { slug: 'robbed-kong', scenario: 'robbed-kong', qualifies: (p) => p.events.some((e) => e.type === 'win' && e.how === 'rob-kong'), prefer: events },
  { slug: 'gold-grab', scenario: 'gold-grab', qualifies: (p) => p.final.result?.how === 'gold-grab' },
  { slug: 'gold-dragon', scenario: 'gold-dragon', qualifies: (p) => p.final.result?.score?.win === 'gold-dragon' },
  { slug: 'final-sweep', scenario: 'final-sweep', qualifies: (p) => p.final.sweep && p.final.result?.winner !== null, prefer: (p) => count(p, 'pong') + count(p, 'chow') },
  { slug: 'draw-game', scenario: 'draw-game', qualifies: (p) => p.final.result?.winner === null, prefer: (p) => count(p, 'pong') + count(p, 'chow') + count(p, 'call') },
  {
    slug: 'claims-and-calls',
    qualifies: (p) => count(p, 'call') >= 2 && count(p, 'chow') >= 1 && count(p, 'pong') >= 1 && p.final.result?.winner !== null,
    prefer: (p) => count(p, 'call') * 3 + count(p, 'kong') * 5 + events(p) / 10,
  },
  { slug: 'dead-gold', scenario: 'dead-gold', qualifies: (p) => p.events.some((e) => e.type === 'discard' && e.tile === p.final.gold) && p.final.result?.winner !== null, prefer: events },
];

for (const sample of SAMPLES) {
  let best: { played: PlayedDeal; plan: Parameters<typeof playDeal>[1]; score: number } | null = null;
  let found = 0;
  for (let attempt = 0; attempt < 5000 && found < 12; attempt++) {
    const random = seeded(derive(2026, attempt * 31 + sample.slug.length));
    const dealer = (attempt % 4) as Seat;
    const scenario = SCENARIOS.find((s) => s.name === sample.scenario);
    const arranged = scenario ? scenario.stack(dealer, random) : { wall: shuffledWall(random) };
    const wall = arranged && scenarioWall(arranged, random);
    if (!arranged || !wall) continue;
    const plan = { dealer, streak: attempt % 3, wall, personas: arranged.personas };
    const played = playDeal(fuzhou, plan, random);
    if (!sample.qualifies(played)) continue;
    found++;
    const score = sample.prefer ? sample.prefer(played) : 0;
    if (!best || score > best.score) best = { played, plan, score };
  }
  if (!best) throw new Error(`no deal found for ${sample.slug}`);
  const scenario = SCENARIOS.find((s) => s.name === sample.scenario);
  const log = dealLog(fuzhou, best.plan, best.played, {
    names: BOT_NAMES,
    meta: { app: 'fzmj simulate', table: 'Sample deal', sample: sample.slug, ...(scenario ? { stacked: scenario.note } : {}) },
  });
  const verdict = verifyText(JSON.stringify(log));
  if (verdict.status !== 'consistent') throw new Error(`${sample.slug}: ${verdict.status}`);
  writeFileSync(join(out, `${sample.slug}.json`), `${JSON.stringify(log, null, 1)}\n`);
  console.log(`${sample.slug}: ${log.events.length} events, ${log.result.win ?? 'draw'}`);
}
