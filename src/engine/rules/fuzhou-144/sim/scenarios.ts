// Stacked deals at the classic table, so simulated runs show its rare rules: a gold grab, a
// heavenly hand, three golds, gold pair, a gold dragon, a complete set of four bonus tiles, kongs,
// calls and a draw game.

import type { StackScenario } from '../../gold-family/sim/scenarios.ts';
import { fourOfAKind } from '../../gold-family/game/bonus.ts';
import { FUZHOU_STACKS, dealerWins, join, loose, seatAfter, start, suited, winType } from '../../gold-family/sim/scenarios.ts';

const reused = (name: string): StackScenario => FUZHOU_STACKS.find((s) => s.name === name)!;

export const FUZHOU_144_STACKS: readonly StackScenario[] = [
  reused('gold-grab'),
  dealerWins(
    0,
    'heavenly-hand',
    "stacked: the dealer's 17 tiles already win when the gold is flipped (heavenly hand)",
    (p) => p.events.some((e) => e.type === 'win' && e.how === 'self-draw' && e.seat === p.final.dealer) && !p.events.some((e) => e.type === 'discard'),
  ),
  reused('three-golds'),
  dealerWins(2, 'gold-pair', 'stacked: the dealer is dealt five natural melds and two golds (gold pair)', (p) => winType(p) === 'gold-pair'),
  dealerWins(3, 'gold-dragon', 'stacked: the dealer is dealt three golds and a natural hand (gold dragon)', (p) => winType(p) === 'gold-dragon'),
  {
    name: 'four-bonus',
    note: "stacked: the dealer's lower seat is dealt all four of one honor (a complete set of bonus tiles: 6 points, and the reserve grows by 2)",
    stack(table, dealer, random) {
      const gold = suited(random);
      const honor = 27 + Math.floor(random() * 7);
      const { pool, avoid } = start(table, gold);
      for (let i = 0; i < 4; i++) pool.take(honor);
      const hand = join([honor, honor, honor, honor], loose(pool, random, avoid, 12));
      return hand && { stack: { dealer, gold, hands: { [seatAfter(dealer, 1)]: hand } } };
    },
    shows: (p) => fourOfAKind(p.final.seats) > 0,
  },
  reused('kongs'),
  reused('calls'),
  reused('draw-game'),
];
