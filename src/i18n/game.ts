// Messages for games (several deals of one table): a deal named by its number, each broken tie
// between deals, and the verdict of a whole game. `{expected}` and `{recorded}` of a dealer
// arrive as ready seat names, of an option as the rule set's words for its value.
import { defineMessages } from './define.ts';

export default defineMessages('game', {
  en: {
    deal: 'deal {deal}',
    at: '{deal}: {detail}',
    'break.ruleset': 'the game is played by the rule set {expected}, this deal by {recorded}',
    'break.option': 'the option {option} should be {expected} as the game plays it, the log says {recorded}',
    'break.players': 'the players should be the game’s four ({players}), the log seats {names}',
    'break.seats-first': 'the players should sit in the order the game lists them ({players}), the log seats {names}',
    'break.seats': 'the players should keep their seats of deal {previous} ({players}), the log seats {names}',
    'break.dealer': 'the dealer should be {expected}, the log says {recorded}',
    'break.streak': 'the streak should be {expected}, the log says {recorded}',
    'break.deal-option': '{option} should be {expected}, the log says {recorded}',
    'break.too-many-deals': 'a game of this rule set holds at most {maximum} deals',
    'break.total': '{player}’s running total should be {expected}, the game says {recorded}',
    'break.totals-count': 'the game records {recorded} running totals for {expected} deals',
    consistent: (p) => `game of ${p.count} ${Number(p.count) === 1 ? 'deal' : 'deals'}: consistent`,
    broken: (p) =>
      `game of ${p.count} ${Number(p.count) === 1 ? 'deal' : 'deals'}: not consistent (${p.breaks} ${Number(p.breaks) === 1 ? 'tie' : 'ties'} broken, ${p.deals} ${Number(p.deals) === 1 ? 'deal' : 'deals'} not consistent)`,
    summary: (p) => `${p.count} ${Number(p.count) === 1 ? 'game' : 'games'}: ${p.consistent} consistent, ${p.broken} not consistent`,
  },
  zh: {
    deal: '第 {deal} 局',
    at: '{deal}：{detail}',
    'break.ruleset': '本盘按规则 {expected} 打，这一局却记为 {recorded}',
    'break.option': '选项 {option} 应与本盘相同，为 {expected}，记录为 {recorded}',
    'break.players': '牌手应为本盘的四位（{players}），记录中就座的是 {names}',
    'break.seats-first': '牌手应按本盘所列的顺序就座（{players}），记录中为 {names}',
    'break.seats': '牌手应保持第 {previous} 局的座位（{players}），记录中为 {names}',
    'break.dealer': '庄家应为 {expected}，记录为 {recorded}',
    'break.streak': '连庄数应为 {expected}，记录为 {recorded}',
    'break.deal-option': '{option}应为{expected}，记录为{recorded}',
    'break.too-many-deals': '按这套规则，一盘最多 {maximum} 局',
    'break.total': '{player}的累计得分应为 {expected}，本盘记录为 {recorded}',
    'break.totals-count': '本盘有 {expected} 局，却记录了 {recorded} 个累计得分',
    consistent: '一盘 {count} 局：一致',
    broken: '一盘 {count} 局：不一致（{breaks} 处衔接有误，{deals} 局不一致）',
    summary: '共 {count} 盘：{consistent} 盘一致，{broken} 盘不一致',
  },
});
