// The other platforms' records that become `mcr` deals: Botzone's human-game text, its judge's
// logs and mahjongsoft's PMN replays. Found by the registry (../registry.ts), as the definition is.
import { botzoneJudge } from './import/botzone-judge.ts';
import { botzoneText } from './import/botzone-text.ts';
import { pmn } from './import/pmn.ts';
import type { Importer } from '../../import/types.ts';

export const importers: readonly Importer[] = [botzoneText, botzoneJudge, pmn];
