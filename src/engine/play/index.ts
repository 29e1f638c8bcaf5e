// A practice deal against the bots, with a coach: one human seat, the bots for the others.
export * from './session.ts';
export * from './coach.ts';
