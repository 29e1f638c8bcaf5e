// Replay and verification of deal logs.
export * from './replay.ts';
export * from './verify.ts';
export * from './verify-game.ts';
export type { GameBreak } from './game-ties.ts';

export * from './what-if.ts';
