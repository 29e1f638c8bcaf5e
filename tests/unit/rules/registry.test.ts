// The registry finds the rule sets by their folders: the same four, in the same order, wherever
// it runs (Vitest here; the CLI's esbuild bundle and tsx through scripts/import-glob.mjs), the
// default first; a folder's name is its rule set's name, and the browser's built-in one is the default.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFINITIONS, DEFAULT_RULESET, RULESET_WORDS } from '../../../src/engine/rules/registry.ts';
import { rulesetNames } from '../../../src/engine/rules/index.ts';
import { expandGlobs } from '../../../scripts/import-glob.mjs';

const RULES = join(import.meta.dirname, '../../../src/engine/rules');
const REGISTRY = join(RULES, 'registry.ts');

describe('the rule-set registry', () => {
  it('lists the four rule sets in the order the site has always listed them, the default first', () => {
    expect(rulesetNames()).toEqual(['fuzhou', 'fuzhou-144', 'mcr', 'guangdong']);
    expect(DEFAULT_RULESET).toBe('fuzhou');
    expect(RULESET_WORDS.map((w) => w.name)).toEqual(rulesetNames());
  });

  it('takes each rule set from a folder of its name, and places no two at the same order', () => {
    const folders = readdirSync(RULES, { withFileTypes: true })
      .filter((d) => d.isDirectory() && ['definition.ts', 'built-in.ts'].some((f) => existsSync(join(RULES, d.name, f))))
      .map((d) => d.name);
    expect(new Set(DEFINITIONS.map((d) => d.name))).toEqual(new Set(folders));
    expect(new Set(DEFINITIONS.map((d) => d.order)).size).toBe(DEFINITIONS.length);
  });

  it('builds into the browser exactly the default rule set (the one folder registered by built-in.ts)', () => {
    const builtIn = readdirSync(RULES).filter((name) => existsSync(join(RULES, name, 'built-in.ts')));
    expect(builtIn).toEqual([DEFAULT_RULESET]);
    // Registered once: never both, or the browser would load the default lazily too.
    expect(existsSync(join(RULES, DEFAULT_RULESET, 'definition.ts'))).toBe(false);
  });
});

describe('import.meta.glob outside Vite (scripts/import-glob.mjs)', () => {
  it('expands an eager glob into static imports of every folder that has the file, sorted', () => {
    const out = expandGlobs("const d = import.meta.glob('./*/definition.ts', { eager: true, import: 'definition' }) as X;", REGISTRY);
    expect(out).toContain('import { definition as __glob_0_0 } from "./fuzhou-144/definition.ts";');
    expect(out).toContain('const d = { "./fuzhou-144/definition.ts": __glob_0_0, "./guangdong/definition.ts": __glob_0_1, "./mcr/definition.ts": __glob_0_2 } as X;');
    // gold-family has no definition.ts: it is no rule set.
    expect(out).not.toContain('gold-family');
  });

  it('reads esbuild’s double quotes and a default import alike', () => {
    const out = expandGlobs('const w = import.meta.glob("./*/words.ts", { eager: true, import: "default" });', REGISTRY);
    expect(out).toContain('import __glob_0_0 from "./fuzhou/words.ts";');
  });

  it('leaves a source without a glob alone and refuses a lazy glob rather than guess', () => {
    expect(expandGlobs('export const x = 1;', REGISTRY)).toBeNull();
    expect(() => expandGlobs("import.meta.glob('./*/definition.ts', { import: 'definition' })", REGISTRY)).toThrow(/only eager/);
  });
});
