// Frozen copy for the differential test of issue 28 (see README.md here); not used by the site.
// The 81 fans of the 2006 official Mahjong Competition Rules (mcr ruling 2): official number,
// stable id, Chinese and English names, points, and the fans each one means are not also counted.
//
// An exclusion list names only fans whose pattern can show in a hand that scores the fan, so
// every entry is something a player would otherwise count (each is tested). Two kinds of
// exclusion are narrower than a whole fan:
// - `ownSets`: Pung of Terminals or Honors is not counted for the sets this fan is made of
//   (a dragon pung's own pung, the prevalent wind's own pung, …), but still for other sets;
// - `excludesOne`: one count of the fan fewer (Nine Gates always holds one pung of terminals).
// Where the 2006 text names a fan that cannot occur together with this one in a reading, the
// entry is left out: Thirteen Orphans, Honors and Knitted "not Single Wait" (their one-tile waits
// never complete a pair), Pure Terminal Chows "not Seven Pairs", Pure Triple Chow / Four Pure
// Shifted Pungs "not Pure Shifted Pungs / Pure Triple Chow" (another reading of the same tiles:
// readings are scored apart and never combined, ruling 2's best reading takes one of them).
//
// Readings this table takes where tables differ (each is a "mcr ruling 2" reading):
// - A fan that keeps out Concealed Hand keeps out Fully Concealed Hand too; self-drawn, such a
//   hand still counts Self-Drawn (Seven Pairs, Thirteen Orphans, Four Concealed Pungs, …).
// - Nine Gates: 1112345678999 of one suit held before the winning tile, nothing melded; one
//   Pung of Terminals or Honors fewer (the one every such hand holds), the second still counts.
// - Pung of Terminals or Honors: never for a dragon pung; for a wind pung only when no wind fan
//   (round, seat, three or four winds) scores that set.
// - Three Kongs and Four Kongs keep out the two-kong fans, but two concealed kongs among them
//   still count Two Concealed Pungs; one melded and one concealed kong count both single fans.
// - All Green without the green dragon also counts Full Flush (and All Simples).
// - Seven Pairs may hold four alike as two pairs (Tile Hog counts) and count the tile fans
//   (flushes, ranges, All Honors, All Terminals and Honors, All Types, No Honors).
// - A knitted straight with a chow and a pair of suited tiles counts All Chows.

export interface FanDef {
  /** The official number, 1 (Big Four Winds) … 81 (Flower Tiles): also the counting order. */
  readonly no: number;
  /** Stable kebab-case id: i18n key `item.<id>`, score item id. */
  readonly id: string;
  readonly zh: string;
  readonly en: string;
  readonly points: number;
  /** Fans not also counted when this one is. */
  readonly excludes: readonly string[];
  /** Pung of Terminals or Honors is not also counted for this fan's own sets. */
  readonly ownSets?: true;
  /** Fans counted once fewer when this one is. */
  readonly excludesOne?: readonly string[];
}

type Extra = Pick<FanDef, 'ownSets' | 'excludesOne'>;
const fan = (no: number, id: string, zh: string, en: string, points: number, excludes: string[] = [], extra: Extra = {}): FanDef => ({
  no,
  id,
  zh,
  en,
  points,
  excludes,
  ...extra,
});

const OWN: Extra = { ownSets: true };

