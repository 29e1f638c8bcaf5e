// Engine benchmarks of issues 2 and 15: win check, full scoring, waiting sets, on one core.
import { allRulesets, concealedCounts, wildsShort, isComplete, readSituation, waitingTiles, type CheckedSituation, type Ruleset, type Situation } from '../src/engine/index.ts';
import { randomHands, winningHands } from './hands.ts';
import { perSecond, report } from './measure.ts';

const N = 20000;
const SUITED = Array.from({ length: 27 }, (_, i) => i);

export function benchEngine(): void {
  console.log('Engine (one core, hands with 0–3 golds)');
  const winners = winningHands(N, 1);
  const randoms = randomHands(N, 17, 2);
  for (const [label, hands] of [
    ['win check, winning hands', winners],
    ['win check, random hands', randoms],
  ] as const) {
    // Straight from the tile list: the four keys summed in two numbers, four look-ups in the
    // packed tables (issue 28: at least 14 M/s, the table-driven limit measured here).
    let sink = 0;
    const rate = perSecond(N, () => {
      for (const h of hands) if (wildsShort(h.tiles, h.gold) <= 0) sink++;
    });
    report(`${label}`, rate, 'hands/s', 14_000_000);
    if (sink < 0) console.log(sink);
  }
  for (const [label, hands] of [
    ['win check via counts, winning hands', winners],
    ['win check via counts, random hands', randoms],
  ] as const) {
    // As the rule sets call it: the tile list into counts, then the check.
    const scratch = new Uint8Array(34);
    let sink = 0;
    const rate = perSecond(N, () => {
      for (const h of hands) {
        const c = concealedCounts(h.tiles, h.gold, scratch);
        if (isComplete(c.counts, c.wilds)) sink++;
      }
    });
    report(`${label}`, rate, 'hands/s', 2_000_000);
    if (sink < 0) console.log(sink);
  }

  // Read through the door before the clock starts, as every scored situation is.
  const situations = (rules: Ruleset, hands: typeof winners, winBy: Situation['winBy']): CheckedSituation[] =>
    hands.flatMap((h) => {
      const read = readSituation(rules, rules.situationJson({ wild: h.gold, concealed: h.tiles, melds: [], winningTile: h.tiles[16], winBy, flowers: [34], streak: 1 } as Situation));
      return read.ok ? [read.situation] : [];
    });
  // Every rule set that reads these 17-tile hands with a revealed gold (the Fuzhou-style tables).
  for (const rules of allRulesets().filter((r) => r.wilds.kind === 'revealed' && r.handSize === 16)) {
    for (const [label, list] of [
      [`${rules.name}: full scoring (best reading + items), self-draw`, situations(rules, winners, 'self-draw')],
      [`${rules.name}: full scoring, wins on a discard`, situations(rules, winners, 'discard')],
    ] as const) {
      let total = 0;
      const rate = perSecond(list.length, () => {
        for (const s of list) {
          const outcome = rules.score(s);
          if (outcome.ok) total += outcome.total + (outcome.decomposition?.length ?? 0);
        }
      });
      report(label, rate, 'hands/s', 300_000);
      if (total < 0) console.log(total);
    }
  }

  for (const [label, hands] of [
    ['waiting set of a 16-tile hand one short of a win', winners.map((h) => ({ tiles: h.tiles.slice(1), gold: h.gold }))],
    ['waiting set of a random 16-tile hand', randomHands(N, 16, 3)],
  ] as const) {
    const scratch = new Uint8Array(34);
    let waits = 0;
    const rate = perSecond(N, () => {
      for (const h of hands) {
        const c = concealedCounts(h.tiles, h.gold, scratch);
        waits += waitingTiles(c.counts, c.wilds, h.gold, SUITED).length;
      }
    });
    report(label, rate, 'hands/s', 100_000);
    if (waits < 0) console.log(waits);
  }
}
