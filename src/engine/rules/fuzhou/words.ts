// The words of the `fuzhou` rule set: its wins, score items, reasons a win is refused, seat
// markers, the phases and figures the table shows, its options, and its numbered readings
// (`ruling.N`, shown on its rules index), which options, score items and rules pages cite by
// number. The catalogue registers every rule set's words under its own namespace.
import { defineMessages } from '../../../i18n/define.ts';

export default /* @__PURE__ */ defineMessages('fuzhou', {
  en: {
    name: 'Fuzhou (house rules)',
    'name.short': 'Fuzhou',
    summary: 'The house rules of the Fuzhou mahjong app: 123 tiles, every honor a flower, the gold revealed at the deal, and scoring by base + bonus × multiplier.',
    wild: 'Gold',
    'phase.sweep': 'Final sweep: draw only',
    'centre.reserve': 'Reserve',
    'legend.reserve': '{name}: tiles kept back at the tail of the wall, never drawn.',
    'payment.win': 'the win',
    'field.gold': 'Gold',
    'field.winBy': 'Way of winning',
    'field.flowers': 'Flowers',
    'field.streak': 'Dealer streak',
    'field.goldDiscarded': 'The winner discarded a gold earlier',
    'figure.base': 'Base',
    'figure.bonus': 'Bonus',
    'figure.multiplier': 'Multiplier',
    'figure.total': 'Total (each player pays)',
    'reason.incomplete': 'not a winning hand: the tiles do not form five melds and a pair',
    'reason.idle-gold': 'idle gold: a lone gold doing no work may only win by self-draw',
    'reason.discarded-gold': 'this player discarded a gold earlier and may only win by self-draw',
    'reason.dead-gold': 'a discarded gold is dead: nobody can win on it',
    'reason.gold-grab-without-gold': 'a gold grab must be completed with the revealed gold',
    'win.normal': 'Normal win',
    'win.pinghu': 'Pinghu',
    'win.gold-grab': 'Gold grab',
    'win.three-golds': 'Three golds',
    'win.gold-pair': 'Gold pair',
    'win.gold-dragon': 'Gold dragon',
    'item.base.normal-self-draw': 'Base: normal win by self-draw',
    'item.base.normal-discard': 'Base: normal win on a discard',
    'item.base.pinghu': 'Base: Pinghu',
    'item.base.gold-grab': 'Base: Gold grab',
    'item.base.three-golds': 'Base: Three golds',
    'item.base.gold-pair': 'Base: Gold pair',
    'item.base.gold-dragon': 'Base: Gold dragon',
    'item.bonus.flowers': 'Flowers',
    'item.bonus.golds': 'Golds in hand',
    'item.bonus.exposed-kongs': 'Exposed kongs',
    'item.bonus.concealed-kongs': 'Concealed kongs',
    'item.bonus.streak': 'Dealer streak',
    'item.multiplier.self-draw': 'Multiplier: self-draw',
    'item.multiplier.special': 'Multiplier: special win',
    'item.multiplier.discard': 'Multiplier: normal win on a discard',
    'score.formula': 'Total = {base} + {bonus} × {multiplier} = {total}',
    'score.any-shape': 'three golds win with any shape',
    'score.gold-discarded': 'The winner discarded a gold earlier',
    'marker.idle-gold': 'Idle gold',
    'marker.self-draw-only': 'Self-draw only',
    'option.goldFlipFlower.name': 'A flower flipped for the gold',
    'option.goldFlipFlower.desc':
      'When the tile flipped for the gold is a flower, it joins the dealer’s flowers and another tile is flipped, until a suited tile shows.',
    'option.goldFlipFlower.value.dealer': 'goes to the dealer',
    'option.goldFlipFlower.value.set-aside': 'is only set aside',
    'option.idleGold.name': 'Idle gold',
    'option.idleGold.desc':
      'A player whose single gold does no work (the other tiles already form all five melds) may win only by self-draw: not on a discard, not by robbing a kong.',
    'option.dealerGoldGrab.name': 'The dealer’s gold grab',
    'option.dealerGoldGrab.desc':
      'The dealer may grab the gold too, if swapping one of the 17 tiles for the revealed gold makes a winning hand.',
    'option.threeGoldsOnDeal.name': 'Three golds from the deal',
    'option.threeGoldsOnDeal.desc':
      'Three golds held straight after the deal and flower replacement win at once, as a self-draw.',
    'option.goldPairNatural.name': 'Gold pair with natural melds',
    'option.goldPairNatural.desc':
      'A gold pair counts only when all five melds are natural, with no gold in them. Some tables only ask for two golds as the pair.',
    'option.pinghuMaxFlowers.name': 'Flowers allowed in a Pinghu',
    'option.pinghuMaxFlowers.desc':
      'How many flowers a Pinghu may have: none by the app’s own table (its worked example disagrees); some tables allow one.',
    'option.robKongPays.name': 'Robbing a kong pays as',
    'option.robKongPays.desc':
      'A win by robbing a kong is paid like a win on a discard (base 1, bonus ×1), or like a self-draw.',
    'option.robKongPays.value.as-discard': 'a win on a discard',
    'option.robKongPays.value.as-self-draw': 'a self-draw',
    'option.streakBonus.name': 'Who gets the streak bonus',
    'option.streakBonus.desc': 'The dealer’s streak adds to every winner’s bonus, or only to the dealer’s own win.',
    'option.streakBonus.value.every-winner': 'every winner',
    'option.streakBonus.value.dealer-only': 'the dealer only',
    'option.goldDiscardable.name': 'Discarding a gold',
    'option.goldDiscardable.desc':
      'A gold may be discarded, and is then dead. The classic 144-tile table does not allow it.',
    'sample.fuzhou-gold-grab.title': 'Lesson: the gold grab',
    'sample.fuzhou-gold-grab.description': 'With notes: the gold is flipped and a player one tile short takes it at once.',
    'sample.fuzhou-idle-gold.title': 'Lesson: the idle gold',
    'sample.fuzhou-idle-gold.description': 'With notes and questions: five melds and a lone gold wait on any tile, but only a self-draw wins.',
    'sample.fuzhou-flowers-pinghu.title': 'Lesson: flowers against Pinghu',
    'sample.fuzhou-flowers-pinghu.description': 'With notes and questions: the only player without flowers wins a Pinghu.',
    'ruling.title': 'How this site reads the house rules',
    'ruling.lead':
      'Every rule of the app’s house rules as this site reads it, numbered: the “how this site reads it” notes on the rules pages cite these numbers. Where the app’s manual is silent or contradicts itself, the reading says which way the site goes; where a reading is an interpretation, the option under it lets a table that plays differently re-check a score.',
    'ruling.1':
      'The set has 123 tiles: 108 suited tiles (characters, dots and bamboo, 1 to 9, four of each) and 15 flowers: one of each wind and dragon, the four flowers and the four seasons. Every flower is a bonus tile: it is set aside as soon as it arrives, replaced from the tail of the wall, and scores 1 point at a win.',
    'ruling.2':
      'Once every flower has been replaced, one tile is flipped from the tail. If it is a flower, it joins the dealer’s flowers and another tile is flipped, until a suited tile shows; the app’s manual does not say, and the site follows the classic rules. The flipped tile stays face up as the gold indicator and is never drawn; its three other copies are the golds in play.',
    'ruling.3':
      'After the flip, 18 tiles at the tail are kept back and never drawn, one more for each exposed kong (claimed or added) and two more for each concealed kong. Replacements for flowers and kongs come off the tail beyond the reserve, so the reserve is a number of tiles, not particular tiles.',
    'ruling.4':
      'When a player is about to draw and four or fewer drawable tiles are left, the final sweep begins: the remaining tiles are drawn one by one in turn, with no discard, no claim, no kong and no flower replacement (a flower drawn is set aside and still scores). A draw that completes a hand wins at once as a self-draw; if none does, the deal is a draw.',
    'ruling.5':
      'A discard goes to one claimant only. A win comes before a kong, a kong before a pong, a pong before a chow; between equal claims, the seat nearest the discarder counter-clockwise takes it. Only one player can win on a discard.',
    'ruling.6':
      'A discarded gold is dead: nobody can chow, pong, kong or win on it, and the player who discarded it may win only by self-draw for the rest of the deal.',
    'ruling.7':
      'Idle gold (游金): a player who holds exactly one gold while the other tiles, concealed and exposed, already form all five melds is waiting with the gold as half of the pair and would win on any tile. That player may win only by self-draw, not on a discard and not by robbing a kong. It is judged on the hand before a claimed tile is added. Two golds used as the pair (a gold pair) are not idle.',
    'ruling.8':
      'Gold grab (抢金): right after the gold is revealed, before the dealer’s first discard, a non-dealer whose 16 tiles and the revealed gold make a winning hand may take the gold and win; the dealer may grab too, if swapping one of its 17 tiles for the gold makes a winning hand. With several grabbers, the nearest counter-clockwise from the dealer wins, the dealer last. The grabbed tile counts as a gold in the hand. The chance ends at the dealer’s first action of any kind: a discard, a concealed kong or a win. A dealer whose 17 tiles already win at the reveal wins by heavenly hand, a self-draw scored as the hand is; it comes before every grab, and that dealer cannot grab instead.',
    'ruling.9':
      'Three golds (三金倒): a player who holds all three golds after any draw, the deal and flower replacements included, may declare a win at once, whatever the shape of the hand; it counts as a self-draw. The option that forbids it straight after the deal binds the dealer too.',
    'ruling.10':
      'Gold pair (金雀): two golds as the pair, and all five melds natural, with no gold in them. Gold dragon (金龙): three golds used as their own triplet, and the rest of the hand natural.',
    'ruling.11':
      'Pinghu (平和) is a normal win of five melds and a pair with no flowers and no kongs. The app’s manual has a worked example that calls a hand with two flowers and a kong a Pinghu, against its own table of wins: the table stands, and the example is kept only as a check of the arithmetic (base 10, bonus 4, self-draw: 10 + 4 × 2 = 18).',
    'ruling.12':
      'Only the highest special win that applies scores: gold dragon (base 50), then gold pair (30), three golds (20), gold grab (15) and Pinghu (10). When the tiles can be read in several ways, the reading that scores most is taken.',
    'ruling.13':
      'Total = base + bonus × multiplier. The base of a normal win is 2 by self-draw and 1 on a discard or a robbed kong; a special win has its own base. The bonus is the flowers, plus the golds in the winning hand, plus 1 for each exposed kong and 2 for each concealed kong, plus the dealer’s streak. The multiplier is ×2 for a self-draw or any special win, ×1 for a normal win on a discard or a robbed kong. Each of the other three players pays the total, after a win on a discard too.',
    'ruling.14':
      'When the dealer wins or the deal is a draw, the same dealer deals again and the streak goes up by one. When another player wins, the dealership passes to the dealer’s lower seat (counter-clockwise) and the streak starts again from 0.',
    'ruling.15':
      'Golds are wild only in the concealed part of a winning hand: every chow, pong or kong, claimed or declared, is made of natural tiles. Every tile of the gold’s kind is a gold, and a gold may stand for its own kind or for any other suited tile.',
    'ruling.16':
      'A gold may be discarded, and it is then dead (reading 6). The classic 144-tile table never lets a gold leave the hand; a table that plays that way can switch the option.',
  },
  zh: {
    name: '福州麻将（本站默认规则）',
    'name.short': '福州',
    summary: '福州麻将 App 的房规：123 张牌，字牌都当花，开局翻金，算分用底分 + 加分 × 倍数。',
    wild: '金',
    'phase.sweep': '最后四张：只摸不打',
    'centre.reserve': '留牌',
    'legend.reserve': '{name}：牌墙尾部留下、不摸的牌数。',
    'payment.win': '和牌',
    'field.gold': '金',
    'field.winBy': '胡法',
    'field.flowers': '花',
    'field.streak': '连庄',
    'field.goldDiscarded': '胡牌者本局打出过金',
    'figure.base': '底分',
    'figure.bonus': '奖分',
    'figure.multiplier': '倍数',
    'figure.total': '总分（每家付）',
    'reason.incomplete': '不是和牌：这些牌组不成五组面子加一对将',
    'reason.idle-gold': '游金：单张金不起作用时，只能自摸',
    'reason.discarded-gold': '该玩家本局打出过金，只能自摸',
    'reason.dead-gold': '打出的金是死金，谁也不能和',
    'reason.gold-grab-without-gold': '抢金必须用翻开的那张金和牌',
    'win.normal': '普通和牌',
    'win.pinghu': '平和',
    'win.gold-grab': '抢金',
    'win.three-golds': '三金倒',
    'win.gold-pair': '金雀',
    'win.gold-dragon': '金龙',
    'item.base.normal-self-draw': '底分：普通自摸',
    'item.base.normal-discard': '底分：普通放炮和',
    'item.base.pinghu': '底分：平和',
    'item.base.gold-grab': '底分：抢金',
    'item.base.three-golds': '底分：三金倒',
    'item.base.gold-pair': '底分：金雀',
    'item.base.gold-dragon': '底分：金龙',
    'item.bonus.flowers': '花',
    'item.bonus.golds': '手中的金',
    'item.bonus.exposed-kongs': '明杠',
    'item.bonus.concealed-kongs': '暗杠',
    'item.bonus.streak': '连庄',
    'item.multiplier.self-draw': '倍数：自摸',
    'item.multiplier.special': '倍数：特殊和牌',
    'item.multiplier.discard': '倍数：普通放炮和',
    'score.formula': '合计 = {base} + {bonus} × {multiplier} = {total}',
    'score.any-shape': '三金倒不论牌型',
    'score.gold-discarded': '和牌者本局打出过金',
    'marker.idle-gold': '游金',
    'marker.self-draw-only': '只能自摸',
    'option.goldFlipFlower.name': '翻金翻到花',
    'option.goldFlipFlower.desc': '翻金时翻出花牌，这张花归庄家，再往下翻，直到翻出数牌为止。',
    'option.goldFlipFlower.value.dealer': '归庄家',
    'option.goldFlipFlower.value.set-aside': '只放在一边',
    'option.idleGold.name': '游金',
    'option.idleGold.desc': '手里只有一张金，其余的牌已经凑齐五组面子，这张金没派上用场，只能自摸，不能胡别人打的牌，也不能抢杠。',
    'option.dealerGoldGrab.name': '庄家抢金',
    'option.dealerGoldGrab.desc': '庄家用翻出的金换掉手里 17 张中的一张就能胡，也可以抢金。',
    'option.threeGoldsOnDeal.name': '起手三金',
    'option.threeGoldsOnDeal.desc': '发牌、补花之后手里就有三张金，可以马上三金倒，算自摸。',
    'option.goldPairNatural.name': '金雀要求面子不带金',
    'option.goldPairNatural.desc': '两张金做将，而且五组面子都不用金，才算金雀。有的牌桌只要求两张金做将。',
    'option.pinghuMaxFlowers.name': '平和允许的花数',
    'option.pinghuMaxFlowers.desc': '平和最多可以有几张花：按 App 自己的表格是零张（它的算分例子与此不符）；有的牌桌允许一张。',
    'option.robKongPays.name': '抢杠胡怎么算',
    'option.robKongPays.desc': '抢杠胡按点炮算（底分 1，加分 ×1），或者按自摸算。',
    'option.robKongPays.value.as-discard': '按点炮算',
    'option.robKongPays.value.as-self-draw': '按自摸算',
    'option.streakBonus.name': '连庄加分给谁',
    'option.streakBonus.desc': '庄家的连庄数加到每个赢家的加分里，还是只在庄家自己胡牌时才加。',
    'option.streakBonus.value.every-winner': '所有赢家',
    'option.streakBonus.value.dealer-only': '只有庄家',
    'option.goldDiscardable.name': '金可以打出',
    'option.goldDiscardable.desc': '金可以打出去，打出后就是死金。传统 144 张玩法不许打金。',
    'sample.fuzhou-gold-grab.title': '教学：抢金',
    'sample.fuzhou-gold-grab.description': '带注释：翻金之后，差一张的玩家马上抢金胡牌。',
    'sample.fuzhou-idle-gold.title': '教学：游金',
    'sample.fuzhou-idle-gold.description': '带注释和提问：五组面子加一张金，什么牌都能胡，却只能自摸。',
    'sample.fuzhou-flowers-pinghu.title': '教学：花牌与平胡',
    'sample.fuzhou-flowers-pinghu.description': '带注释和提问：唯一没有花的玩家胡了平胡。',
    'ruling.title': '本站对 App 自家规则的理解',
    'ruling.lead':
      'App 自家规则的每一条，本站都按下面的理解执行，并编了号：规则页上“本站的理解”说明引用的就是这些编号。说明书没讲或自相矛盾的地方，这里写明本站取哪种读法；属于解释的条目下面列出对应的选项，你们桌上打法不同时，可以切换选项重新核对算分。',
    'ruling.1':
      '全副 123 张牌：108 张数牌（万、筒、索，1 到 9 各四张），加 15 张花：东南西北中发白各一张，梅兰竹菊、春夏秋冬各一张。每张花一到手就放到一边，从牌尾补一张，胡牌时每张算 1 分。',
    'ruling.2':
      '补完花后，从牌尾翻一张牌定金。翻到花，这张花归庄家，再接着翻，直到翻出数牌为止；说明书没讲这一点，本站按传统规则。翻出的牌明摆着作金牌，谁也不摸；与它相同的另外三张就是场上的金。',
    'ruling.3':
      '翻金之后，牌尾留 18 张不摸；每有一个明杠（直接杠或补杠）多留 1 张，每有一个暗杠多留 2 张。补花、补杠都从留牌以外的牌尾拿，所以留牌是一个张数，不是固定的那几张牌。',
    'ruling.4':
      '轮到某家摸牌时，能摸的牌只剩 4 张或更少，就进入最后四张：剩下的牌按顺序一家摸一张，不打牌，不吃、碰、杠，也不补花（摸到的花放到一边，照样算分）。谁摸到的牌能和，立即算自摸和；都没人和，本局流局。',
    'ruling.5':
      '一张打出的牌只能给一家。胡优先于杠，杠优先于碰，碰优先于吃；要法相同时，按逆时针方向离打牌人最近的那家优先。一张牌只能一家胡，没有一炮多响。',
    'ruling.6':
      '打出的金是死金：谁也不能吃、碰、杠，也不能胡这张金；打出金的人本局剩下的时间只能自摸。',
    'ruling.7':
      '游金：手里正好一张金，其余的牌（连同亮出的面子）已经凑齐五组面子，这张金单吊做将，摸到什么都能和。这样的人只能自摸，不能胡别人打出的牌，也不能抢杠。是不是游金，看的是加上要来的那张牌之前的手牌。两张金做将（金雀）不算游金。',
    'ruling.8':
      '抢金：翻金之后、庄家打出第一张牌之前，闲家的 16 张牌加上翻开的金能和，就可以把金拿来胡；庄家用金换掉手里 17 张中的一张能和，也可以抢金。几家都能抢时，从庄家的下家起按逆时针排，庄家最后。抢到的牌算手中的金。庄家一有动作（打牌、暗杠或胡牌），就不能再抢金。翻金时庄家的 17 张牌已经和了，就是天和，算自摸，按这手牌本身计分；天和排在所有抢金之前，庄家也不能改为抢金。',
    'ruling.9':
      '三金倒：任何一次摸牌之后（起手发牌和补花也算），手里有三张金，就可以立即宣布和牌，不论牌型，算自摸。不许起手三金倒的选项对庄家同样适用。',
    'ruling.10':
      '金雀：两张金做将，五组面子都是真牌，一张金也不带。金龙：三张金自成一刻，其余的牌都是真牌。',
    'ruling.11':
      '平和：五组面子加一对将的普通和牌，没有花，也没有杠。说明书的算分例子把一手有两张花、一个杠的牌叫作平和，与它自己的表格矛盾：本站以表格为准，那个例子只用来核对算术（底分 10，奖分 4，自摸：10 + 4 × 2 = 18）。',
    'ruling.12':
      '几种特殊和牌同时成立时只算最高的一种：金龙（底分 50）、金雀（30）、三金倒（20）、抢金（15）、平和（10）依次往下。一手牌有几种拆法时，取得分最高的那种。',
    'ruling.13':
      '总分 = 底分 + 奖分 × 倍数。普通和牌的底分：自摸 2，点炮或抢杠 1；特殊和牌用它自己的底分。奖分 = 花数 + 和牌时手中的金数 + 明杠数 × 1 + 暗杠数 × 2 + 连庄数。倍数：自摸或任何特殊和牌 ×2，点炮或抢杠的普通和牌 ×1。另外三家每家都付总分，点炮和也是三家一起付。',
    'ruling.14':
      '庄家胡牌或流局，原庄家继续坐庄，连庄数加一。别人胡牌，由庄家的下家（逆时针方向）坐庄，连庄数从 0 重新算。',
    'ruling.15':
      '金只在和牌时没亮出的那部分手牌里当百搭：吃、碰、杠出的面子（不论是要来的还是自己开的）都只能用真牌。和金同一种的牌都是金，一张金可以当它本身，也可以当任何别的数牌。',
    'ruling.16':
      '金可以打出，打出后就是死金（第 6 条）。传统 144 张牌桌不许金离手；你们桌上这么打的话，可以切换这个选项。',
  },
});
