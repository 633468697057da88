import type { DropInMessages } from './drop-in-en';

/** Danish texts of the drop-in. */
export const dropInDa: DropInMessages = {
  'dropIn.legend': 'Betalingsmetode',
  'dropIn.savedCard': 'Gemt kort: {card}',
  'dropIn.loading': 'Indlæser betalingsformularen…',
  'dropIn.pay': 'Betal {amount}',
  'dropIn.payWith': 'Betal {amount} med {method}',
  'dropIn.redirect.explanation':
    'Du sendes videre til {method} for at godkende betalingen på {amount} og kommer derefter tilbage til denne side.',
  'dropIn.wallet.explanation':
    '{method} åbner sit betalingsvindue, så du kan godkende betalingen på {amount}.',
  'dropIn.busy': 'Behandler din betaling…',
  'dropIn.stillWorking': 'Vi arbejder stadig på det. Hold venligst denne side åben.',
  'dropIn.result.success': 'Betalingen er godkendt. Tak!',
  'dropIn.result.pending': 'Din betaling bliver kontrolleret. Du får besked om resultatet.',
  'dropIn.result.failed': 'Betalingen blev afvist. Prøv igen, eller vælg en anden betalingsmetode.',
  'dropIn.result.cancelled':
    'Betalingen blev annulleret, og der er ikke trukket noget. Vælg en betalingsmetode for at prøve igen.',
  'dropIn.result.cancelledMethod':
    'Du annullerede betalingen med {method}. Der er ikke trukket noget: Vælg, hvordan du vil betale.',
  'dropIn.result.failedMethod': 'Betalingen med {method} blev afvist. Vælg en anden betalingsmetode.',
  'dropIn.checking': 'Kontrollerer din betaling…',
  'dropIn.error.failed': 'Betalingen kunne ikke startes. Tjek din forbindelse, og prøv igen.',
  'dropIn.method.card': 'Kort',
  'dropIn.method.sepaDirectDebit': 'SEPA-direkte debitering',
  'dropIn.method.ach': 'ACH-bankdebitering',
  'dropIn.method.genericRedirect': 'Netbank',
  'dropIn.savedMethod': 'Gemt {method}: {name}',
  'dropIn.save': 'Gem til mine næste betalinger',
  'dropIn.remove': 'Fjern {name}',
  'dropIn.remove.question':
    'Vil du fjerne {name} fra dine gemte betalingsmetoder? Du kan gemme den igen, når du betaler.',
  'dropIn.remove.keep': 'Behold den',
  'dropIn.remove.confirm': 'Fjern',
  'dropIn.remove.busy': 'Fjerner {name}…',
  'dropIn.remove.done': '{name} blev fjernet fra dine gemte betalingsmetoder.',
  'dropIn.remove.failed': '{name} kunne ikke fjernes og er stadig gemt. Prøv igen senere.',
};
