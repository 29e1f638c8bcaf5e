// `/tiles.svg`: the tile face sprite (one <symbol id="t-5p"> per face, and `t-gold`), built once
// at build time so static pages reference faces with <use href> instead of repeating glyph outlines.
import type { APIRoute } from 'astro';
import { tileSpriteSvg } from '../components/tiles/sprite.ts';

export const prerender = true;

export const GET: APIRoute = () => new Response(tileSpriteSvg(), { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
