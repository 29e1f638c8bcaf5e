// Messages for tiles: screen-reader names of the 42 tiles and their states, and tile notation errors
// shown on rules pages. Words are the ones players know from the app (金, 花, 吃, 碰, 杠…).
import { defineMessages, type Params } from './define.ts';

const ZH_NUMERALS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
const zhRank = (p: Params) => ZH_NUMERALS[Number(p.rank)] ?? String(p.rank);
const en = (one: string, many: string) => (p: Params) => `${p.rank} ${Number(p.rank) === 1 ? one : many}`;

export default defineMessages('tiles', {
  en: {
    'suit.m': en('Character', 'Characters'),
    'suit.p': en('Dot', 'Dots'),
    'suit.s': en('Bamboo', 'Bamboo'),
    'honor.1': 'East wind',
    'honor.2': 'South wind',
    'honor.3': 'West wind',
    'honor.4': 'North wind',
    'honor.5': 'White dragon',
    'honor.6': 'Green dragon',
    'honor.7': 'Red dragon',
    'flower.1': 'Plum (flower 1)',
    'flower.2': 'Orchid (flower 2)',
    'flower.3': 'Bamboo (flower 3)',
    'flower.4': 'Chrysanthemum (flower 4)',
    'flower.5': 'Spring (season 1)',
    'flower.6': 'Summer (season 2)',
    'flower.7': 'Autumn (season 3)',
    'flower.8': 'Winter (season 4)',
    back: 'face-down tile',
    // A wild tile when no rule set names it; a table's own word (`<words>.word.wild`) comes first.
    'state.wild': 'wild',
    'state.claimed': 'claimed',
    'state.dead': 'dead',
    'state.latest': 'latest',
    'with-states': '{tile}, {states}',
    'state-separator': ', ',
    'notation.error': 'Bad tile notation “{token}”',
    'notation.empty': 'No tiles given',
  },
  zh: {
    // `suit`: the rule set's own name for the suit, when it has one (MCR's 条).
    'suit.m': (p) => `${zhRank(p)}${p.suit ?? '万'}`,
    'suit.p': (p) => `${zhRank(p)}${p.suit ?? '筒'}`,
    'suit.s': (p) => `${zhRank(p)}${p.suit ?? '索'}`,
    'honor.1': '东风',
    'honor.2': '南风',
    'honor.3': '西风',
    'honor.4': '北风',
    'honor.5': '白板',
    'honor.6': '发财',
    'honor.7': '红中',
    'flower.1': '梅',
    'flower.2': '兰',
    'flower.3': '竹',
    'flower.4': '菊',
    'flower.5': '春',
    'flower.6': '夏',
    'flower.7': '秋',
    'flower.8': '冬',
    back: '牌背',
    'state.wild': '万能牌',
    'state.claimed': '吃碰',
    'state.dead': '死牌',
    'state.latest': '最新',
    'with-states': '{tile}（{states}）',
    'state-separator': '、',
    'notation.error': '牌的写法有误：“{token}”',
    'notation.empty': '没有写牌',
  },
});
