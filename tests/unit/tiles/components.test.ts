// The Svelte islands compile in runes mode without warnings and draw through the shared tile code.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compile } from 'svelte/compiler';

const dir = new URL('../../../src/components/tiles/', import.meta.url);

describe('tile components', () => {
  for (const [name, helper] of [
    ['Tile.svelte', 'tileSvg'],
    ['Tiles.svelte', 'tileRowElement'],
  ]) {
    it(`${name} compiles for the server and the client`, () => {
      const source = readFileSync(new URL(name, dir), 'utf8');
      for (const generate of ['server', 'client'] as const) {
        const out = compile(source, { filename: name, generate, runes: true });
        expect(out.js.code).toContain(helper);
        expect(out.warnings.map((w) => w.message)).toEqual([]);
      }
    });
  }
});
