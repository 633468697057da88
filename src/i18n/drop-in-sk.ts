import type { DropInMessages } from './drop-in-en';

/** Slovak texts of the drop-in. */
export const dropInSk: DropInMessages = {
  'dropIn.legend': 'Spôsob platby',
  'dropIn.savedCard': 'Uložená karta: {card}',
  'dropIn.loading': 'Načítava sa platobný formulár…',
  'dropIn.pay': 'Zaplatiť {amount}',
  'dropIn.payWith': 'Zaplatiť {amount} cez {method}',
  'dropIn.redirect.explanation':
    'Budete presmerovaní na {method}, kde potvrdíte platbu {amount}, a potom sa vrátite na túto stránku.',
  'dropIn.wallet.explanation': '{method} otvorí svoje platobné okno na potvrdenie platby {amount}.',
  'dropIn.busy': 'Vaša platba sa spracúva…',
  'dropIn.stillWorking': 'Spracovanie stále prebieha. Nechajte, prosím, túto stránku otvorenú.',
  'dropIn.result.success': 'Platba bola autorizovaná. Ďakujeme!',
  'dropIn.result.pending': 'Vaša platba sa overuje. O výsledku vás budeme informovať.',
  'dropIn.result.failed': 'Platba bola zamietnutá. Skúste to znova alebo zvoľte iný spôsob platby.',
  'dropIn.result.cancelled':
    'Platba bola zrušená. Nebola stiahnutá žiadna suma; zvoľte spôsob platby a skúste to znova.',
  'dropIn.result.cancelledMethod':
    'Platbu cez {method} ste zrušili. Nebola stiahnutá žiadna suma: zvoľte, ako chcete zaplatiť.',
  'dropIn.result.failedMethod': 'Platba cez {method} bola zamietnutá. Zvoľte iný spôsob platby.',
  'dropIn.checking': 'Vaša platba sa overuje…',
  'dropIn.error.failed': 'Platbu sa nepodarilo spustiť. Skontrolujte pripojenie a skúste to znova.',
  'dropIn.method.card': 'Platobná karta',
  'dropIn.method.sepaDirectDebit': 'Inkaso SEPA',
  'dropIn.method.ach': 'Bankové inkaso ACH',
  'dropIn.method.genericRedirect': 'Internetbanking',
  'dropIn.savedMethod': 'Uložené – {method}: {name}',
  'dropIn.save': 'Uložiť pre moje ďalšie platby',
  'dropIn.remove': 'Odstrániť {name}',
  'dropIn.remove.question':
    'Odstrániť {name} z uložených spôsobov platby? Pri platbe ho môžete uložiť znova.',
  'dropIn.remove.keep': 'Ponechať',
  'dropIn.remove.confirm': 'Odstrániť',
  'dropIn.remove.busy': 'Odstraňuje sa {name}…',
  'dropIn.remove.done': '{name} sa odstránil z uložených spôsobov platby.',
  'dropIn.remove.failed': '{name} sa nepodarilo odstrániť a zostáva uložený. Skúste to neskôr.',
};
