// The deal log format's name, version and bounds, without its schema: what the hand-written
// reader needs, so a page that reads logs gets them without zod (schema.ts has the schema).

export const DEAL_FORMAT = 'fuzhou-mahjong-deal';
export const DEAL_VERSION = 1;
export const MAX_EVENTS = 5000;
export const MAX_ANNOTATIONS = 500;
/** The most winners beyond the first a log records (the robbers of one kong). */
export const MAX_ALSO_WON = 3;
export const MAX_NOTE_CHARS = 2000;
