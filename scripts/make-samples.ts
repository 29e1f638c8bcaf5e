// Writes the bundled sample deals (content/deals/*.json) from the simulator, each chosen to show
// something worth watching. Run once with (every sample, or only those named)
// `npx tsx --import ./scripts/import-glob-register.mjs scripts/make-samples.ts [SLUG...]`;
// the output is committed, so the site never depends on the simulator's tie-breaks staying the same.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ruleset, verifyText } from '../src/engine/index.ts';
import type { GameState } from '../src/engine/rules/gold-family/game/state.ts';
import { dealLog, playDeal, type PlayedDeal } from '../src/engine/bots/simulate.ts';
import { derive, seeded } from '../src/engine/bots/rng.ts';
import { shuffledWall } from '../src/engine/bots/wall.ts';
import { BOT_NAMES } from '../src/engine/bots/run.ts';
import { fourOfAKind } from '../src/engine/rules/gold-family/game/bonus.ts';
import type { Seat } from '../src/engine/index.ts';

const out = join(import.meta.dirname, '../content/deals');
mkdirSync(out, { recursive: true });

interface Sample {
  slug: string;
  ruleset?: string;
  scenario?: string;
  /** Among the first deals that qualify, keep the one this scores highest. */
  prefer?: (p: PlayedDeal) => number;
  qualifies: (p: PlayedDeal) => boolean;
  /** Ends the played deal early: the events kept, then these appended (a time-up). */
  cut?: (p: PlayedDeal) => { keep: number; then: PlayedDeal['events'] };
  /** What the stacked wall shows, when a cut makes the scenario's own note untrue (a time-up is no draw game). */
  note?: string;
}

