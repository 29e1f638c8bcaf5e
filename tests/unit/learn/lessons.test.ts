// Every lesson's exercises are ones the engine makes: each `{ kind, level, count, size }` of its
// front matter yields exercises of that rule set, the same in both languages, and every path
// starts with small hands (5 and 8 tiles) before the whole one.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ruleset, rulesetNames } from '../../../src/engine/index.ts';
import { generateExercise, type ExerciseKind, type Level } from '../../../src/engine/learn/index.ts';

const root = join(import.meta.dirname, '../../../content/lessons');
type Spec = { kind: ExerciseKind; level: Level; count: number; size?: number };

function specs(file: string): Spec[] {
  const front = readFileSync(file, 'utf8').split('---')[1];
  return [...front.matchAll(/^\s+- \{ kind: ([\w-]+), level: (\d), count: (\d+)(?:, size: (\d+))? \}$/gm)].map((m) => ({
    kind: m[1] as ExerciseKind,
    level: Number(m[2]) as Level,
    count: Number(m[3]),
    ...(m[4] ? { size: Number(m[4]) } : {}),
  }));
}

describe.each(rulesetNames())('lessons of %s', (name) => {
  const files = readdirSync(join(root, name, 'en')).sort();
  test('there is a path, the same files in both languages', () => {
    expect(files.length).toBeGreaterThanOrEqual(5);
    expect(readdirSync(join(root, name, 'zh')).sort()).toEqual(files);
  });
  test.each(files)('%s: each exercise listed is made by the engine, the same in both languages', (file) => {
    const en = specs(join(root, name, 'en', file));
    expect(specs(join(root, name, 'zh', file))).toEqual(en);
    for (const spec of en) for (let seed = 1; seed <= 5; seed++) expect(generateExercise(ruleset(name), spec.kind, spec.level, seed, spec.size), `${spec.kind} ${seed}`).not.toBeNull();
  });
  test('the path starts small: a 5-tile and an 8-tile hand come before the first whole one', () => {
    const all = files.flatMap((f) => specs(join(root, name, 'en', f)));
    // A claim shows no hand: the first whole hand is the first other exercise without a size.
    const firstWhole = all.findIndex((s) => s.size === undefined && s.kind !== 'claim');
    const five = all.findIndex((s) => s.size === 5);
    const eight = all.findIndex((s) => s.size === 8);
    expect(five).toBeGreaterThanOrEqual(0);
    expect(eight).toBeGreaterThan(five);
    expect(eight).toBeLessThan(firstWhole);
  });
});
