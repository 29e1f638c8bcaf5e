// No circle of imports inside the engine: the vocabulary is its floor, and each layer imports only
// those below it. The import graph of src/engine's .ts files is read from their `import … from` and
// `export … from` lines (dynamic `import()` loads a rule set later, so it makes no circle at load).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ENGINE = resolve(import.meta.dirname, '../../../src/engine');
// The package.json "imports" aliases: registry.ts, or registry.browser.ts in a browser build; the
// zod parts built in, or loaded when asked in a browser build.
const ALIASES: Record<string, readonly string[]> = {
  '#rules/registry': ['rules/registry.ts', 'rules/registry.browser.ts'],
  '#engine/zod-parts': ['schema/zod-loader.ts', 'schema/zod-loader.browser.ts'],
};

// A clause of names between the keyword and `from` holds no `;`, `=`, `(` or quote, so a match never runs into the next statement.
const STATIC = /^[ \t]*(?:import|export)\s+(?:type\s+)?[\w$*\s{},]*?\s*from\s*'([^']+)'/gm;
const BARE = /^[ \t]*import\s+'([^']+)'/gm;

/** Each file's imports inside the engine, as paths relative to it. */
function importGraph(): Map<string, string[]> {
  const files = readdirSync(ENGINE, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(join(ENGINE, file), 'utf8');
    const targets: string[] = [];
    for (const m of [...text.matchAll(STATIC), ...text.matchAll(BARE)]) {
      const spec = m[1];
      if (ALIASES[spec]) targets.push(...ALIASES[spec]);
      else if (spec.startsWith('.')) {
        const target = relative(ENGINE, resolve(ENGINE, dirname(file), spec));
        if (!target.startsWith('..')) targets.push(target);
      }
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Every circle found by a depth-first walk (one per edge that closes it), each as its files in order. */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const cycles: string[][] = [];
  const walk = (file: string, path: string[]) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) walk(next, path);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) walk(file, []);
  return cycles;
}

describe('the engine has no import cycle', () => {
  const graph = importGraph();

  it('reads every file and every import, each to a file that exists', () => {
    // Well over a hundred modules, most importing others: a parser reading nothing would pass the next test.
    expect(graph.size).toBeGreaterThan(150);
    const edges = [...graph.values()].flat();
    expect(edges.length).toBeGreaterThan(500);
    expect(edges.filter((to) => !graph.has(to))).toEqual([]);
    // The two files that used to import each other are read with their imports.
    expect(graph.get('game/types.ts')).toContain('vocabulary.ts');
    expect(graph.get('rules/types.ts')).toEqual(expect.arrayContaining(['vocabulary.ts', 'game/types.ts']));
  });

  it('the vocabulary imports nothing', () => {
    expect(graph.get('vocabulary.ts')).toEqual([]);
  });

  it('no file reaches itself through its imports', () => {
    expect(findCycles(graph).map((c) => c.join(' -> '))).toEqual([]);
  });

  it('a circle planted in a copy of the graph is found', () => {
    const planted = new Map(graph);
    planted.set('vocabulary.ts', ['game/types.ts']);
    const found = findCycles(planted);
    expect(found.length).toBeGreaterThan(0);
    for (const cycle of found) expect(new Set(cycle)).toEqual(new Set(['vocabulary.ts', 'game/types.ts']));
  });
});