const events = (p: PlayedDeal) => p.events.length;
const count = (p: PlayedDeal, type: string) => p.events.filter((e) => e.type === type).length;
// The samples know the Fuzhou-style machine they were made for.
const final = (p: PlayedDeal) => p.final as GameState;
/** The winner set aside all four of one honor. */
const four = (p: PlayedDeal) => {
  const winner = p.final.result?.winner;
  return winner !== null && winner !== undefined && fourOfAKind([p.final.seats[winner]]) > 0;
};
const SAMPLES: Sample[] = [
  { slug: 'robbed-kong', scenario: 'robbed-kong', qualifies: (p) => p.events.some((e) => e.type === 'win' && e.how === 'rob-kong'), prefer: events },
  { slug: 'gold-grab', scenario: 'gold-grab', qualifies: (p) => p.final.result?.how === 'gold-grab' },
  { slug: 'gold-dragon', scenario: 'gold-dragon', qualifies: (p) => p.final.result?.score?.win === 'gold-dragon' },
  { slug: 'final-sweep', scenario: 'final-sweep', qualifies: (p) => final(p).sweep && p.final.result?.winner !== null, prefer: (p) => count(p, 'pong') + count(p, 'chow') },
  { slug: 'draw-game', scenario: 'draw-game', qualifies: (p) => p.final.result?.winner === null, prefer: (p) => count(p, 'pong') + count(p, 'chow') + count(p, 'call') },
  {
    slug: 'claims-and-calls',
    qualifies: (p) => count(p, 'call') >= 2 && count(p, 'chow') >= 1 && count(p, 'pong') >= 1 && p.final.result?.winner !== null,
    prefer: (p) => count(p, 'call') * 3 + count(p, 'kong') * 5 + events(p) / 10,
  },
  { slug: 'dead-gold', scenario: 'dead-gold', qualifies: (p) => p.events.some((e) => e.type === 'discard' && e.tile === final(p).gold) && p.final.result?.winner !== null, prefer: events },
  { slug: 'fuzhou-144-gold-grab', ruleset: 'fuzhou-144', scenario: 'gold-grab', qualifies: (p) => p.final.result?.how === 'gold-grab' },
  {
    slug: 'fuzhou-144-heavenly-hand',
    ruleset: 'fuzhou-144',
    scenario: 'heavenly-hand',
    qualifies: (p) => p.final.result?.winner === p.final.dealer && p.final.result?.how === 'self-draw' && count(p, 'discard') === 0,
  },
  { slug: 'fuzhou-144-three-golds', ruleset: 'fuzhou-144', scenario: 'three-golds', qualifies: (p) => p.final.result?.score?.win === 'three-golds', prefer: (p) => -events(p) },
  { slug: 'fuzhou-144-four-bonus', ruleset: 'fuzhou-144', scenario: 'four-bonus', qualifies: four, prefer: (p) => count(p, 'pong') + count(p, 'chow') - events(p) / 20 },
  { slug: 'fuzhou-144-gold-dragon', ruleset: 'fuzhou-144', scenario: 'gold-dragon', qualifies: (p) => p.final.result?.score?.win === 'gold-dragon' },
  // MCR: a played-out deal won on a discard and one self-drawn (several fans, some claims), a
  // robbed kong and a drawn hand from the rule set's stacked scenarios.
  {
    slug: 'mcr-discard-win',
    ruleset: 'mcr',
    qualifies: (p) => p.final.result?.how === 'discard' && count(p, 'chow') + count(p, 'pong') >= 2 && events(p) < 160,
    prefer: (p) => (p.final.result?.score?.items.length ?? 0) * 2 + count(p, 'call') * 3 + count(p, 'chow') + count(p, 'pong'),
  },
  {
    slug: 'mcr-self-draw',
    ruleset: 'mcr',
    qualifies: (p) => p.final.result?.how === 'self-draw' && count(p, 'discard') >= 8 && events(p) < 160,
    prefer: (p) => (p.final.result?.score?.items.length ?? 0) * 2 + count(p, 'flower') + count(p, 'pong') + count(p, 'chow'),
  },
  { slug: 'mcr-robbed-kong', ruleset: 'mcr', scenario: 'robbed-kong', qualifies: (p) => p.final.result?.how === 'rob-kong', prefer: (p) => -events(p) },
  {
    slug: 'mcr-draw-game',
    ruleset: 'mcr',
    scenario: 'draw-game',
    qualifies: (p) => p.final.result?.winner === null,
    prefer: (p) => count(p, 'pong') + count(p, 'chow') + count(p, 'kong') * 2 + count(p, 'call'),
  },
  // Teaching deals, annotated from content/deals/notes/<slug>.json: a gold grab, an idle gold
  // that keeps a waiting hand from a discard win, flowers against Pinghu, an MCR hand of 8 points.
  { slug: 'fuzhou-gold-grab', scenario: 'gold-grab', qualifies: (p) => p.final.result?.how === 'gold-grab' && p.final.result.winner !== p.final.dealer },
  {
    slug: 'fuzhou-idle-gold',
    scenario: 'idle-gold',
    // The winner held a lone idle gold before winning on its own draw.
    qualifies: (p) => {
      const r = p.final.result;
      if (!r || r.winner === null || r.how !== 'self-draw') return false;
      const machine = ruleset('fuzhou').deal({ dealer: p.final.dealer, streak: p.final.streak, wall: null });
      let state = machine.initial;
      for (const e of p.events) {
        const next = machine.apply(state, e);
        if (!next.ok) return false;
        state = next.state;
        if (machine.markers(state, r.winner).includes('idle-gold')) return true;
      }
      return false;
    },
    prefer: (p) => count(p, 'discard') - events(p) / 10,
  },
  {
    slug: 'fuzhou-flowers-pinghu',
    qualifies: (p) => p.final.result?.score?.win === 'pinghu' && p.final.seats.some((s) => s.flowers.length >= 2),
    prefer: (p) => count(p, 'flower') - events(p) / 40,
  },
  {
    slug: 'mcr-eight-points',
    ruleset: 'mcr',
    qualifies: (p) => (p.final.result?.score?.total ?? 0) >= 8 && (p.final.result?.score?.items.length ?? 0) >= 3 && events(p) < 120 && count(p, 'pong') + count(p, 'chow') >= 1,
    prefer: (p) => (p.final.result?.score?.items.length ?? 0) - events(p) / 30,
  },
  // Guangdong: each stacked scenario, and a deal cut short by the room's clock after a kong was paid.
  { slug: 'guangdong-root', ruleset: 'guangdong', scenario: 'root', qualifies: (p) => p.final.result?.score?.items.some((i) => i.id === 'root') ?? false, prefer: (p) => -events(p) },
  { slug: 'guangdong-rob-two', ruleset: 'guangdong', scenario: 'rob-two', qualifies: (p) => count(p, 'win') >= 2, prefer: (p) => -events(p) },
  { slug: 'guangdong-kong-bloom', ruleset: 'guangdong', scenario: 'kong-bloom', qualifies: (p) => p.final.result?.score?.items.some((i) => i.id === 'kong-bloom') ?? false, prefer: (p) => -events(p) },
  {
    slug: 'guangdong-draw-kongs',
    ruleset: 'guangdong',
    scenario: 'draw-kongs',
    qualifies: (p) => p.final.result?.winner === null && p.final.result.settlement.length > 0,
    prefer: (p) => count(p, 'kong') * 3 + count(p, 'concealed-kong') * 3 + count(p, 'added-kong') * 3 + count(p, 'pong'),
  },
  {
    slug: 'guangdong-horse-dealer',
    ruleset: 'guangdong',
    scenario: 'horse-dealer',
    qualifies: (p) => p.final.result?.settlement.some((x) => x.reason === 'horse') ?? false,
    prefer: (p) => -events(p),
  },
  {
    slug: 'guangdong-time-up',
    ruleset: 'guangdong',
    scenario: 'draw-kongs',
    qualifies: (p) => p.events.some((e) => e.type === 'concealed-kong' || e.type === 'kong') && events(p) > 120,
    prefer: (p) => count(p, 'kong') + count(p, 'concealed-kong') + count(p, 'pong'),
    // Five minutes run out a few turns after the first kong is paid.
    cut: (p) => ({ keep: p.events.findIndex((e) => e.type === 'concealed-kong' || e.type === 'kong') + 24, then: [{ type: 'time-up' }] }),
    note: "stacked: two seats are dealt four of one tile and kong them; the room's time limit ends the deal before anyone wins (a time-up: no winner, no horse, the kong payments stand)",
  },
];

