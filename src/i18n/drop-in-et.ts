import type { DropInMessages } from './drop-in-en';

/** Estonian texts of the drop-in. */
export const dropInEt: DropInMessages = {
  'dropIn.legend': 'Makseviis',
  'dropIn.savedCard': 'Salvestatud kaart: {card}',
  'dropIn.loading': 'Maksevormi laaditakse…',
  'dropIn.pay': 'Maksa {amount}',
  'dropIn.payWith': 'Maksa {amount} – {method}',
  'dropIn.redirect.explanation':
    'Teid suunatakse teenusesse {method}, et kinnitada makse summas {amount}, ja seejärel naasete sellele lehele.',
  'dropIn.wallet.explanation': '{method} avab oma makseakna, et saaksite kinnitada makse summas {amount}.',
  'dropIn.busy': 'Teie makset töödeldakse…',
  'dropIn.stillWorking': 'Töötlemine jätkub. Palun hoidke see leht avatuna.',
  'dropIn.result.success': 'Makse on autoriseeritud. Aitäh!',
  'dropIn.result.pending': 'Teie makset kontrollitakse. Teile teatatakse tulemusest.',
  'dropIn.result.failed': 'Makse lükati tagasi. Proovige uuesti või valige muu makseviis.',
  'dropIn.result.cancelled': 'Makse tühistati ja raha ei võetud. Uuesti proovimiseks valige makseviis.',
  'dropIn.result.cancelledMethod':
    'Tühistasite makseviisiga {method} tehtud makse. Raha ei võetud: valige makseviis.',
  'dropIn.result.failedMethod': 'Makseviisiga {method} tehtud makse lükati tagasi. Valige muu makseviis.',
  'dropIn.checking': 'Kontrollime teie makset…',
  'dropIn.error.failed': 'Makset ei õnnestunud alustada. Kontrollige internetiühendust ja proovige uuesti.',
  'dropIn.method.card': 'Kaart',
  'dropIn.method.sepaDirectDebit': 'SEPA otsekorraldus',
  'dropIn.method.ach': 'ACH otsekorraldus',
  'dropIn.method.genericRedirect': 'Internetipank',
  'dropIn.savedMethod': 'Salvestatud {method}: {name}',
  'dropIn.save': 'Salvesta minu järgmiste maksete jaoks',
  'dropIn.remove': 'Eemalda {name}',
  'dropIn.remove.question':
    'Kas eemaldada {name} salvestatud makseviiside hulgast? Saate selle maksmisel uuesti salvestada.',
  'dropIn.remove.keep': 'Jäta alles',
  'dropIn.remove.confirm': 'Eemalda',
  'dropIn.remove.busy': '{name} eemaldamine…',
  'dropIn.remove.done': '{name} eemaldati salvestatud makseviiside hulgast.',
  'dropIn.remove.failed':
    '{name} eemaldamine ebaõnnestus ja see on endiselt salvestatud. Proovige hiljem uuesti.',
};
