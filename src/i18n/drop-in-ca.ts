import type { DropInMessages } from './drop-in-en';

/** Catalan texts of the drop-in. */
export const dropInCa: DropInMessages = {
  'dropIn.legend': 'Mètode de pagament',
  'dropIn.savedCard': 'Targeta desada: {card}',
  'dropIn.loading': 'S’està carregant el formulari de pagament…',
  'dropIn.pay': 'Paga {amount}',
  'dropIn.payWith': 'Paga {amount} amb {method}',
  'dropIn.redirect.explanation':
    'Anireu a {method} per confirmar el pagament de {amount} i després tornareu a aquesta pàgina.',
  'dropIn.wallet.explanation':
    '{method} obre la seva finestra de pagament per confirmar el pagament de {amount}.',
  'dropIn.busy': 'S’està processant el pagament…',
  'dropIn.stillWorking': 'Encara s’està processant. Mantingueu aquesta pàgina oberta.',
  'dropIn.result.success': 'Pagament autoritzat. Gràcies!',
  'dropIn.result.pending': 'S’està verificant el pagament. Us informarem del resultat.',
  'dropIn.result.failed': 'S’ha rebutjat el pagament. Torneu-ho a provar o trieu un altre mètode.',
  'dropIn.result.cancelled':
    'S’ha cancel·lat el pagament. No s’ha cobrat res; trieu un mètode per tornar-ho a provar.',
  'dropIn.result.cancelledMethod':
    'Heu cancel·lat el pagament amb {method}. No s’ha cobrat res: trieu com voleu pagar.',
  'dropIn.result.failedMethod': 'S’ha rebutjat el pagament amb {method}. Trieu una altra manera de pagar.',
  'dropIn.checking': 'S’està comprovant el pagament…',
  'dropIn.error.failed': 'No s’ha pogut iniciar el pagament. Comproveu la connexió i torneu-ho a provar.',
  'dropIn.savedMethod': 'Mètode desat ({method}): {name}',
  'dropIn.save': 'Desa-ho per als propers pagaments',
  'dropIn.remove': 'Suprimeix {name}',
  'dropIn.remove.question':
    'Voleu suprimir {name} dels mètodes de pagament desats? El podreu tornar a desar quan pagueu.',
  'dropIn.remove.keep': 'Conserva’l',
  'dropIn.remove.confirm': 'Suprimeix',
  'dropIn.remove.busy': 'S’està suprimint {name}…',
  'dropIn.remove.done': 'S’ha suprimit {name} dels mètodes de pagament desats.',
  'dropIn.remove.failed': 'No s’ha pogut suprimir {name} i continua desat. Torneu-ho a provar més tard.',
  'dropIn.method.card': 'Targeta',
  'dropIn.method.sepaDirectDebit': 'Adeutament directe SEPA',
  'dropIn.method.ach': 'Adeutament bancari ACH',
  'dropIn.method.genericRedirect': 'Banca en línia',
};
