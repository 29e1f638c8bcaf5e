// The bamboo suit (索): sticks in the usual arrangements, ranks 2–9, and a bird for 1s.

import { INK, stick } from './draw.ts';
import { h, type El } from './svg.ts';

const { red: R, green: G } = INK;
type Stick = readonly [cx: number, cy: number, len: number, color: string, angle?: number];

const TOP = 21;
const BOTTOM = 59;
const L = 30;
/** Three rows for 7s and 9s. */
const ROWS3 = [14, 40, 66];
const L3 = 22;

const LAYOUTS: Record<number, readonly Stick[]> = {
  2: [
    [30, TOP, L, G],
    [30, BOTTOM, L, G],
  ],
  3: [
    [30, TOP, L, G],
    [18, BOTTOM, L, G],
    [42, BOTTOM, L, G],
  ],
  4: [
    [18, TOP, L, G],
    [42, TOP, L, G],
    [18, BOTTOM, L, G],
    [42, BOTTOM, L, G],
  ],
  5: [
    [14, TOP, L, G],
    [46, TOP, L, G],
    [30, 40, L, R],
    [14, BOTTOM, L, G],
    [46, BOTTOM, L, G],
  ],
  6: [
    [14, TOP, L, G],
    [30, TOP, L, G],
    [46, TOP, L, G],
    [14, BOTTOM, L, G],
    [30, BOTTOM, L, G],
    [46, BOTTOM, L, G],
  ],
  7: [
    [30, ROWS3[0], L3, R],
    [14, ROWS3[1], L3, G],
    [30, ROWS3[1], L3, G],
    [46, ROWS3[1], L3, G],
    [14, ROWS3[2], L3, G],
    [30, ROWS3[2], L3, G],
    [46, ROWS3[2], L3, G],
  ],
  // 8s: the classic "M over W": outer sticks upright, inner pairs leaning together.
  8: [
    [9, TOP, L, G],
    [51, TOP, L, G],
    [22.5, TOP, L, G, 22],
    [37.5, TOP, L, G, -22],
    [9, BOTTOM, L, G],
    [51, BOTTOM, L, G],
    [22.5, BOTTOM, L, G, -22],
    [37.5, BOTTOM, L, G, 22],
  ],
  9: [
    [14, ROWS3[0], L3, G],
    [30, ROWS3[0], L3, R],
    [46, ROWS3[0], L3, G],
    [14, ROWS3[1], L3, G],
    [30, ROWS3[1], L3, R],
    [46, ROWS3[1], L3, G],
    [14, ROWS3[2], L3, G],
    [30, ROWS3[2], L3, R],
    [46, ROWS3[2], L3, G],
  ],
};

/** 1s: a simple standing bird (the traditional sparrow/peacock), in the suit's green with a red crest. */
function bird(): El[] {
  return [
    // tail fan
    h('path', { d: 'M30 48 L8 70 Q14 76 22 74 Z', fill: INK.blue }),
    h('path', { d: 'M30 48 L22 74 Q30 78 38 74 Z', fill: G }),
    h('path', { d: 'M30 48 L38 74 Q46 76 52 70 Z', fill: INK.blue }),
    // body and wing
    h('path', { d: 'M18 46 Q16 28 30 22 Q44 20 44 34 Q44 50 30 54 Q20 55 18 46 Z', fill: G }),
    h('path', { d: 'M22 40 Q30 30 40 36 Q36 48 24 48 Z', fill: '#6fb58a' }),
    // head, eye, beak, crest
    h('circle', { cx: 36, cy: 17, r: 7.5, fill: G }),
    h('circle', { cx: 38.5, cy: 15.5, r: 1.8, fill: INK.ivory }),
    h('path', { d: 'M43 16 L51 19 L43 21 Z', fill: '#d98b1c' }),
    h('path', { d: 'M31 11 Q30 3 36 5 Q34 8 37 10 Z', fill: R }),
    // legs
    h('path', { d: 'M27 53 L25 62 M33 53 L35 62', stroke: '#7a4a1c', 'stroke-width': 1.8, 'stroke-linecap': 'round', fill: 'none' }),
  ];
}

export function bambooFace(rank: number): El[] {
  if (rank === 1) return bird();
  return LAYOUTS[rank].map(([cx, cy, len, color, angle]) => stick(cx, cy, len, color, angle));
}
