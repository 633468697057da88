import type { DropInMessages } from './drop-in-en';

/** Czech texts of the drop-in. */
export const dropInCs: DropInMessages = {
  'dropIn.legend': 'Způsob platby',
  'dropIn.savedCard': 'Uložená karta: {card}',
  'dropIn.loading': 'Načítá se platební formulář…',
  'dropIn.pay': 'Zaplatit {amount}',
  'dropIn.payWith': 'Zaplatit {amount} – {method}',
  'dropIn.redirect.explanation':
    'Budete přesměrováni do služby {method}, kde potvrdíte platbu {amount}, a poté se vrátíte na tuto stránku.',
  'dropIn.wallet.explanation': '{method} otevře své platební okno, kde potvrdíte platbu {amount}.',
  'dropIn.busy': 'Zpracováváme vaši platbu…',
  'dropIn.stillWorking': 'Stále pracujeme. Nechte prosím tuto stránku otevřenou.',
  'dropIn.result.success': 'Platba byla autorizována. Děkujeme!',
  'dropIn.result.pending': 'Vaši platbu ověřujeme. O výsledku vás budeme informovat.',
  'dropIn.result.failed': 'Platba byla zamítnuta. Zkuste to znovu nebo zvolte jiný způsob platby.',
  'dropIn.result.cancelled':
    'Platba byla zrušena a nic vám nebylo strženo. Pro nový pokus zvolte způsob platby.',
  'dropIn.result.cancelledMethod':
    'Zrušili jste platbu přes službu {method}. Nic vám nebylo strženo: zvolte způsob platby.',
  'dropIn.result.failedMethod': 'Platba přes službu {method} byla zamítnuta. Zvolte jiný způsob platby.',
  'dropIn.checking': 'Ověřujeme vaši platbu…',
  'dropIn.error.failed': 'Platbu se nepodařilo zahájit. Zkontrolujte připojení a zkuste to znovu.',
  'dropIn.method.card': 'Karta',
  'dropIn.method.sepaDirectDebit': 'Inkaso SEPA',
  'dropIn.method.ach': 'Bankovní inkaso ACH',
  'dropIn.method.genericRedirect': 'Internetové bankovnictví',
  'dropIn.savedMethod': 'Uložené – {method}: {name}',
  'dropIn.save': 'Uložit pro mé další platby',
  'dropIn.remove': 'Odebrat {name}',
  'dropIn.remove.question':
    'Odebrat {name} z uložených platebních metod? Při placení ji můžete uložit znovu.',
  'dropIn.remove.keep': 'Ponechat',
  'dropIn.remove.confirm': 'Odebrat',
  'dropIn.remove.busy': 'Odebírání {name}…',
  'dropIn.remove.done': '{name} byla odebrána z uložených platebních metod.',
  'dropIn.remove.failed': '{name} se nepodařilo odebrat a zůstává uložena. Zkuste to později.',
};
