// `/tiles.svg`: the tile face sprite (one <symbol id="t-5p"> per face, and the wild badges of every
// rule set, `t-wild-91d1`), built once at build time so static pages reference faces with <use href>
// instead of repeating glyph outlines.
import type { APIRoute } from 'astro';
import { tileSpriteSvg } from '../components/tiles/sprite.ts';
import { wildMark } from '../components/tiles/wild-mark.ts';
import { RULESET_WORDS } from '../engine/rules/registry.ts';

export const prerender = true;

export const GET: APIRoute = () => new Response(tileSpriteSvg(RULESET_WORDS.flatMap((w) => wildMark(w.name) ?? [])), { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
