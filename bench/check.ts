// The score checker's recomputation per change (issue 11: under 16 ms here): the same pure
// evaluation the page runs on every edit, for a win, a hand one short and a hand far off, in
// every registered rule set that reads these Fuzhou-style hands.
import { allRulesets } from '../src/engine/index.ts';
import { evaluate, type CheckInput } from '../src/components/check/evaluate.ts';
import { perSecond, report } from './measure.ts';

const HANDS: [string, Partial<CheckInput>][] = [
  ['a win (every reading, the score)', { concealed: '123m456m789m12s456s99p5p', winning: '9p', fields: { gold: '5p', winBy: 'self-draw', streak: 3 } }],
  ['a hand one short (each wait scored twice)', { concealed: '11m234m456m789m5p5p22p3p', fields: { gold: '5p' } }],
  ['a hand far from winning', { concealed: '1m4m7m1p4p7p2s5s8s3m6m9m3p6p9p2m8p', fields: { gold: '5p' } }],
];

export function benchCheck(): void {
  console.log('\nScore checker (one core, one evaluation per change)');
  for (const rules of allRulesets().filter((r) => r.wilds.kind === 'revealed')) {
    for (const [label, over] of HANDS) {
      const input: CheckInput = { ruleset: rules.name, options: {}, concealed: '', melds: [], winning: '', fields: {}, ...over };
      const rate = perSecond(50, () => {
        for (let i = 0; i < 50; i++) evaluate(input);
      });
      report(`${rules.name}: ${label}`, 1000 / rate, 'ms', 16, 'at most');
    }
  }
}
