import type { CardMessages } from './card-en';

/** Finnish texts of the card form. */
export const cardFi: CardMessages = {
  'card.number.label': 'Kortin numero',
  'card.expiry.label': 'Voimassaoloaika',
  'card.expiry.placeholder': 'KK / VV',
  'card.securityCode.label': 'Turvakoodi',
  'card.securityCode.storedLabel': 'Kortin {card} turvakoodi',
  'card.securityCode.hint': '{length} numeroa ({name})',
  'card.holderName.label': 'Nimi kortissa',
  'card.scheme.legend': 'Käytettävä korttiverkko',
  'card.brand.detected': '{brand}-kortti',
  'card.frame.title': 'Suojatut korttitiedot',
  'card.frame.unavailable':
    'Korttilomaketta ei voitu ladata. Tarkista verkkoyhteytesi ja lataa sivu uudelleen.',
  'card.number.error.empty': 'Anna kortin numero.',
  'card.number.error.characters': 'Kortin numerossa on vain numeroita.',
  'card.number.error.incomplete': 'Kortin numero on vajaa.',
  'card.number.error.tooLong': 'Kortin numero on liian pitkä.',
  'card.number.error.checksum': 'Kortin numero ei kelpaa: tarkista, ettei siinä ole kirjoitusvirheitä.',
  'card.number.error.unknownBrand': 'Korttityyppiä ei tunnistettu.',
  'card.number.error.notAccepted': '{brand}-kortteja ei hyväksytä täällä.',
  'card.expiry.error.empty': 'Anna kortin voimassaoloaika.',
  'card.expiry.error.format': 'Anna voimassaoloaika muodossa KK / VV.',
  'card.expiry.error.month': 'Kuukauden on oltava välillä 01–12.',
  'card.expiry.error.past': 'Kortin voimassaolo on päättynyt.',
  'card.expiry.error.tooFar': 'Voimassaoloaika on liian kaukana tulevaisuudessa.',
  'card.securityCode.error.empty': 'Anna turvakoodi.',
  'card.securityCode.error.characters': 'Turvakoodissa on vain numeroita.',
  'card.securityCode.error.length': 'Turvakoodissa on {length} numeroa.',
  'card.holderName.error.empty': 'Anna kortissa oleva nimi.',
};
