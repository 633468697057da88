import type { DropInMessages } from './drop-in-en';

/** Greek texts of the drop-in. */
export const dropInEl: DropInMessages = {
  'dropIn.legend': 'Τρόπος πληρωμής',
  'dropIn.savedCard': 'Αποθηκευμένη κάρτα: {card}',
  'dropIn.loading': 'Φόρτωση της φόρμας πληρωμής…',
  'dropIn.pay': 'Πληρωμή {amount}',
  'dropIn.payWith': 'Πληρωμή {amount} με {method}',
  'dropIn.redirect.explanation':
    'Θα μεταφερθείτε στην υπηρεσία {method} για να επιβεβαιώσετε την πληρωμή ποσού {amount} και στη συνέχεια θα επιστρέψετε σε αυτή τη σελίδα.',
  'dropIn.wallet.explanation':
    'Η υπηρεσία {method} ανοίγει το παράθυρο πληρωμής της για να επιβεβαιώσετε την πληρωμή ποσού {amount}.',
  'dropIn.busy': 'Γίνεται επεξεργασία της πληρωμής σας…',
  'dropIn.stillWorking': 'Η επεξεργασία συνεχίζεται. Παρακαλούμε μην κλείσετε αυτή τη σελίδα.',
  'dropIn.result.success': 'Η πληρωμή εγκρίθηκε. Σας ευχαριστούμε!',
  'dropIn.result.pending': 'Η πληρωμή σας ελέγχεται. Θα ενημερωθείτε για το αποτέλεσμα.',
  'dropIn.result.failed': 'Η πληρωμή απορρίφθηκε. Δοκιμάστε ξανά ή επιλέξτε άλλον τρόπο πληρωμής.',
  'dropIn.result.cancelled':
    'Η πληρωμή ακυρώθηκε και δεν έγινε καμία χρέωση. Επιλέξτε τρόπο πληρωμής για να δοκιμάσετε ξανά.',
  'dropIn.result.cancelledMethod':
    'Ακυρώσατε την πληρωμή με {method}. Δεν έγινε καμία χρέωση: επιλέξτε τρόπο πληρωμής.',
  'dropIn.result.failedMethod': 'Η πληρωμή με {method} απορρίφθηκε. Επιλέξτε άλλον τρόπο πληρωμής.',
  'dropIn.checking': 'Έλεγχος της πληρωμής σας…',
  'dropIn.error.failed': 'Δεν ήταν δυνατή η έναρξη της πληρωμής. Ελέγξτε τη σύνδεσή σας και δοκιμάστε ξανά.',
  'dropIn.method.card': 'Κάρτα',
  'dropIn.method.sepaDirectDebit': 'Άμεση χρέωση SEPA',
  'dropIn.method.ach': 'Τραπεζική χρέωση ACH',
  'dropIn.method.genericRedirect': 'Ηλεκτρονική τραπεζική',
  'dropIn.savedMethod': 'Αποθηκευμένο {method}: {name}',
  'dropIn.save': 'Αποθήκευση για τις επόμενες πληρωμές μου',
  'dropIn.remove': 'Κατάργηση {name}',
  'dropIn.remove.question':
    'Να καταργηθεί το {name} από τους αποθηκευμένους τρόπους πληρωμής σας; Μπορείτε να το αποθηκεύσετε ξανά όταν πληρώνετε.',
  'dropIn.remove.keep': 'Διατήρηση',
  'dropIn.remove.confirm': 'Κατάργηση',
  'dropIn.remove.busy': 'Γίνεται κατάργηση του {name}…',
  'dropIn.remove.done': 'Το {name} καταργήθηκε από τους αποθηκευμένους τρόπους πληρωμής σας.',
  'dropIn.remove.failed':
    'Δεν ήταν δυνατή η κατάργηση του {name}· παραμένει αποθηκευμένο. Δοκιμάστε ξανά αργότερα.',
};
