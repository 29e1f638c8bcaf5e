// The default rule set is built into every page (the browser's registry finds this file); the
// others load when a deal, a hand or a page asks for them.
export { definition } from './definition.ts';
