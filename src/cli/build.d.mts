// Types of build.mjs (a plain script, since `npm ci` runs it before any TypeScript loader).
export declare const ROOT: string;
export declare const BIN: string;
export declare function buildCli(outfile?: string): Promise<string>;
export declare function isStale(outfile?: string): boolean;
export declare function ensureCli(outfile?: string): Promise<string>;
