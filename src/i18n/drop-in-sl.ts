import type { DropInMessages } from './drop-in-en';

/** Slovenian texts of the drop-in. */
export const dropInSl: DropInMessages = {
  'dropIn.legend': 'Način plačila',
  'dropIn.savedCard': 'Shranjena kartica: {card}',
  'dropIn.loading': 'Nalaganje plačilnega obrazca …',
  'dropIn.pay': 'Plačaj {amount}',
  'dropIn.payWith': 'Plačaj {amount} prek {method}',
  'dropIn.redirect.explanation':
    'Preusmerjeni boste na stran {method}, kjer boste potrdili plačilo v znesku {amount}, nato pa se boste vrnili na to stran.',
  'dropIn.wallet.explanation': '{method} odpre svoje plačilno okno, kjer potrdite plačilo v znesku {amount}.',
  'dropIn.busy': 'Vaše plačilo se obdeluje …',
  'dropIn.stillWorking': 'Obdelava še poteka. Prosimo, pustite to stran odprto.',
  'dropIn.result.success': 'Plačilo je odobreno. Hvala!',
  'dropIn.result.pending': 'Vaše plačilo se preverja. O izidu boste obveščeni.',
  'dropIn.result.failed': 'Plačilo je bilo zavrnjeno. Poskusite znova ali izberite drug način plačila.',
  'dropIn.result.cancelled':
    'Plačilo je bilo preklicano. Nič ni bilo bremenjeno; izberite način plačila, da poskusite znova.',
  'dropIn.result.cancelledMethod':
    'Plačilo prek {method} ste preklicali. Nič ni bilo bremenjeno: izberite, kako želite plačati.',
  'dropIn.result.failedMethod': 'Plačilo prek {method} je bilo zavrnjeno. Izberite drug način plačila.',
  'dropIn.checking': 'Vaše plačilo se preverja …',
  'dropIn.error.failed': 'Plačila ni bilo mogoče začeti. Preverite povezavo in poskusite znova.',
  'dropIn.method.card': 'Plačilna kartica',
  'dropIn.method.sepaDirectDebit': 'Direktna obremenitev SEPA',
  'dropIn.method.ach': 'Bančna obremenitev ACH',
  'dropIn.method.genericRedirect': 'Spletna banka',
  'dropIn.savedMethod': 'Shranjeno – {method}: {name}',
  'dropIn.save': 'Shrani za moja naslednja plačila',
  'dropIn.remove': 'Odstrani {name}',
  'dropIn.remove.question':
    'Želite odstraniti {name} iz shranjenih načinov plačila? Ob plačilu ga lahko znova shranite.',
  'dropIn.remove.keep': 'Obdrži',
  'dropIn.remove.confirm': 'Odstrani',
  'dropIn.remove.busy': 'Odstranjevanje {name}…',
  'dropIn.remove.done': '{name} je bil odstranjen iz shranjenih načinov plačila.',
  'dropIn.remove.failed':
    '{name} ni bilo mogoče odstraniti in je še vedno shranjen. Poskusite znova pozneje.',
};