export const FANS: readonly FanDef[] = [
  // 88 points
  fan(1, 'big-four-winds', '大四喜', 'Big Four Winds', 88, ['big-three-winds', 'all-pungs', 'prevalent-wind', 'seat-wind'], OWN),
  fan(2, 'big-three-dragons', '大三元', 'Big Three Dragons', 88, ['two-dragon-pungs', 'dragon-pung'], OWN),
  fan(3, 'all-green', '绿一色', 'All Green', 88, ['half-flush']),
  fan(4, 'nine-gates', '九莲宝灯', 'Nine Gates', 88, ['full-flush', 'fully-concealed-hand', 'concealed-hand', 'no-honors'], {
    excludesOne: ['pung-of-terminals-or-honors'],
  }),
  fan(5, 'four-kongs', '四杠', 'Four Kongs', 88, ['three-kongs', 'two-concealed-kongs', 'two-melded-kongs', 'all-pungs', 'concealed-kong', 'melded-kong', 'single-wait']),
  fan(6, 'seven-shifted-pairs', '连七对', 'Seven Shifted Pairs', 88, ['seven-pairs', 'full-flush', 'fully-concealed-hand', 'concealed-hand', 'no-honors', 'single-wait']),
  fan(7, 'thirteen-orphans', '十三幺', 'Thirteen Orphans', 88, ['all-terminals-and-honors', 'all-types', 'fully-concealed-hand', 'concealed-hand']),
  // 64 points
  fan(8, 'all-terminals', '清幺九', 'All Terminals', 64, ['all-terminals-and-honors', 'all-pungs', 'outside-hand', 'double-pung', 'pung-of-terminals-or-honors', 'no-honors']),
  fan(9, 'little-four-winds', '小四喜', 'Little Four Winds', 64, ['big-three-winds'], OWN),
  fan(10, 'little-three-dragons', '小三元', 'Little Three Dragons', 64, ['two-dragon-pungs', 'dragon-pung'], OWN),
  fan(11, 'all-honors', '字一色', 'All Honors', 64, ['all-terminals-and-honors', 'all-pungs', 'outside-hand', 'pung-of-terminals-or-honors']),
  fan(12, 'four-concealed-pungs', '四暗刻', 'Four Concealed Pungs', 64, ['three-concealed-pungs', 'all-pungs', 'fully-concealed-hand', 'concealed-hand', 'two-concealed-pungs']),
  fan(13, 'pure-terminal-chows', '一色双龙会', 'Pure Terminal Chows', 64, ['full-flush', 'all-chows', 'pure-double-chow', 'two-terminal-chows', 'no-honors']),
  // 48 points
  fan(14, 'quadruple-chow', '一色四同顺', 'Quadruple Chow', 48, ['pure-triple-chow', 'tile-hog', 'pure-double-chow']),
  fan(15, 'four-pure-shifted-pungs', '一色四节高', 'Four Pure Shifted Pungs', 48, ['pure-shifted-pungs', 'all-pungs']),
  // 32 points
  fan(16, 'four-pure-shifted-chows', '一色四步高', 'Four Pure Shifted Chows', 32, ['pure-shifted-chows', 'short-straight', 'two-terminal-chows']),
  fan(17, 'three-kongs', '三杠', 'Three Kongs', 32, ['two-concealed-kongs', 'two-melded-kongs', 'concealed-kong', 'melded-kong']),
  fan(18, 'all-terminals-and-honors', '混幺九', 'All Terminals and Honors', 32, ['all-pungs', 'outside-hand', 'pung-of-terminals-or-honors']),
  // 24 points
  fan(19, 'seven-pairs', '七对', 'Seven Pairs', 24, ['fully-concealed-hand', 'concealed-hand', 'single-wait']),
  fan(20, 'greater-honors-and-knitted-tiles', '七星不靠', 'Greater Honors and Knitted Tiles', 24, ['lesser-honors-and-knitted-tiles', 'all-types', 'fully-concealed-hand', 'concealed-hand']),
  fan(21, 'all-even-pungs', '全双刻', 'All Even Pungs', 24, ['all-pungs', 'all-simples', 'no-honors']),
  fan(22, 'full-flush', '清一色', 'Full Flush', 24, ['no-honors']),
  fan(23, 'pure-triple-chow', '一色三同顺', 'Pure Triple Chow', 24, ['pure-double-chow']),
  fan(24, 'pure-shifted-pungs', '一色三节高', 'Pure Shifted Pungs', 24),
  fan(25, 'upper-tiles', '全大', 'Upper Tiles', 24, ['upper-four', 'no-honors']),
  fan(26, 'middle-tiles', '全中', 'Middle Tiles', 24, ['all-simples', 'no-honors']),
  fan(27, 'lower-tiles', '全小', 'Lower Tiles', 24, ['lower-four', 'no-honors']),
  // 16 points
  fan(28, 'pure-straight', '清龙', 'Pure Straight', 16, ['short-straight', 'two-terminal-chows']),
  fan(29, 'three-suited-terminal-chows', '三色双龙会', 'Three-Suited Terminal Chows', 16, ['all-chows', 'mixed-double-chow', 'two-terminal-chows', 'no-honors']),
  fan(30, 'pure-shifted-chows', '一色三步高', 'Pure Shifted Chows', 16),
  fan(31, 'all-fives', '全带五', 'All Fives', 16, ['all-simples', 'no-honors']),
  fan(32, 'triple-pung', '三同刻', 'Triple Pung', 16, ['double-pung']),
  fan(33, 'three-concealed-pungs', '三暗刻', 'Three Concealed Pungs', 16, ['two-concealed-pungs']),
  // 12 points
  fan(34, 'lesser-honors-and-knitted-tiles', '全不靠', 'Lesser Honors and Knitted Tiles', 12, ['all-types', 'fully-concealed-hand', 'concealed-hand']),
  fan(35, 'knitted-straight', '组合龙', 'Knitted Straight', 12),
  fan(36, 'upper-four', '大于五', 'Upper Four', 12, ['no-honors']),
  fan(37, 'lower-four', '小于五', 'Lower Four', 12, ['no-honors']),
  fan(38, 'big-three-winds', '三风刻', 'Big Three Winds', 12, [], OWN),
  // 8 points
  fan(39, 'mixed-straight', '花龙', 'Mixed Straight', 8),
  fan(40, 'reversible-tiles', '推不倒', 'Reversible Tiles', 8, ['one-voided-suit']),
  fan(41, 'mixed-triple-chow', '三色三同顺', 'Mixed Triple Chow', 8, ['mixed-double-chow']),
  fan(42, 'mixed-shifted-pungs', '三色三节高', 'Mixed Shifted Pungs', 8),
  fan(43, 'chicken-hand', '无番和', 'Chicken Hand', 8),
  fan(44, 'last-tile-draw', '妙手回春', 'Last Tile Draw', 8, ['self-drawn']),
  fan(45, 'last-tile-claim', '海底捞月', 'Last Tile Claim', 8),
  fan(46, 'out-with-replacement-tile', '杠上开花', 'Out with Replacement Tile', 8, ['self-drawn']),
  fan(47, 'robbing-the-kong', '抢杠和', 'Robbing the Kong', 8, ['last-tile']),
  // 6 points
  fan(48, 'all-pungs', '碰碰和', 'All Pungs', 6),
  fan(49, 'half-flush', '混一色', 'Half Flush', 6),
  fan(50, 'mixed-shifted-chows', '三色三步高', 'Mixed Shifted Chows', 6),
  fan(51, 'all-types', '五门齐', 'All Types', 6),
  fan(52, 'melded-hand', '全求人', 'Melded Hand', 6, ['single-wait']),
  fan(53, 'two-concealed-kongs', '双暗杠', 'Two Concealed Kongs', 6, ['two-concealed-pungs', 'concealed-kong']),
  fan(54, 'two-dragon-pungs', '双箭刻', 'Two Dragon Pungs', 6, ['dragon-pung'], OWN),
  // 4 points
  fan(55, 'outside-hand', '全带幺', 'Outside Hand', 4),
  fan(56, 'fully-concealed-hand', '不求人', 'Fully Concealed Hand', 4, ['concealed-hand', 'self-drawn']),
  fan(57, 'two-melded-kongs', '双明杠', 'Two Melded Kongs', 4, ['melded-kong']),
  fan(58, 'last-tile', '和绝张', 'Last Tile', 4),
  // 2 points
  fan(59, 'dragon-pung', '箭刻', 'Dragon Pung', 2, [], OWN),
  fan(60, 'prevalent-wind', '圈风刻', 'Prevalent Wind', 2, [], OWN),
  fan(61, 'seat-wind', '门风刻', 'Seat Wind', 2, [], OWN),
  fan(62, 'concealed-hand', '门前清', 'Concealed Hand', 2),
  fan(63, 'all-chows', '平和', 'All Chows', 2, ['no-honors']),
  fan(64, 'tile-hog', '四归一', 'Tile Hog', 2),
  fan(65, 'double-pung', '双同刻', 'Double Pung', 2),
  fan(66, 'two-concealed-pungs', '双暗刻', 'Two Concealed Pungs', 2),
  fan(67, 'concealed-kong', '暗杠', 'Concealed Kong', 2),
  fan(68, 'all-simples', '断幺', 'All Simples', 2, ['no-honors']),
  // 1 point
  fan(69, 'pure-double-chow', '一般高', 'Pure Double Chow', 1),
  fan(70, 'mixed-double-chow', '喜相逢', 'Mixed Double Chow', 1),
  fan(71, 'short-straight', '连六', 'Short Straight', 1),
  fan(72, 'two-terminal-chows', '老少副', 'Two Terminal Chows', 1),
  fan(73, 'pung-of-terminals-or-honors', '幺九刻', 'Pung of Terminals or Honors', 1),
  fan(74, 'melded-kong', '明杠', 'Melded Kong', 1),
  fan(75, 'one-voided-suit', '缺一门', 'One Voided Suit', 1),
  fan(76, 'no-honors', '无字', 'No Honors', 1),
  fan(77, 'edge-wait', '边张', 'Edge Wait', 1),
  fan(78, 'closed-wait', '嵌张', 'Closed Wait', 1),
  fan(79, 'single-wait', '单钓将', 'Single Wait', 1),
  fan(80, 'self-drawn', '自摸', 'Self-Drawn', 1),
  fan(81, 'flower-tiles', '花牌', 'Flower Tiles', 1),
];

