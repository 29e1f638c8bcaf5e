// The game log's name and version, and how a parsed document says it is one: kept apart from the
// game's schema so a reader that only asks which kind of log it holds loads nothing more.

export const GAME_FORMAT = 'fuzhou-mahjong-game';
export const GAME_VERSION = 1;

/** Whether a parsed document says it is a game log (and should be read as one). */
export const isGameDocument = (doc: unknown): boolean => typeof doc === 'object' && doc !== null && (doc as Record<string, unknown>).format === GAME_FORMAT;
