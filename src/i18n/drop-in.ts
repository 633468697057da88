import { dropInEn, type DropInMessages } from './drop-in-en';
import { createCatalogue, type Catalogue } from './index';

/** The drop-in's catalogue; only the drop-in imports it. Each other language is its own chunk. */
export const dropInTexts: Catalogue<DropInMessages> = /* @__PURE__ */ createCatalogue<DropInMessages>(
  dropInEn,
  async () =>
    (await import('./locales')).translationsFrom(
      import('./translation-files/drop-in-translations'),
      '../drop-in-',
      dropInEn,
    ),
);
