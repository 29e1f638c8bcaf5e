export const STAMP: string;
export function inputsHash(root: string): string | null;
