import type { CardMessages } from './card-en';

/** Icelandic texts of the card form. */
export const cardIs: CardMessages = {
  'card.number.label': 'Kortanúmer',
  'card.expiry.label': 'Gildistími',
  'card.expiry.placeholder': 'MM / ÁÁ',
  'card.securityCode.label': 'Öryggiskóði',
  'card.securityCode.storedLabel': 'Öryggiskóði fyrir {card}',
  'card.securityCode.hint': '{length} tölustafir ({name})',
  'card.holderName.label': 'Nafn korthafa',
  'card.scheme.legend': 'Kortanet sem á að nota',
  'card.brand.detected': '{brand}-kort',
  'card.frame.title': 'Öruggar kortaupplýsingar',
  'card.frame.unavailable': 'Ekki tókst að hlaða kortaforminu. Athugaðu nettenginguna og endurhladdu síðuna.',
  'card.number.error.empty': 'Sláðu inn kortanúmerið.',
  'card.number.error.characters': 'Kortanúmer inniheldur eingöngu tölustafi.',
  'card.number.error.incomplete': 'Kortanúmerið er ófullgert.',
  'card.number.error.tooLong': 'Kortanúmerið er of langt.',
  'card.number.error.checksum':
    'Þetta kortanúmer er ekki gilt: athugaðu hvort í því leynist innsláttarvilla.',
  'card.number.error.unknownBrand': 'Þessi kortategund þekkist ekki.',
  'card.number.error.notAccepted': 'Ekki er tekið við {brand}-kortum hér.',
  'card.expiry.error.empty': 'Sláðu inn gildistíma kortsins.',
  'card.expiry.error.format': 'Sláðu inn gildistímann á sniðinu MM / ÁÁ.',
  'card.expiry.error.month': 'Mánuðurinn á að vera frá 01 til 12.',
  'card.expiry.error.past': 'Þetta kort er útrunnið.',
  'card.expiry.error.tooFar': 'Þessi gildistími er of langt fram í tímann.',
  'card.securityCode.error.empty': 'Sláðu inn öryggiskóðann.',
  'card.securityCode.error.characters': 'Öryggiskóðinn inniheldur eingöngu tölustafi.',
  'card.securityCode.error.length': 'Öryggiskóðinn er {length} tölustafir.',
  'card.holderName.error.empty': 'Sláðu inn nafn korthafa.',
};
