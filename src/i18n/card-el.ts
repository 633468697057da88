import type { CardMessages } from './card-en';

/** Greek texts of the card form. */
export const cardEl: CardMessages = {
  'card.number.label': 'Αριθμός κάρτας',
  'card.expiry.label': 'Ημερομηνία λήξης',
  'card.expiry.placeholder': 'ΜΜ / ΕΕ',
  'card.securityCode.label': 'Κωδικός ασφαλείας',
  'card.securityCode.storedLabel': 'Κωδικός ασφαλείας της κάρτας {card}',
  'card.securityCode.hint': '{length} ψηφία ({name})',
  'card.holderName.label': 'Όνομα όπως αναγράφεται στην κάρτα',
  'card.scheme.legend': 'Επιλέξτε δίκτυο κάρτας',
  'card.brand.detected': 'Κάρτα {brand}',
  'card.frame.title': 'Ασφαλή στοιχεία κάρτας',
  'card.frame.unavailable':
    'Δεν ήταν δυνατή η φόρτωση της φόρμας κάρτας. Ελέγξτε τη σύνδεσή σας και φορτώστε ξανά τη σελίδα.',
  'card.number.error.empty': 'Εισαγάγετε τον αριθμό της κάρτας.',
  'card.number.error.characters': 'Ο αριθμός κάρτας περιέχει μόνο ψηφία.',
  'card.number.error.incomplete': 'Ο αριθμός κάρτας είναι ελλιπής.',
  'card.number.error.tooLong': 'Ο αριθμός κάρτας είναι πολύ μεγάλος.',
  'card.number.error.checksum': 'Αυτός ο αριθμός κάρτας δεν είναι έγκυρος: ελέγξτε τον για τυπογραφικά λάθη.',
  'card.number.error.unknownBrand': 'Αυτός ο τύπος κάρτας δεν αναγνωρίζεται.',
  'card.number.error.notAccepted': 'Οι κάρτες {brand} δεν γίνονται δεκτές εδώ.',
  'card.expiry.error.empty': 'Εισαγάγετε την ημερομηνία λήξης.',
  'card.expiry.error.format': 'Εισαγάγετε την ημερομηνία λήξης στη μορφή ΜΜ / ΕΕ.',
  'card.expiry.error.month': 'Ο μήνας πρέπει να είναι από 01 έως 12.',
  'card.expiry.error.past': 'Αυτή η κάρτα έχει λήξει.',
  'card.expiry.error.tooFar': 'Αυτή η ημερομηνία λήξης είναι πολύ μακριά στο μέλλον.',
  'card.securityCode.error.empty': 'Εισαγάγετε τον κωδικό ασφαλείας.',
  'card.securityCode.error.characters': 'Ο κωδικός ασφαλείας περιέχει μόνο ψηφία.',
  'card.securityCode.error.length': 'Ο κωδικός ασφαλείας έχει {length} ψηφία.',
  'card.holderName.error.empty': 'Εισαγάγετε το όνομα που αναγράφεται στην κάρτα.',
};
