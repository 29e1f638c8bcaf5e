// The analyzer: where each hand stands at a state of a deal, and the chances its log let pass.
// Pure functions over a rule set and its deal machine; any registered rule set works.
export * from './unseen.ts';
export * from './hand.ts';
export * from './missed.ts';
