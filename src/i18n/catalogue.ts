// Every namespace of the catalogue. Each namespace file is owned by the part of the site it serves.
import engine from './engine.ts';

export const catalogue = [engine] as const;
