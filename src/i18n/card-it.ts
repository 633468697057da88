import type { CardMessages } from './card-en';

/** Italian texts of the card form. */
export const cardIt: CardMessages = {
  'card.number.label': 'Numero della carta',
  'card.expiry.label': 'Data di scadenza',
  'card.expiry.placeholder': 'MM / AA',
  'card.securityCode.label': 'Codice di sicurezza',
  'card.securityCode.storedLabel': 'Codice di sicurezza della carta {card}',
  'card.securityCode.hint': '{length} cifre ({name})',
  'card.holderName.label': 'Nome sulla carta',
  'card.scheme.legend': 'Circuito della carta da utilizzare',
  'card.brand.detected': 'Carta {brand}',
  'card.frame.title': 'Dati della carta protetti',
  'card.frame.unavailable':
    'Impossibile caricare il modulo della carta. Verificare la connessione e ricaricare la pagina.',
  'card.number.error.empty': 'Inserire il numero della carta.',
  'card.number.error.characters': 'Il numero della carta contiene solo cifre.',
  'card.number.error.incomplete': 'Il numero della carta è incompleto.',
  'card.number.error.tooLong': 'Il numero della carta è troppo lungo.',
  'card.number.error.checksum':
    'Questo numero di carta non è valido: verificare che non contenga errori di battitura.',
  'card.number.error.unknownBrand': 'Questo tipo di carta non è riconosciuto.',
  'card.number.error.notAccepted': 'Le carte {brand} non sono accettate qui.',
  'card.expiry.error.empty': 'Inserire la data di scadenza.',
  'card.expiry.error.format': 'Inserire la data di scadenza nel formato MM / AA.',
  'card.expiry.error.month': 'Il mese deve essere compreso tra 01 e 12.',
  'card.expiry.error.past': 'Questa carta è scaduta.',
  'card.expiry.error.tooFar': 'Questa data di scadenza è troppo lontana nel futuro.',
  'card.securityCode.error.empty': 'Inserire il codice di sicurezza.',
  'card.securityCode.error.characters': 'Il codice di sicurezza contiene solo cifre.',
  'card.securityCode.error.length': 'Il codice di sicurezza è composto da {length} cifre.',
  'card.holderName.error.empty': 'Inserire il nome riportato sulla carta.',
};
