// How many simulated deals a self-check replays: about a hundred per rule set in `npm test`, the
// large seeded runs under `npm run soak` (SOAK=1), which prints what each run reached. A run of the
// engine against its own simulator only finds where the two disagree; the rules themselves are
// tested against hand-worked numbers elsewhere, at every size.

export const SOAK = process.env.SOAK === '1';

/** `suite` deals in the suite, `soak` under `npm run soak`. */
export const dealCount = (suite: number, soak: number): number => (SOAK ? soak : suite);

/** Under `npm run soak`, one line saying what a run reached (the suite keeps quiet). */
export function soakReport(what: string, counts: Record<string, number>): void {
  if (!SOAK) return;
  const parts = Object.entries(counts).map(([k, v]) => `${k} ${v}`);
  console.log(`soak: ${what}: ${parts.join(', ')}`);
}
