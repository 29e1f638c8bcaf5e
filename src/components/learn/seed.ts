// A fresh seed for each new exercise: practice never runs out and never repeats on purpose.
export function freshSeed(): number {
  const bytes = new Uint32Array(1);
  globalThis.crypto.getRandomValues(bytes);
  return bytes[0];
}
