// The `guangdong` rule set: its tiles, shapes with wild Red dragons, fans, situations, deal
// machine (kong payments, the horse) and stacked scenarios, as one Ruleset (`createGuangdong`).
export { createGuangdong, GD_WINS } from './ruleset.ts';
export { GD_OPTIONS, type GdOptions } from './options.ts';
export { scoreGuangdong, rootCount, GD_FANS, type GdScore, type GdFan, type GdFanId } from './score.ts';
export { parseGdSituation, checkGdSituation, type GdSituation } from './situation.ts';
export { horsePayments, horseSeat, type GdState } from './game/index.ts';
export { gdWaits, analyseGdHand } from './checker.ts';
export { RED } from './tileset.ts';
