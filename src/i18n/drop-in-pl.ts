import type { DropInMessages } from './drop-in-en';

/** Polish texts of the drop-in. */
export const dropInPl: DropInMessages = {
  'dropIn.legend': 'Metoda płatności',
  'dropIn.savedCard': 'Zapisana karta: {card}',
  'dropIn.loading': 'Wczytywanie formularza płatności…',
  'dropIn.pay': 'Zapłać {amount}',
  'dropIn.payWith': 'Zapłać {amount} przez {method}',
  'dropIn.redirect.explanation':
    'Przejdziesz do serwisu {method}, aby potwierdzić płatność na kwotę {amount}, a potem wrócisz na tę stronę.',
  'dropIn.wallet.explanation':
    '{method} otworzy okno płatności, w którym potwierdzisz płatność na kwotę {amount}.',
  'dropIn.busy': 'Przetwarzamy Twoją płatność…',
  'dropIn.stillWorking': 'Nadal trwa przetwarzanie. Nie zamykaj tej strony.',
  'dropIn.result.success': 'Płatność autoryzowana. Dziękujemy!',
  'dropIn.result.pending': 'Sprawdzamy Twoją płatność. Poinformujemy Cię o wyniku.',
  'dropIn.result.failed': 'Płatność została odrzucona. Spróbuj ponownie lub wybierz inną metodę płatności.',
  'dropIn.result.cancelled':
    'Płatność została anulowana. Nie pobrano żadnych środków; wybierz metodę płatności, aby spróbować ponownie.',
  'dropIn.result.cancelledMethod':
    'Anulowano płatność przez {method}. Nie pobrano żadnych środków: wybierz, jak chcesz zapłacić.',
  'dropIn.result.failedMethod': 'Płatność przez {method} została odrzucona. Wybierz inną metodę płatności.',
  'dropIn.checking': 'Sprawdzamy Twoją płatność…',
  'dropIn.error.failed':
    'Nie udało się rozpocząć płatności. Sprawdź połączenie z internetem i spróbuj ponownie.',
  'dropIn.method.card': 'Karta',
  'dropIn.method.sepaDirectDebit': 'Polecenie zapłaty SEPA',
  'dropIn.method.ach': 'Polecenie zapłaty ACH',
  'dropIn.method.genericRedirect': 'Przelew online',
  'dropIn.savedMethod': 'Zapisana metoda {method}: {name}',
  'dropIn.save': 'Zapisz na potrzeby kolejnych płatności',
  'dropIn.remove': 'Usuń {name}',
  'dropIn.remove.question':
    'Usunąć {name} z zapisanych metod płatności? Możesz zapisać ją ponownie podczas płatności.',
  'dropIn.remove.keep': 'Zachowaj',
  'dropIn.remove.confirm': 'Usuń',
  'dropIn.remove.busy': 'Usuwanie {name}…',
  'dropIn.remove.done': '{name} usunięto z zapisanych metod płatności.',
  'dropIn.remove.failed': 'Nie udało się usunąć {name} – nadal jest zapisana. Spróbuj ponownie później.',
};
