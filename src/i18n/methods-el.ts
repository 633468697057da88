import type { MethodTexts } from './methods-en';

/** Greek texts of the checkout methods' fields (see methods-en.ts). */
export const methodsEl: MethodTexts = {
  'field.account.holderName.label': 'Όνομα δικαιούχου λογαριασμού',
  'field.account.holderName.error.required': 'Εισαγάγετε το όνομα του δικαιούχου του λογαριασμού.',
  'field.mandate.accepted.label': 'Αποδέχομαι την εντολή άμεσης χρέωσης SEPA',
  'field.mandate.accepted.description':
    'Με την αποδοχή της παρούσας εντολής, εξουσιοδοτείτε τον έμπορο και τη Railkit Sandbox Payments να αποστέλλουν ' +
    'εντολές στην τράπεζά σας για τη χρέωση του λογαριασμού σας, και την τράπεζά σας να χρεώνει τον λογαριασμό σας ' +
    'σύμφωνα με αυτές τις εντολές. Δικαιούστε επιστροφή χρημάτων από την τράπεζά σας σύμφωνα με τους όρους της ' +
    'σύμβασής σας με αυτήν. Η επιστροφή χρημάτων πρέπει να ζητηθεί εντός 8 εβδομάδων από την ημερομηνία χρέωσης ' +
    'του λογαριασμού σας.',
  'field.mandate.accepted.error.required': 'Αποδεχτείτε την εντολή για να πληρώσετε με άμεση χρέωση.',
  'field.mandate.accepted.error.const': 'Αποδεχτείτε την εντολή για να πληρώσετε με άμεση χρέωση.',
  'field.payer.name.label': 'Ονοματεπώνυμο',
  'field.payer.name.error.required': 'Εισαγάγετε το ονοματεπώνυμο.',
  'field.payer.cpf.label': 'Αριθμός CPF',
  'field.payer.cpf.error.cpf': 'Αυτός ο αριθμός CPF δεν είναι έγκυρος: ελέγξτε τα δύο τελευταία ψηφία του.',
  'field.payer.taxId.label': 'CPF ή CNPJ',
  'field.payer.taxId.error.required': 'Εισαγάγετε τον αριθμό CPF ή CNPJ.',
  'field.payer.taxId.error.pattern': 'Ο αριθμός CPF έχει 11 ψηφία και ο CNPJ 14.',
  'field.payer.taxId.error.minLength': 'Ο αριθμός CPF έχει 11 ψηφία και ο CNPJ 14.',
  'field.payer.taxId.error.maxLength': 'Ο αριθμός CPF έχει 11 ψηφία και ο CNPJ 14.',
  'field.payer.taxId.error.cpfCnpj':
    'Αυτός ο αριθμός CPF ή CNPJ δεν είναι έγκυρος: ελέγξτε τα δύο τελευταία ψηφία του.',
  'field.vpa.label': 'Αναγνωριστικό UPI',
  'field.vpa.description': 'Η εικονική διεύθυνση πληρωμών σας, π.χ. name@bank.',
  'field.vpa.error.required': 'Εισαγάγετε το αναγνωριστικό UPI σας.',
  'field.vpa.error.pattern': 'Το αναγνωριστικό UPI έχει τη μορφή name@bank.',
  'field.address.street.label': 'Οδός και αριθμός',
  'field.address.city.label': 'Πόλη',
  'field.address.state.label': 'Πολιτεία',
  'field.address.state.error.pattern': 'Εισαγάγετε τον κωδικό της πολιτείας με δύο γράμματα, π.χ. SP.',
  'field.address.postalCode.label': 'CEP (ταχυδρομικός κώδικας)',
};
