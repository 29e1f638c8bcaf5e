// What the per-rule-set suites import: the engine's surface and the i18n catalogue.
export * from '../../../src/engine/index.ts';
export { hasMessage } from '../../../src/i18n/index.ts';
