// `/<lang>/replay/samples/<id>.json`: the bundled sample deals, served as they are so the viewer
// fetches one only when a player opens it (and the service worker keeps them for offline use).
import type { APIRoute } from 'astro';
import { LANGS } from '../../../../components/site/routes.ts';
import { sampleTexts } from '../../../../components/replay/samples.ts';

export const prerender = true;

export function getStaticPaths() {
  const ids = [...sampleTexts().keys()];
  return LANGS.flatMap((lang) => ids.map((id) => ({ params: { lang, id } })));
}

export const GET: APIRoute = ({ params }) => new Response(sampleTexts().get(String(params.id)) ?? '{}', { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
