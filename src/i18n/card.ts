import { cardEn, type CardMessages } from './card-en';
import type { MessageKey } from './en';
import { createCatalogue, en, formTexts, type Catalogue } from './index';

/** The card form's texts: its own (`card.*`) over the shared form and validation texts. */
export type CardFormMessages = Record<MessageKey, string> & CardMessages;

/** Both halves of a language, each from its own chunk (the shared half is cached for the bank form too). */
async function bothHalves(language: string, own: () => Promise<CardMessages>): Promise<CardFormMessages> {
  const [shared, card] = await Promise.all([formTexts.load(language), own()]);
  return { ...shared, ...card };
}

/** The card half of each language (`./card-<language>.ts`), with the shared half it goes with. */
async function cardLoaders(): Promise<Record<string, () => Promise<CardFormMessages>>> {
  const own = await (
    await import('./locales')
  ).translationsFrom<CardMessages>(import('./translation-files/card-translations'), '../card-', cardEn);
  return Object.fromEntries(
    Object.entries(own).map(([language, load]) => [language, () => bothHalves(language, load)]),
  );
}

/** The card form's catalogue; only the card modules import it. */
export const cardFormTexts: Catalogue<CardFormMessages> = /* @__PURE__ */ createCatalogue(
  // Not a spread: bundlers see this annotated call is pure, so the catalogue is dropped where unused.
  /* @__PURE__ */ Object.assign({}, en, cardEn),
  cardLoaders,
);
