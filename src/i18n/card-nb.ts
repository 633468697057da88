import type { CardMessages } from './card-en';

/** Norwegian Bokmål texts of the card form. */
export const cardNb: CardMessages = {
  'card.number.label': 'Kortnummer',
  'card.expiry.label': 'Utløpsdato',
  'card.expiry.placeholder': 'MM / ÅÅ',
  'card.securityCode.label': 'Sikkerhetskode',
  'card.securityCode.storedLabel': 'Sikkerhetskode for {card}',
  'card.securityCode.hint': '{length} sifre ({name})',
  'card.holderName.label': 'Navn på kortet',
  'card.scheme.legend': 'Kortnettverk som skal brukes',
  'card.brand.detected': '{brand}-kort',
  'card.frame.title': 'Sikre kortopplysninger',
  'card.frame.unavailable':
    'Kortskjemaet kunne ikke lastes inn. Sjekk tilkoblingen din, og last inn siden på nytt.',
  'card.number.error.empty': 'Skriv inn kortnummeret.',
  'card.number.error.characters': 'Et kortnummer består bare av sifre.',
  'card.number.error.incomplete': 'Kortnummeret er ufullstendig.',
  'card.number.error.tooLong': 'Kortnummeret er for langt.',
  'card.number.error.checksum': 'Dette kortnummeret er ugyldig: sjekk at det ikke inneholder skrivefeil.',
  'card.number.error.unknownBrand': 'Denne korttypen gjenkjennes ikke.',
  'card.number.error.notAccepted': '{brand}-kort godtas ikke her.',
  'card.expiry.error.empty': 'Skriv inn utløpsdatoen.',
  'card.expiry.error.format': 'Skriv inn utløpsdatoen som MM / ÅÅ.',
  'card.expiry.error.month': 'Måneden må være fra 01 til 12.',
  'card.expiry.error.past': 'Dette kortet er utløpt.',
  'card.expiry.error.tooFar': 'Denne utløpsdatoen er for langt fram i tid.',
  'card.securityCode.error.empty': 'Skriv inn sikkerhetskoden.',
  'card.securityCode.error.characters': 'Sikkerhetskoden består bare av sifre.',
  'card.securityCode.error.length': 'Sikkerhetskoden har {length} sifre.',
  'card.holderName.error.empty': 'Skriv inn navnet på kortet.',
};
