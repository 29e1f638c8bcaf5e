// The other platforms' records that become `mcr` deals: Botzone's human-game text and its judge's
// logs. Found by the registry (../registry.ts), as the definition is.
import { botzoneJudge } from './import/botzone-judge.ts';
import { botzoneText } from './import/botzone-text.ts';
import type { Importer } from '../../import/types.ts';

export const importers: readonly Importer[] = [botzoneText, botzoneJudge];
