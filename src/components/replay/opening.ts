// What the viewer needs to open a deal and show it, in one module the controller loads with the
// first deal asked for (not with the page): reading and replaying, the rule set a deal names, the
// share codec, the problems in words and the open deal's view. One module, so the bundler puts
// what they share in one chunk; the page without a deal never fetches the engine.

export { loadRuleset } from '../../engine/rules/index.ts';
export { isGameDocument } from '../../engine/deal/game-format.ts';
export { problemMessage } from '../../i18n/problem.ts';
export { importedRecord, loadDealChecked, openFailure, readDocument, rulesetToLoad, sizeProblem } from './load.ts';
export { decodeShare, encodeShare, MAX_DECODED_BYTES, TooLargeError } from './share.ts';
export { default as Viewer } from './Viewer.svelte';
