// Replay and verification of deal logs.
export * from './replay.ts';
export * from './verify.ts';

export * from './what-if.ts';
