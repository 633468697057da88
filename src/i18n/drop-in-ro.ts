import type { DropInMessages } from './drop-in-en';

/** Romanian texts of the drop-in. */
export const dropInRo: DropInMessages = {
  'dropIn.legend': 'Metodă de plată',
  'dropIn.savedCard': 'Card salvat: {card}',
  'dropIn.loading': 'Se încarcă formularul de plată…',
  'dropIn.pay': 'Plătiți {amount}',
  'dropIn.payWith': 'Plătiți {amount} cu {method}',
  'dropIn.redirect.explanation':
    'Veți fi redirecționat către {method} pentru a confirma plata de {amount}, apoi veți reveni pe această pagină.',
  'dropIn.wallet.explanation':
    '{method} își deschide fereastra de plată pentru a confirma plata de {amount}.',
  'dropIn.busy': 'Plata dumneavoastră se procesează…',
  'dropIn.stillWorking': 'Procesarea continuă. Vă rugăm să lăsați această pagină deschisă.',
  'dropIn.result.success': 'Plată autorizată. Vă mulțumim!',
  'dropIn.result.pending':
    'Plata dumneavoastră este în curs de verificare. Veți fi informat despre rezultat.',
  'dropIn.result.failed': 'Plata a fost refuzată. Încercați din nou sau alegeți altă metodă.',
  'dropIn.result.cancelled':
    'Plata a fost anulată. Nu s-a debitat nicio sumă; alegeți o metodă pentru a încerca din nou.',
  'dropIn.result.cancelledMethod':
    'Ați anulat plata cu {method}. Nu s-a debitat nicio sumă: alegeți cum doriți să plătiți.',
  'dropIn.result.failedMethod': 'Plata cu {method} a fost refuzată. Alegeți altă modalitate de plată.',
  'dropIn.checking': 'Se verifică plata dumneavoastră…',
  'dropIn.error.failed': 'Plata nu a putut fi inițiată. Verificați conexiunea și încercați din nou.',
  'dropIn.method.card': 'Card bancar',
  'dropIn.method.sepaDirectDebit': 'Debitare directă SEPA',
  'dropIn.method.ach': 'Debitare bancară ACH',
  'dropIn.method.genericRedirect': 'Internet banking',
  'dropIn.savedMethod': '{method} salvat: {name}',
  'dropIn.save': 'Salvează pentru plățile mele următoare',
  'dropIn.remove': 'Elimină {name}',
  'dropIn.remove.question':
    'Elimini {name} din metodele de plată salvate? Îl poți salva din nou când plătești.',
  'dropIn.remove.keep': 'Păstrează',
  'dropIn.remove.confirm': 'Elimină',
  'dropIn.remove.busy': 'Se elimină {name}…',
  'dropIn.remove.done': '{name} a fost eliminat din metodele de plată salvate.',
  'dropIn.remove.failed':
    '{name} nu a putut fi eliminat și este în continuare salvat. Încearcă din nou mai târziu.',
};
