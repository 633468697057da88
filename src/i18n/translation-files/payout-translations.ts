// The payout catalogue's translations: a chunk per language in the ES module build. The script tags swap
// this module for one that fetches a language's texts from beside them (vite.config.ts).
import type { TranslationFiles } from './files';

// A language's texts carry its labels first, without their keys (src/i18n/locales.ts, `keyed`).
export { labelKeys } from '../labels-en';

export default async (): Promise<TranslationFiles> => import.meta.glob('../payout-*.ts');
