// Hand analysis: is a concealed part whole, how can it be read, what is it waiting on.
export * from './complete.ts';
export * from './decompose.ts';
export * from './waits.ts';
export * from './counts.ts';
export * from './reading.ts';
export * from './short.ts';
