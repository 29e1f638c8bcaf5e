// The face box and the gold badge's size: plain numbers with no imports, so code that only
// frames tiles (sprite faces) does not pull in the face drawings and glyph outlines.
export const FACE_W = 60;
export const FACE_H = 80;
export const FACE_VIEWBOX = `0 0 ${FACE_W} ${FACE_H}`;
export const BADGE_SIZE = 28;
