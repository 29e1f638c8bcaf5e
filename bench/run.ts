// `npm run bench`: every benchmark, figures printed with the machine they ran on. Not tests.
import { benchDeals } from './deals.ts';
import { benchEngine } from './engine.ts';
import { machine } from './measure.ts';

console.log(`Machine: ${machine()}\n`);
benchEngine();
benchDeals();
