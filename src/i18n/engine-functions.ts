// The engine's messages that are functions (plurals, meld names): kept apart from engine.ts so
// the browser carries only these in both languages; the plain ones reach a page in its own
// language (pageMessages). Same namespace, `engine`.
import { defineMessages } from './define.ts';

const plural = (n: unknown, one: string, many: string) => (Number(n) === 1 ? one : many);

export default defineMessages('engine', {
  en: {
    'score.wild-stands-for': (p) => `${String(p.wild).toLowerCase()} as ${p.tile}`,
    'problem.bad-json': (p) => `not valid JSON (${p.line === undefined ? p.detail : `line ${p.line}, column ${p.column}: ${p.token ? `unexpected "${p.token}"` : 'the text ends too early'}`})`,
    'problem.notation.too-many-copies': (p) => `${p.count} copies of ${p.tile} (position ${p.position}); there are only ${p.max}`,
    'problem.meld-shape': (p) => `${p.tiles} is not a ${String(p.type).replace('-', ' ')}`,
    'problem.too-many-copies': (p) => `${p.count} copies of ${p.tile}; the wall has only ${p.max}`,
    // A table's own wild says it in its words (`<words>.problem.too-many-golds`); this is any wild's.
    'problem.too-many-golds': (p) => `${p.count} copies of the wild tile ${p.tile}; only ${p.max} are in play`,
    'problem.tile-count': (p) => `${p.count} concealed ${plural(p.count, 'tile', 'tiles')}, but with ${p.melds} ${plural(p.melds, 'meld', 'melds')} a winning hand has ${p.expected}`,
  },
  zh: {
    'score.wild-stands-for': '{wild}当{tile}',
    'problem.bad-json': (p) => `不是有效的 JSON（${p.line === undefined ? p.detail : `第 ${p.line} 行第 ${p.column} 列：${p.token ? `意外的“${p.token}”` : '文本提前结束'}`}）`,
    'problem.notation.too-many-copies': '{tile}出现了 {count} 张（第 {position} 个字符），但整副牌只有 {max} 张',
    'problem.meld-shape': (p) => `${p.tiles} 不能组成${({ chow: '吃', pong: '碰', kong: '明杠', 'added-kong': '补杠', 'concealed-kong': '暗杠' } as Record<string, string>)[String(p.type)] ?? p.type}`,
    'problem.too-many-copies': '{tile}有 {count} 张，但整副牌只有 {max} 张',
    'problem.too-many-golds': '万能牌{tile}有 {count} 张，但场上只有 {max} 张',
    'problem.tile-count': '暗牌 {count} 张；有 {melds} 组副露时，{hu}牌应有 {expected} 张暗牌',
  },
});