/** The deal played up to `keep` events, then `then`, through the rule set's machine. */
function cutShort(rules: ReturnType<typeof ruleset>, plan: Parameters<typeof playDeal>[1], played: PlayedDeal, cut: NonNullable<Sample['cut']>): PlayedDeal {
  const { keep, then } = cut(played);
  const machine = rules.deal({ dealer: plan.dealer, streak: plan.streak, wall: plan.wall });
  const events = [...played.events.slice(0, keep), ...then];
  let state = machine.initial;
  for (const e of events) {
    const applied = machine.apply(state, e);
    if (!applied.ok) throw new Error(`cut deal: ${applied.violation.code}`);
    state = applied.state;
  }
  return { events, final: state };
}

const only = process.argv.slice(2);
for (const sample of SAMPLES) {
  if (only.length && !only.includes(sample.slug)) continue;
  const rules = ruleset(sample.ruleset ?? 'fuzhou');
  let best: { played: PlayedDeal; plan: Parameters<typeof playDeal>[1]; score: number } | null = null;
  let found = 0;
  for (let attempt = 0; attempt < 5000 && found < 12; attempt++) {
    const random = seeded(derive(2026, attempt * 31 + sample.slug.length));
    const dealer = (attempt % 4) as Seat;
    const scenario = rules.scenarios.find((s) => s.name === sample.scenario);
    const arranged = scenario ? scenario.arrange(dealer, random) : { wall: shuffledWall(rules.copies, random) };
    if (!arranged) continue;
    const plan = { dealer, streak: attempt % 3, wall: arranged.wall, personas: arranged.personas };
    const played = playDeal(rules, plan, random);
    if (!sample.qualifies(played)) continue;
    found++;
    const score = sample.prefer ? sample.prefer(played) : 0;
    if (!best || score > best.score) best = { played, plan, score };
  }
  if (!best) throw new Error(`no deal found for ${sample.slug}`);
  if (sample.cut) best = { ...best, played: cutShort(rules, best.plan, best.played, sample.cut) };
  const scenario = rules.scenarios.find((s) => s.name === sample.scenario);
  const log = dealLog(rules, best.plan, best.played, {
    names: BOT_NAMES,
    meta: { app: 'fzmj simulate', table: 'Sample deal', sample: sample.slug, ...(scenario ? { stacked: sample.note ?? scenario.note } : {}) },
  });
  // A teaching deal's notes and predict marks are written by hand beside it, and kept across regenerations.
  const notes = join(out, 'notes', `${sample.slug}.json`);
  if (existsSync(notes)) Object.assign(log, { annotations: JSON.parse(readFileSync(notes, 'utf8')).annotations });
  const verdict = verifyText(JSON.stringify(log));
  if (verdict.status !== 'consistent') throw new Error(`${sample.slug}: ${verdict.status}`);
  writeFileSync(join(out, `${sample.slug}.json`), `${JSON.stringify(log, null, 1)}\n`);
  console.log(`${sample.slug}: ${log.events.length} events, ${log.result.win ?? 'draw'}`);
}
