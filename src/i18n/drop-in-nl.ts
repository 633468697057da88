import type { DropInMessages } from './drop-in-en';

/** Dutch texts of the drop-in. */
export const dropInNl: DropInMessages = {
  'dropIn.legend': 'Betaalmethode',
  'dropIn.savedCard': 'Opgeslagen kaart: {card}',
  'dropIn.loading': 'Het betaalformulier wordt geladen…',
  'dropIn.pay': '{amount} betalen',
  'dropIn.payWith': '{amount} betalen met {method}',
  'dropIn.redirect.explanation':
    'U gaat naar {method} om de betaling van {amount} te bevestigen en komt daarna terug op deze pagina.',
  'dropIn.wallet.explanation': '{method} opent een betaalvenster om de betaling van {amount} te bevestigen.',
  'dropIn.busy': 'Uw betaling wordt verwerkt…',
  'dropIn.stillWorking': 'Nog bezig. Houd deze pagina open.',
  'dropIn.result.success': 'Betaling geautoriseerd. Bedankt!',
  'dropIn.result.pending': 'Uw betaling wordt gecontroleerd. U hoort de uitkomst zo snel mogelijk.',
  'dropIn.result.failed': 'De betaling is geweigerd. Probeer het opnieuw of kies een andere betaalmethode.',
  'dropIn.result.cancelled':
    'De betaling is geannuleerd. Er is niets afgeschreven; kies een betaalmethode om het opnieuw te proberen.',
  'dropIn.result.cancelledMethod':
    'U hebt de betaling met {method} geannuleerd. Er is niets afgeschreven: kies hoe u wilt betalen.',
  'dropIn.result.failedMethod': 'De betaling met {method} is geweigerd. Kies een andere betaalmethode.',
  'dropIn.checking': 'Uw betaling wordt gecontroleerd…',
  'dropIn.error.failed':
    'De betaling kon niet worden gestart. Controleer uw verbinding en probeer het opnieuw.',
  'dropIn.method.card': 'Kaart',
  'dropIn.method.sepaDirectDebit': 'SEPA-incasso',
  'dropIn.method.ach': 'ACH-incasso',
  'dropIn.method.genericRedirect': 'Internetbankieren',
  'dropIn.savedMethod': 'Opgeslagen {method}: {name}',
  'dropIn.save': 'Opslaan voor mijn volgende betalingen',
  'dropIn.remove': '{name} verwijderen',
  'dropIn.remove.question':
    '{name} verwijderen uit je opgeslagen betaalmethoden? Je kunt het opnieuw opslaan wanneer je betaalt.',
  'dropIn.remove.keep': 'Behouden',
  'dropIn.remove.confirm': 'Verwijderen',
  'dropIn.remove.busy': '{name} wordt verwijderd…',
  'dropIn.remove.done': '{name} is verwijderd uit je opgeslagen betaalmethoden.',
  'dropIn.remove.failed':
    '{name} kon niet worden verwijderd en blijft opgeslagen. Probeer het later opnieuw.',
};
