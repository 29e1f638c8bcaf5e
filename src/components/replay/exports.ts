// Exports of the deal on screen: the JSON as it was given, and the table as a PNG picture
// (the canvas code is loaded only when a picture is asked for).

import type { Seat } from '../../engine/game/types.ts';
import { t, type Lang } from '../../i18n/index.ts';
import type { LoadedDeal } from './load.ts';
import { tableView } from './view-model.ts';
import type { TileImages } from './tile-images.ts';
import { noWinnerText, signed, windName } from './words.ts';
import { winnersText } from './ending.ts';

function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file name from the players, safe on every system. */
export function fileStem(deal: LoadedDeal): string {
  const names = deal.names
    .join('-')
    .replace(/[^\p{L}\p{N}_-]+/gu, '')
    .slice(0, 60);
  return `fzmj-${deal.sample ?? (names || 'deal')}-${deal.id}`;
}

export function exportJson(deal: LoadedDeal): void {
  download(new Blob([deal.text], { type: 'application/json' }), `${fileStem(deal)}.json`);
}

export async function exportPicture(deal: LoadedDeal, position: number, seat: Seat, lang: Lang, title: string, images: TileImages | Promise<TileImages>): Promise<void> {
  const { isolate, tablePicture } = await import('./png.ts');
  const pictures = await images;
  const table = tableView(deal, position, { seat, open: true });
  // In a picture the seats go in wind order, East (the dealer) first.
  const view = { ...table, seats: [...table.seats].sort((a, b) => a.wind - b.wind) };
  const dealer = deal.replay.log.dealer;
  const seatLines = view.seats.map((s) =>
    [
      windName(lang, s.wind),
      isolate(s.name),
      s.dealer ? t(lang, 'replay.dealer-mark') + (view.streak ? ` ${t(lang, 'replay.streak-mark', { streak: view.streak })}` : '') : '',
      s.delta === null ? '' : signed(s.delta),
    ]
      .filter(Boolean)
      .join(' · '),
  );
  const footer: string[] = [];
  const r = view.end ? deal.replay.result : null;
  if (r) {
    footer.push(r.winner === null ? noWinnerText(lang, r, 'end', deal.replay.log.ruleset.words) : winnersText(lang, r, deal.replay.log.ruleset.words, deal.names.map(isolate), dealer));
  }
  const v = deal.verdict;
  const verdict = v.status === 'illegal' ? t(lang, 'replay.verdict.illegal', { n: v.step + 1, index: v.step }) : t(lang, `replay.verdict.${v.status}`);
  footer.push(t(lang, 'replay.picture-verdict', { verdict }));
  const subtitle = view.position === 0 ? t(lang, 'replay.at-start') : t(lang, 'replay.step-of', { step: view.position, last: view.last ?? deal.last });
  const blob = await tablePicture(view, { title: `${t(lang, `${deal.replay.log.ruleset.words}.name`)} · ${isolate(title)}`, subtitle, seatLines, footer }, pictures);
  download(blob, `${fileStem(deal)}-${view.position}.png`);
}
