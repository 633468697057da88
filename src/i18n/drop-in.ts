import { dropInEn, type DropInMessages } from './drop-in-en';
import { createCatalogue, type Catalogue } from './index';

/** The drop-in's catalogue; only the drop-in imports it. Each other language is its own chunk. */
export const dropInTexts: Catalogue<DropInMessages> = /* @__PURE__ */ createCatalogue<DropInMessages>(
  dropInEn,
  {
    ar: () => import('./drop-in-ar').then((module) => module.dropInAr),
    de: () => import('./drop-in-de').then((module) => module.dropInDe),
  },
);
