// `/<lang>/replay/sample/<id>/card.png`: the picture a chat shows for a link to a sample's page
// (1200 × 630): its SVG (card-svg.ts) made a PNG at build time (card-png.ts).
import type { APIRoute } from 'astro';
import { LANGS, type Lang } from '../../../../../components/site/routes.ts';
import { sampleTexts } from '../../../../../components/replay/samples.ts';
import { sampleCard } from '../../../../../components/replay/sample-card.ts';
import { cardSvg } from '../../../../../components/replay/card-svg.ts';
import { cardPng } from '../../../../../components/replay/card-png.ts';
import { t } from '../../../../../i18n/index.ts';

export const prerender = true;

export function getStaticPaths() {
  const ids = [...sampleTexts().keys()];
  return LANGS.flatMap((lang) => ids.map((id) => ({ params: { lang, id } })));
}

export const GET: APIRoute = async ({ params }) => {
  const lang = params.lang as Lang;
  const card = sampleCard(lang, String(params.id));
  if (!card) throw new Error(`no sample ${params.id}`);
  return new Response(await cardPng(cardSvg(card, t(lang, 'site.name'))), { headers: { 'Content-Type': 'image/png' } });
};
