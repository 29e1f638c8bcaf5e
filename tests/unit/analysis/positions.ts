// The hand-made Fuzhou deal the analysis tests share: four hands (no honors, so no flowers), the
// gold 5p, and a few turns, played without a wall (the copies are counted instead).
import { ev, play, type Lesson } from '../deal/lesson.ts';

// Seat 0 (dealer, 17): 22p 33p 44p 66p 88p 99p 789s 9s 1s.
// Seat 1 (16): 123m 456m 789m 111p 2s 55s 9s — four melds, a pair and two loose tiles.
// Seat 2 (16): 123m 456m 789m 123s 45s 7p 8p.
// Seat 3 (16): 12m 45m 78m 66s 77s 888s 3p 99m.
export const HANDS: Lesson['hands'] = ['1s22p33p44p66p88p99p789s9s', '123m456m789m111p2s55s9s', '123m456m789m123s45s7p8p', '12m45m78m6677s888s3p99m'];

/**
 * Events 0–3 deal, 4 flips the gold; then (the step is the index of the event):
 *  5 seat 0 discards 1s          6 seat 1 draws 3s     7 seat 1 discards 9s
 *  8 seat 2 draws 6s             9 seat 2 discards 8p  10 seat 3 draws 2p   11 discards 2p
 * 12 seat 0 draws 3m            13 discards 3m         14 seat 1 draws 7p   15 discards 7p
 * 16 seat 2 draws 7p            17 seat 2 discards 7p
 * so `states[n]` is the table before event n.
 */
export const EVENTS = [
  ev.discard(0, '1s'),
  ev.draw(1, '3s'),
  ev.discard(1, '9s'),
  ev.draw(2, '6s'),
  ev.discard(2, '8p'),
  ev.draw(3, '2p'),
  ev.discard(3, '2p'),
  ev.draw(0, '3m'),
  ev.discard(0, '3m'),
  ev.draw(1, '7p'),
  ev.discard(1, '7p'),
  ev.draw(2, '7p'),
  ev.discard(2, '7p'),
];

export const fuzhouDeal = () => play({ hands: HANDS, gold: '5p', events: EVENTS });
