// Import + verify of Botzone's records (issue 26): the four human games of the text fixture and
// the three judge logs, each read into our deal logs and checked as `fzmj import` checks them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkImported, importWith } from '../src/engine/import/index.ts';
import { loadImporters } from '../src/engine/rules/registry.ts';
import { fastestRate, rates, report } from './measure.ts';

// Read from the checkout's root, where `npm run bench` runs (the bundle itself lives in bench/out/).
const fixture = (name: string) => readFileSync(join('tests', 'fixtures', 'external', name), 'utf8');

export async function benchImports(): Promise<void> {
  console.log('Other platforms’ records (fzmj import)');
  const importers = await loadImporters();
  for (const [label, name] of [
    ['Botzone human games: import + verify', 'botzone-sample.txt'],
    ['Botzone judge logs: import + verify', 'botzone-judge.jsonl'],
  ]) {
    const text = fixture(name);
    const games = (importWith(importers, text) as { deals: unknown[] }).deals.length;
    const body = () => {
      const out = importWith(importers, text);
      if (!out.ok) throw new Error(`${name} is not read`);
      for (const deal of out.deals) if (checkImported(deal).verdict.status !== 'consistent') throw new Error(`${name}: a deal is not consistent`);
    };
    const { wall, cpu } = rates(games, body);
    report(label, wall, 'games/s', 1000);
    report('  the same per CPU second (what one core gave it)', cpu, 'games/s');
    report('  the same on its fastest tenth of runs (a free core)', fastestRate(games, body), 'games/s');
  }
  console.log('');
}
