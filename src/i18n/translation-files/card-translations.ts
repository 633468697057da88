// The card catalogue's translations: a chunk per language in the ES module build. The script tags swap
// this module for one that fetches a language's texts from beside them (vite.config.ts).
import type { TranslationFiles } from './files';

export default async (): Promise<TranslationFiles> => import.meta.glob(['../card-*.ts', '!../card-en.ts']);
