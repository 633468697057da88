import type { DropInMessages } from './drop-in-en';

/** Swedish texts of the drop-in. */
export const dropInSv: DropInMessages = {
  'dropIn.legend': 'Betalsätt',
  'dropIn.savedCard': 'Sparat kort: {card}',
  'dropIn.loading': 'Betalformuläret laddas…',
  'dropIn.pay': 'Betala {amount}',
  'dropIn.payWith': 'Betala {amount} med {method}',
  'dropIn.redirect.explanation':
    'Du skickas vidare till {method} för att bekräfta betalningen på {amount} och kommer sedan tillbaka till den här sidan.',
  'dropIn.wallet.explanation': '{method} öppnar sitt betalfönster för att bekräfta betalningen på {amount}.',
  'dropIn.busy': 'Din betalning behandlas…',
  'dropIn.stillWorking': 'Behandlingen pågår fortfarande. Låt den här sidan vara öppen.',
  'dropIn.result.success': 'Betalningen är godkänd. Tack!',
  'dropIn.result.pending': 'Din betalning kontrolleras. Du får besked om resultatet.',
  'dropIn.result.failed': 'Betalningen nekades. Försök igen eller välj ett annat betalsätt.',
  'dropIn.result.cancelled':
    'Betalningen avbröts. Inget har dragits; välj ett betalsätt för att försöka igen.',
  'dropIn.result.cancelledMethod':
    'Du avbröt betalningen med {method}. Inget har dragits: välj hur du vill betala.',
  'dropIn.result.failedMethod': 'Betalningen med {method} nekades. Välj ett annat betalsätt.',
  'dropIn.checking': 'Din betalning kontrolleras…',
  'dropIn.error.failed': 'Betalningen kunde inte påbörjas. Kontrollera din anslutning och försök igen.',
  'dropIn.method.card': 'Kort',
  'dropIn.method.sepaDirectDebit': 'SEPA-autogiro',
  'dropIn.method.ach': 'ACH-bankdragning',
  'dropIn.method.genericRedirect': 'Internetbank',
  'dropIn.savedMethod': 'Sparad {method}: {name}',
  'dropIn.save': 'Spara för mina nästa betalningar',
  'dropIn.remove': 'Ta bort {name}',
  'dropIn.remove.question':
    'Vill du ta bort {name} från dina sparade betalningssätt? Du kan spara det igen när du betalar.',
  'dropIn.remove.keep': 'Behåll',
  'dropIn.remove.confirm': 'Ta bort',
  'dropIn.remove.busy': 'Tar bort {name}…',
  'dropIn.remove.done': '{name} togs bort från dina sparade betalningssätt.',
  'dropIn.remove.failed': '{name} kunde inte tas bort och är fortfarande sparat. Försök igen senare.',
};
