// The jumps between a deal's key moments (moments.ts finds them): apart from the event tables,
// so the page's controller moves without the engine.

/** The first moment after `position`, or null. */
export function nextMoment(list: readonly number[], position: number): number | null {
  for (const p of list) if (p > position) return p;
  return null;
}

/** The last moment before `position`, or null. */
export function previousMoment(list: readonly number[], position: number): number | null {
  for (let i = list.length - 1; i >= 0; i--) if (list[i] < position) return list[i];
  return null;
}
