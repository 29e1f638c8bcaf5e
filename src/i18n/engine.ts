// Messages for what the engine reports: notation and input errors, win types, score items.
import { defineMessages } from './define.ts';

export default defineMessages('engine', {
  en: {
    'notation.bad-character': '"{char}" at position {position} is not part of a tile',
  },
  zh: {
    'notation.bad-character': '第 {position} 个字符“{char}”不是牌的写法',
  },
});
