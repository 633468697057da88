import type { DropInMessages } from './drop-in-en';

/** Norwegian Bokmål texts of the drop-in. */
export const dropInNb: DropInMessages = {
  'dropIn.legend': 'Betalingsmåte',
  'dropIn.savedCard': 'Lagret kort: {card}',
  'dropIn.loading': 'Laster inn betalingsskjemaet…',
  'dropIn.pay': 'Betal {amount}',
  'dropIn.payWith': 'Betal {amount} med {method}',
  'dropIn.redirect.explanation':
    'Du blir sendt til {method} for å bekrefte betalingen på {amount}, og kommer deretter tilbake til denne siden.',
  'dropIn.wallet.explanation': '{method} åpner betalingsvinduet sitt for å bekrefte betalingen på {amount}.',
  'dropIn.busy': 'Behandler betalingen din…',
  'dropIn.stillWorking': 'Behandlingen pågår fortsatt. Hold denne siden åpen.',
  'dropIn.result.success': 'Betalingen er godkjent. Takk!',
  'dropIn.result.pending': 'Betalingen din blir kontrollert. Du får beskjed om utfallet.',
  'dropIn.result.failed': 'Betalingen ble avvist. Prøv igjen, eller velg en annen betalingsmåte.',
  'dropIn.result.cancelled':
    'Betalingen ble avbrutt. Ingenting ble belastet. Velg en betalingsmåte for å prøve igjen.',
  'dropIn.result.cancelledMethod':
    'Du avbrøt betalingen med {method}. Ingenting ble belastet. Velg hvordan du vil betale.',
  'dropIn.result.failedMethod': 'Betalingen med {method} ble avvist. Velg en annen betalingsmåte.',
  'dropIn.checking': 'Kontrollerer betalingen din…',
  'dropIn.error.failed': 'Betalingen kunne ikke startes. Sjekk tilkoblingen din, og prøv igjen.',
  'dropIn.method.card': 'Kort',
  'dropIn.method.sepaDirectDebit': 'SEPA-direktedebitering',
  'dropIn.method.ach': 'ACH-bankdebitering',
  'dropIn.method.genericRedirect': 'Nettbank',
  'dropIn.savedMethod': 'Lagret {method}: {name}',
  'dropIn.save': 'Lagre til mine neste betalinger',
  'dropIn.remove': 'Fjern {name}',
  'dropIn.remove.question':
    'Vil du fjerne {name} fra de lagrede betalingsmåtene dine? Du kan lagre den igjen når du betaler.',
  'dropIn.remove.keep': 'Behold den',
  'dropIn.remove.confirm': 'Fjern',
  'dropIn.remove.busy': 'Fjerner {name}…',
  'dropIn.remove.done': '{name} ble fjernet fra de lagrede betalingsmåtene dine.',
  'dropIn.remove.failed': '{name} kunne ikke fjernes og er fortsatt lagret. Prøv igjen senere.',
};
