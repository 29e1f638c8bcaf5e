// Thrown by a check that needs the zod parts before they are in (the browser only): whoever
// reads input there loads them (withZodParts) and reads again.

export class ZodPartsMissing extends Error {
  constructor() {
    super('the zod parts of the checks are not loaded');
    this.name = 'ZodPartsMissing';
  }
}

/** Whether an error is, or was caused by, a check that needed the zod parts. */
export const isZodPartsMissing = (error: unknown): boolean => error instanceof ZodPartsMissing || (error instanceof Error && error.cause instanceof ZodPartsMissing);