/** The fan of each official number (index = number; index 0 unused). */
export const FAN_BY_NO: readonly FanDef[] = [FANS[0], ...FANS];
export const FAN_BY_ID: ReadonlyMap<string, FanDef> = new Map(FANS.map((f) => [f.id, f]));

/** The official number of a fan id; throws on an unknown id (a typo in a table). */
export function fanNo(id: string): number {
  const def = FAN_BY_ID.get(id);
  if (!def) throw new Error(`unknown fan id ${JSON.stringify(id)}`);
  return def.no;
}

/** Everything a fan keeps from also being counted, for display: whole fans, then partly excluded ones. */
export function notAlsoCounted(def: FanDef): string[] {
  const out = [...def.excludes];
  if (def.ownSets || def.excludesOne) out.push('pung-of-terminals-or-honors');
  return out;
}

/** The official numbers, by name, that the scorer uses in its hot loops. */
export const N = {
  bigFourWinds: 1,
  bigThreeDragons: 2,
  allGreen: 3,
  nineGates: 4,
  fourKongs: 5,
  sevenShiftedPairs: 6,
  thirteenOrphans: 7,
  allTerminals: 8,
  littleFourWinds: 9,
  littleThreeDragons: 10,
  allHonors: 11,
  fourConcealedPungs: 12,
  pureTerminalChows: 13,
  quadrupleChow: 14,
  fourPureShiftedPungs: 15,
  fourPureShiftedChows: 16,
  threeKongs: 17,
  allTerminalsAndHonors: 18,
  sevenPairs: 19,
  greaterHonorsKnitted: 20,
  allEvenPungs: 21,
  fullFlush: 22,
  pureTripleChow: 23,
  pureShiftedPungs: 24,
  upperTiles: 25,
  middleTiles: 26,
  lowerTiles: 27,
  pureStraight: 28,
  threeSuitedTerminalChows: 29,
  pureShiftedChows: 30,
  allFives: 31,
  triplePung: 32,
  threeConcealedPungs: 33,
  lesserHonorsKnitted: 34,
  knittedStraight: 35,
  upperFour: 36,
  lowerFour: 37,
  bigThreeWinds: 38,
  mixedStraight: 39,
  reversibleTiles: 40,
  mixedTripleChow: 41,
  mixedShiftedPungs: 42,
  chickenHand: 43,
  lastTileDraw: 44,
  lastTileClaim: 45,
  outWithReplacementTile: 46,
  robbingTheKong: 47,
  allPungs: 48,
  halfFlush: 49,
  mixedShiftedChows: 50,
  allTypes: 51,
  meldedHand: 52,
  twoConcealedKongs: 53,
  twoDragonPungs: 54,
  outsideHand: 55,
  fullyConcealedHand: 56,
  twoMeldedKongs: 57,
  lastTile: 58,
  dragonPung: 59,
  prevalentWind: 60,
  seatWind: 61,
  concealedHand: 62,
  allChows: 63,
  tileHog: 64,
  doublePung: 65,
  twoConcealedPungs: 66,
  concealedKong: 67,
  allSimples: 68,
  pureDoubleChow: 69,
  mixedDoubleChow: 70,
  shortStraight: 71,
  twoTerminalChows: 72,
  pungOfTerminalsOrHonors: 73,
  meldedKong: 74,
  oneVoidedSuit: 75,
  noHonors: 76,
  edgeWait: 77,
  closedWait: 78,
  singleWait: 79,
  selfDrawn: 80,
  flowerTiles: 81,
} as const;

export const FAN_COUNT = 81;
