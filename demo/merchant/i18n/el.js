// @ts-check
/** Greek texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const el = {
  'shell.brand': 'Επίδειξη Railkit',
  'shell.pages': 'Σελίδες επίδειξης',
  'shell.language': 'Γλώσσα',

  'busy.stillWorking': 'Η επεξεργασία συνεχίζεται — μην κλείσετε αυτή τη σελίδα.',
  'busy.starting': 'Προετοιμασία της φόρμας…',
  'busy.checking': 'Έλεγχος των τραπεζικών σας στοιχείων…',
  'busy.payingOut': 'Αποστολή της ανάληψής σας…',
  'busy.paying': 'Επιβεβαίωση της πληρωμής με την τράπεζά σας…',

  'payout.title': 'Ανάληψη του υπολοίπου σας',
  'payout.start.title': 'Στοιχεία ανάληψης',
  'payout.country': 'Χώρα του τραπεζικού σας λογαριασμού',
  'payout.amount': 'Ποσό',
  'payout.amountHint':
    'Δοκιμαστικό περιβάλλον: ένα ποσό που λήγει σε {fails} αποτυγχάνει, ενώ ένα ποσό που λήγει σε {pending} παραμένει σε εκκρεμότητα.',
  'payout.formLanguage': 'Γλώσσα της φόρμας',
  'payout.continue': 'Συνέχεια',
  'payout.details.title': 'Πού να στείλουμε τα χρήματα;',
  'payout.sample': 'Δείγμα λογαριασμού του δοκιμαστικού περιβάλλοντος: {sample}',
  'payout.review': 'Έλεγχος ανάληψης',
  'payout.confirm.title': 'Επιβεβαιώστε την ανάληψη',
  'payout.confirm.amount': 'Ποσό',
  'payout.confirm.to': 'Προς',
  'payout.confirm.holder': 'Δικαιούχος λογαριασμού',
  'payout.payOut': 'Ανάληψη',
  'payout.edit': 'Αλλαγή τραπεζικού λογαριασμού',
  'payout.retryHint': '{error} Μπορείτε να πατήσετε ξανά «Ανάληψη»: τα χρήματα δεν θα καταβληθούν δύο φορές.',
  'payout.group.iban': 'Χώρες με IBAN',
  'payout.group.ibanTerritory': 'Εδάφη με IBAN (μορφή της μητρικής χώρας)',
  'payout.group.nationalIban': 'Εθνικά IBAN (εκτός μητρώου SWIFT)',
  'payout.group.rail': 'Τοπικά τραπεζικά στοιχεία',

  'payout.success.title': 'Η ανάληψη στάλθηκε',
  'payout.success.detail': 'Το ποσό {amount} είναι καθ’ οδόν προς {account}.',
  'payout.success.next': 'Συνήθως φτάνει μέσα σε μία εργάσιμη ημέρα.',
  'payout.failure.title': 'Η ανάληψη απέτυχε',
  'payout.failure.detail':
    'Η τράπεζά σας δεν μπόρεσε να δεχτεί αυτή την ανάληψη. Το υπόλοιπό σας δεν άλλαξε.',
  'payout.failure.next': 'Δοκιμάστε άλλον λογαριασμό',
  'payout.pending.title': 'Η ανάληψη εκκρεμεί',
  'payout.pending.detail': 'Η τράπεζά σας δεν έχει επιβεβαιώσει ακόμη την ανάληψη ποσού {amount}.',
  'payout.unknown.title': 'Δεν μπορέσαμε να επιβεβαιώσουμε την ανάληψή σας',
  'payout.unknown.detail':
    'Η σύνδεση διακόπηκε πριν απαντήσει η τράπεζά σας. Μην κάνετε ξανά ανάληψη: κανένα ποσό δεν θα καταβληθεί δύο φορές.',
  'payout.again': 'Νέα ανάληψη',

  'result.waiting': 'Αναμονή για την απάντηση της τράπεζάς σας…',
  'result.emailLater':
    'Μπορείτε να κλείσετε αυτή τη σελίδα: θα σας στείλουμε email μόλις απαντήσει η τράπεζά σας.',
  'result.stoppedWaiting':
    'Η τράπεζά σας δεν έχει απαντήσει ακόμη. Μπορείτε να κλείσετε αυτή τη σελίδα: θα σας ενημερώσουμε για το αποτέλεσμα με email.',

  'checkout.title': 'Ολοκλήρωση αγοράς',
  'checkout.start.title': 'Η παραγγελία σας',
  'checkout.amount': 'Ποσό',
  'checkout.customer': 'Κωδικός αναφοράς πελάτη',
  'checkout.customerHint': 'Οι κάρτες που έχει αποθηκεύσει αυτός ο πελάτης προτείνονται στην επόμενη αγορά.',
  'checkout.continue': 'Συνέχεια στην πληρωμή',
  'checkout.pay.title': 'Πληρωμή με κάρτα',
  'checkout.accepted': 'Αποδεκτές κάρτες',
  'checkout.payWith': 'Πληρωμή με',
  'checkout.newCard': 'Νέα κάρτα',
  'checkout.store': 'Αποθήκευση της κάρτας για την επόμενη φορά',
  'checkout.testCards':
    'Δοκιμαστικές κάρτες: η {approves} εγκρίνεται, η {declines} απορρίπτεται, η {challenge} ζητά {threeDS} και για την {timeout} λήγει ο χρόνος αναμονής.',
  'checkout.pay': 'Πληρωμή {amount}',
  'checkout.retryHint': '{error} Μπορείτε να πατήσετε ξανά «Πληρωμή»: δεν θα χρεωθείτε δύο φορές.',
  'checkout.cancelled':
    'Κλείσατε την επιβεβαίωση με την τράπεζά σας, οπότε η πληρωμή δεν ολοκληρώθηκε. Πατήστε «Πληρωμή» για να δοκιμάσετε ξανά.',
  'checkout.declined': 'Η τράπεζά σας απέρριψε την κάρτα. Δοκιμάστε άλλη κάρτα.',
  'checkout.timeout': 'Η πληρωμή δεν ολοκληρώθηκε εγκαίρως. Δοκιμάστε ξανά.',
  'checkout.authFailed':
    'Η τράπεζά σας δεν μπόρεσε να επιβεβαιώσει την πληρωμή. Δοκιμάστε ξανά ή χρησιμοποιήστε άλλη κάρτα.',
  'checkout.failed': 'Η πληρωμή απέτυχε. Δοκιμάστε ξανά ή χρησιμοποιήστε άλλη κάρτα.',
  'checkout.startAgain': '{error} Ξεκινήστε από την αρχή για να πληρώσετε.',
  'checkout.success.title': 'Η πληρωμή εγκρίθηκε',
  'checkout.success.detail': 'Το ποσό {amount} έχει δεσμευτεί στην κάρτα σας.',
  'checkout.success.next': 'Θα χρεωθεί όταν αποσταλεί η παραγγελία σας.',
  'checkout.pending.title': 'Η πληρωμή εκκρεμεί',
  'checkout.pending.detail': 'Η τράπεζά σας δεν έχει απαντήσει ακόμη για την πληρωμή ποσού {amount}.',
  'checkout.unknown.title': 'Δεν μπορέσαμε να επιβεβαιώσουμε την πληρωμή σας',
  'checkout.unknown.detail':
    'Η σύνδεση διακόπηκε πριν απαντήσει η τράπεζά σας. Μην πληρώσετε ξανά: δεν θα χρεωθείτε δύο φορές.',
  'checkout.again': 'Νέα αγορά',
  'checkout.checking': 'Έλεγχος της πληρωμής σας…',

  'merchant.title': 'Προβολή εμπόρου',
  'merchant.note':
    'Τι γνωρίζει ο διακομιστής του εμπόρου από τις υπογεγραμμένες ειδοποιήσεις. Οι πελάτες δεν βλέπουν ποτέ αυτό το πλαίσιο.',
  'merchant.order': 'Παραγγελία',
  'merchant.state': 'Κατάσταση μετά τη συμφωνία',
  'merchant.none': 'Δεν υπάρχει ακόμη παραγγελία',
  'merchant.awaiting': 'Αναμονή για την ειδοποίηση της πλατφόρμας…',
  'merchant.payoutState': '{status} (ειδοποίηση {id}, επαληθευμένη υπογραφή) · {time}',
  'merchant.paymentState': '{status} (ειδοποίηση {action}, επαληθευμένη υπογραφή) · {time}',
  'merchant.capture': 'Είσπραξη',
  'merchant.cancel': 'Ακύρωση πληρωμής',
  'merchant.refund': 'Επιστροφή χρημάτων',
  'merchant.authorized': 'Εγκρίθηκε',
  'merchant.authorizeFailed': 'Η έγκριση απέτυχε',
  'merchant.captured': 'Εισπράχθηκε',
  'merchant.cancelled': 'Ακυρώθηκε',
  'merchant.refunded': 'Επιστράφηκε',
  'merchant.console': 'Άνοιγμα στην κονσόλα του δοκιμαστικού περιβάλλοντος',

  'dropInPage.country': 'Χώρα',
  'dropInPage.testHint':
    'Δοκιμαστικό περιβάλλον: ένα ποσό που λήγει σε {declined} απορρίπτεται, ενώ ένα ποσό που λήγει σε {pending} παραμένει σε εκκρεμότητα (δεν ισχύει για κάρτες).',
  'dropInPage.payTitle': 'Πληρωμή {amount} για την παραγγελία σας',

  'methodsPage.payTitle': 'Επιλέξτε τρόπο πληρωμής',
  'methodsPage.legend': 'Τρόπος πληρωμής',
  'methodsPage.popup':
    'Άνοιγμα της σελίδας πληρωμής σε αναδυόμενο παράθυρο, χωρίς να φύγετε από αυτή τη σελίδα',
  'methodsPage.redirectHint':
    'Θα φύγετε από αυτή τη σελίδα για να πληρώσετε με {method} και στη συνέχεια θα επιστρέψετε εδώ.',
  'methodsPage.cancelled':
    'Ακυρώσατε την πληρωμή με {method}. Δεν έγινε καμία χρέωση: επιλέξτε τρόπο πληρωμής.',
  'methodsPage.cancelledAny': 'Ακυρώσατε την πληρωμή. Δεν έγινε καμία χρέωση: επιλέξτε τρόπο πληρωμής.',
  'methodsPage.declined': 'Η πληρωμή με {method} απορρίφθηκε. Επιλέξτε άλλον τρόπο πληρωμής.',
  'methodsPage.declinedAny': 'Η πληρωμή απορρίφθηκε. Επιλέξτε άλλον τρόπο πληρωμής.',
  'methodsPage.popupClosed':
    'Το παράθυρο πληρωμής έκλεισε πριν ολοκληρώσετε. Πατήστε «Πληρωμή» για να το ανοίξετε ξανά.',
  'methodsPage.failed': 'Η πληρωμή απέτυχε. Δοκιμάστε ξανά ή επιλέξτε άλλον τρόπο πληρωμής.',
  'methodsPage.success.detail': 'Η πληρωμή σας ποσού {amount} επιβεβαιώθηκε.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Ανάληψη',
  'page.payout.summary':
    'Ανάληψη σε τραπεζικό λογαριασμό σε 145 χώρες, με το SDK να εισάγεται ως λειτουργική μονάδα ES.',
  'page.script-tag.title': 'Ετικέτα script',
  'page.script-tag.summary':
    'Η ίδια ανάληψη χωρίς bundler: ένα <script> με το hash ακεραιότητάς του ορίζει το window.Railkit.',
  'page.checkout.title': 'Πληρωμή με κάρτα',
  'page.checkout.summary':
    'Πληρωμή με κάρτα με τη φόρμα κάρτας σε αυτή τη σελίδα· τα στοιχεία κρυπτογραφούνται εδώ πριν από την αποστολή.',
  'page.checkout-drop-in.title': 'Επιλογή πληρωμής',
  'page.checkout-drop-in.summary':
    'Όλοι οι τρόποι πληρωμής της χώρας του πελάτη σε ένα στοιχείο: κάρτες, άμεσες χρεώσεις, ανακατευθύνσεις και ψηφιακά πορτοφόλια.',
  'page.checkout-secure.title': 'Ασφαλή πεδία',
  'page.checkout-secure.summary':
    'Η ίδια πληρωμή με κάρτα με τη φόρμα στο πλαίσιο του θησαυροφυλακίου: τα στοιχεία της κάρτας δεν αγγίζουν ποτέ αυτή τη σελίδα.',
  'page.checkout-methods.title': 'Όλοι οι τρόποι πληρωμής',
  'page.checkout-methods.summary':
    'Πληρωμή σε έξι χώρες με κάθε τρόπο που προσφέρει εκεί το δοκιμαστικό περιβάλλον: άμεσες χρεώσεις, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Πληρωμή μέσω ετικέτας script',
  'page.script-tag-checkout.summary':
    'Πληρωμή με κάρτα χωρίς bundler: το <script> πληρωμής ορίζει το window.Railkit· 3-D Secure σε παράθυρο διαλόγου.',
  'page.react.title': 'Εφαρμογή React',
  'page.react.summary':
    'Η εκταμίευση και η επιλογή πληρωμής ως στοιχεία React (railkit/react), με έναν πελάτη ανά συνεδρία.',
  'page.vue.title': 'Εφαρμογή Vue',
  'page.vue.summary':
    'Η εκταμίευση και η επιλογή πληρωμής ως στοιχεία Vue (railkit/vue), με έναν πελάτη ανά συνεδρία.',
};
