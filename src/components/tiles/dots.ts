// The dots suit (筒): the classic circle arrangements and colours of physical tiles, ranks 1–9.

import { INK, dot } from './draw.ts';
import { h, type El } from './svg.ts';

const { red: R, green: G, blue: B } = INK;
type Dot = readonly [cx: number, cy: number, r: number, color: string];

/** Layouts on the 60 × 80 face, taken from the usual Chinese set. */
const LAYOUTS: Record<number, readonly Dot[]> = {
  2: [
    [30, 21, 13, G],
    [30, 59, 13, B],
  ],
  3: [
    [14, 15, 10.5, B],
    [30, 40, 10.5, R],
    [46, 65, 10.5, G],
  ],
  4: [
    [16, 22, 11.5, B],
    [44, 22, 11.5, G],
    [16, 58, 11.5, G],
    [44, 58, 11.5, B],
  ],
  5: [
    [15, 16, 10.5, B],
    [45, 16, 10.5, G],
    [30, 40, 10.5, R],
    [15, 64, 10.5, G],
    [45, 64, 10.5, B],
  ],
  6: [
    [17, 15, 10, G],
    [43, 15, 10, G],
    [17, 43, 10, R],
    [43, 43, 10, R],
    [17, 66, 10, R],
    [43, 66, 10, R],
  ],
  7: [
    [12, 11, 8, G],
    [30, 19, 8, G],
    [48, 27, 8, G],
    [18, 47, 9, R],
    [42, 47, 9, R],
    [18, 67, 9, R],
    [42, 67, 9, R],
  ],
  8: [
    [18, 12, 8.6, B],
    [42, 12, 8.6, B],
    [18, 30.5, 8.6, B],
    [42, 30.5, 8.6, B],
    [18, 49.5, 8.6, B],
    [42, 49.5, 8.6, B],
    [18, 68, 8.6, B],
    [42, 68, 8.6, B],
  ],
  9: [
    [12, 15, 8.8, B],
    [30, 15, 8.8, B],
    [48, 15, 8.8, B],
    [12, 40, 8.8, R],
    [30, 40, 8.8, R],
    [48, 40, 8.8, R],
    [12, 65, 8.8, G],
    [30, 65, 8.8, G],
    [48, 65, 8.8, G],
  ],
};

/** 1p: one large ornamental dot (a lotus-like rosette) so it is unmistakable at any size. */
function oneDot(): El[] {
  const cx = 30;
  const cy = 40;
  const petals: El[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    petals.push(h('circle', { cx: cx + Math.cos(a) * 15.5, cy: cy + Math.sin(a) * 15.5, r: 2.6, fill: i % 2 ? R : B }));
  }
  return [
    h('circle', { cx, cy, r: 25, fill: G }),
    h('circle', { cx, cy, r: 21.5, fill: INK.ivory }),
    h('circle', { cx, cy, r: 19.5, fill: 'none', stroke: B, 'stroke-width': 1.4 }),
    ...petals,
    h('circle', { cx, cy, r: 11, fill: R }),
    h('circle', { cx, cy, r: 7.5, fill: INK.ivory }),
    h('circle', { cx, cy, r: 5, fill: G }),
    h('circle', { cx, cy, r: 1.8, fill: INK.ivory }),
  ];
}

export function dotsFace(rank: number): El[] {
  if (rank === 1) return oneDot();
  return LAYOUTS[rank].map(([cx, cy, r, color]) => dot(cx, cy, r, color));
}
