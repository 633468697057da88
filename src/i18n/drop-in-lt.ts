import type { DropInMessages } from './drop-in-en';

/** Lithuanian texts of the drop-in. */
export const dropInLt: DropInMessages = {
  'dropIn.legend': 'Mokėjimo būdas',
  'dropIn.savedCard': 'Išsaugota kortelė: {card}',
  'dropIn.loading': 'Įkeliama mokėjimo forma…',
  'dropIn.pay': 'Mokėti {amount}',
  'dropIn.payWith': 'Mokėti {amount} naudojant {method}',
  'dropIn.redirect.explanation':
    'Būsite nukreipti į {method}, kad patvirtintumėte {amount} mokėjimą, o tada grįšite į šį puslapį.',
  'dropIn.wallet.explanation': '{method} atidarys mokėjimo langą, kad patvirtintumėte {amount} mokėjimą.',
  'dropIn.busy': 'Apdorojamas jūsų mokėjimas…',
  'dropIn.stillWorking': 'Vis dar apdorojama. Neuždarykite šio puslapio.',
  'dropIn.result.success': 'Mokėjimas patvirtintas. Dėkojame!',
  'dropIn.result.pending': 'Jūsų mokėjimas tikrinamas. Apie rezultatą jums pranešime.',
  'dropIn.result.failed': 'Mokėjimas atmestas. Bandykite dar kartą arba pasirinkite kitą mokėjimo būdą.',
  'dropIn.result.cancelled':
    'Mokėjimas atšauktas. Pinigai nenuskaičiuoti; norėdami bandyti dar kartą, pasirinkite mokėjimo būdą.',
  'dropIn.result.cancelledMethod':
    'Atšaukėte mokėjimą naudojant {method}. Pinigai nenuskaičiuoti: pasirinkite, kaip mokėsite.',
  'dropIn.result.failedMethod': 'Mokėjimas naudojant {method} atmestas. Pasirinkite kitą mokėjimo būdą.',
  'dropIn.checking': 'Tikrinamas jūsų mokėjimas…',
  'dropIn.error.failed': 'Nepavyko pradėti mokėjimo. Patikrinkite interneto ryšį ir bandykite dar kartą.',
  'dropIn.method.card': 'Kortelė',
  'dropIn.method.sepaDirectDebit': 'SEPA tiesioginis debetas',
  'dropIn.method.ach': 'ACH tiesioginis debetas',
  'dropIn.method.genericRedirect': 'Internetinė bankininkystė',
  'dropIn.savedMethod': 'Išsaugota – {method}: {name}',
  'dropIn.save': 'Išsaugoti kitiems mano mokėjimams',
  'dropIn.remove': 'Pašalinti {name}',
  'dropIn.remove.question':
    'Pašalinti {name} iš išsaugotų mokėjimo būdų? Mokėdami galėsite jį vėl išsaugoti.',
  'dropIn.remove.keep': 'Palikti',
  'dropIn.remove.confirm': 'Pašalinti',
  'dropIn.remove.busy': 'Šalinama {name}…',
  'dropIn.remove.done': '{name} pašalintas iš išsaugotų mokėjimo būdų.',
  'dropIn.remove.failed': '{name} pašalinti nepavyko, jis vis dar išsaugotas. Bandykite vėliau.',
};
