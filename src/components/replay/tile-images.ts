// Tile pictures for the table: each tile in each state drawn once, by the shared tile code, as a
// small self-contained SVG (the face symbols copied from the sprite the site already serves) and
// kept as a blob URL. A step or a seek then only swaps <img> sources: no SVG markup to parse, no
// <use> shadow trees to build, so redrawing the whole table stays within a frame. The same
// pictures are drawn on the canvas of the PNG export.

import { spriteTileSvg } from '../tiles/tile-frame.ts';
import { spriteId, wildSymbol } from '../tiles/sprite-ids.ts';
import { wildMark } from '../tiles/wild-mark.ts';
import type { TileFace } from './view-model.ts';

/** Only the states that change the drawing (not who claimed a tile). */
const stateKey = (f: TileFace, mark: string | undefined): string =>
  `${f.back ? 'b' : f.tile}${f.gold ? `g${mark ?? ''}` : ''}${f.dimmed ? 'd' : ''}${f.sideways ? 's' : ''}${f.highlighted ? 'h' : ''}`;

export class TileImages {
  private readonly urls = new Map<string, string>();
  /**
   * One loaded <img> kept per picture. The browser forgets an image no element shows any more:
   * without this, a tile set back to a picture it showed before fetched its blob and parsed its
   * SVG document again (about 3 ms each on a slow machine), and a seek that redraws the table
   * paid that for dozens of tiles in the frames after it.
   */
  private readonly held: HTMLImageElement[] = [];

  /** `symbols`: the sprite's <symbol> elements as markup, by id. */
  constructor(private readonly symbols: ReadonlyMap<string, string>) {}

  /** Reads the sprite document once; the service worker keeps it for offline use. */
  static async load(spriteUrl: string): Promise<TileImages> {
    const response = await fetch(spriteUrl);
    if (!response.ok) throw new Error(`sprite: HTTP ${response.status}`);
    return new TileImages(symbolsOf(await response.text()));
  }

  /** The picture's URL (made on first use); `words`: the rule set's, whose mark a wild's badge carries. */
  url(face: TileFace, words?: string): string {
    // Asked for every tile of every step: only a wild's picture depends on the rule set's mark.
    const key = stateKey(face, face.gold ? wildMark(words) : undefined);
    let url = this.urls.get(key);
    if (!url) {
      url = URL.createObjectURL(new Blob([this.svg(face, words)], { type: 'image/svg+xml' }));
      this.urls.set(key, url);
      this.hold(url);
    }
    return url;
  }

  /** Loads the picture into an image kept for the page's life (decoded off the main path). */
  private hold(url: string): void {
    // Not where there is no document to load it in (a worker, the tests' stand-ins).
    if (typeof Image === 'undefined') return;
    const img = new Image();
    img.src = url;
    img.decode().catch(() => {});
    this.held.push(img);
  }

  /**
   * Makes (and decodes, off the main path) the pictures a deal is likely to show, so the first
   * step that shows a tile does not pay for drawing it.
   */
  warm(gold: number | null, words?: string): void {
    const faces: TileFace[] = [{ tile: 0, back: true }];
    for (let tile = 0; tile < 42; tile++) faces.push({ tile }, { tile, sideways: true });
    if (gold !== null) faces.push({ tile: gold, gold: true }, { tile: gold, gold: true, dimmed: true });
    // Each picture is made, and loaded into the image kept for it, once: warming another deal
    // (each deal of a game) does only what the last did not.
    for (const face of faces) this.url(face, words);
  }

  /** A self-contained SVG document of the tile: the frame, with the symbols it uses in <defs>. */
  svg(face: TileFace, words?: string): string {
    const frame = spriteTileSvg(face.tile, { ...face, sprite: '', size: '88px', label: ' ', words });
    const ids = face.back ? [] : [spriteId(face.tile), ...(face.gold ? [wildSymbol(wildMark(words))] : [])];
    const defs = ids.map((id) => this.symbols.get(id) ?? '').join('');
    const open = frame.indexOf('>') + 1;
    return `${frame.slice(0, open)}<defs>${defs}</defs>${frame.slice(open)}`;
  }
}

/** The <symbol id="…"> elements of a sprite document, as markup by id. */
export function symbolsOf(sprite: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of sprite.matchAll(/<symbol\b[^>]*\bid="([^"]+)"[\s\S]*?<\/symbol>/g)) out.set(m[1], m[0]);
  return out;
}
