import type { DropInMessages } from './drop-in-en';

/** Latvian texts of the drop-in. */
export const dropInLv: DropInMessages = {
  'dropIn.legend': 'Maksājuma veids',
  'dropIn.savedCard': 'Saglabātā karte: {card}',
  'dropIn.loading': 'Notiek maksājuma veidlapas ielāde…',
  'dropIn.pay': 'Maksāt {amount}',
  'dropIn.payWith': 'Maksāt {amount} ar {method}',
  'dropIn.redirect.explanation':
    'Lai apstiprinātu {amount} maksājumu, tiks atvērts {method}; pēc tam jūs atgriezīsieties šajā lapā.',
  'dropIn.wallet.explanation': '{method} atvērs savu maksājuma logu, lai apstiprinātu {amount} maksājumu.',
  'dropIn.busy': 'Notiek jūsu maksājuma apstrāde…',
  'dropIn.stillWorking': 'Apstrāde vēl turpinās. Lūdzu, neaizveriet šo lapu.',
  'dropIn.result.success': 'Maksājums autorizēts. Paldies!',
  'dropIn.result.pending': 'Jūsu maksājums tiek pārbaudīts. Mēs jums paziņosim rezultātu.',
  'dropIn.result.failed': 'Maksājums tika noraidīts. Mēģiniet vēlreiz vai izvēlieties citu maksājuma veidu.',
  'dropIn.result.cancelled':
    'Maksājums tika atcelts. Nauda netika iekasēta; lai mēģinātu vēlreiz, izvēlieties maksājuma veidu.',
  'dropIn.result.cancelledMethod':
    'Jūs atcēlāt maksājumu ar {method}. Nauda netika iekasēta: izvēlieties, kā maksāt.',
  'dropIn.result.failedMethod': 'Maksājums ar {method} tika noraidīts. Izvēlieties citu maksājuma veidu.',
  'dropIn.checking': 'Notiek jūsu maksājuma pārbaude…',
  'dropIn.error.failed': 'Maksājumu neizdevās sākt. Pārbaudiet interneta savienojumu un mēģiniet vēlreiz.',
  'dropIn.method.card': 'Karte',
  'dropIn.method.sepaDirectDebit': 'SEPA tiešais debets',
  'dropIn.method.ach': 'ACH tiešais debets',
  'dropIn.method.genericRedirect': 'Internetbanka',
  'dropIn.savedMethod': 'Saglabāts – {method}: {name}',
  'dropIn.save': 'Saglabāt maniem nākamajiem maksājumiem',
  'dropIn.remove': 'Noņemt {name}',
  'dropIn.remove.question':
    'Vai noņemt {name} no saglabātajiem maksājuma veidiem? Maksājot varēsiet to saglabāt atkal.',
  'dropIn.remove.keep': 'Paturēt',
  'dropIn.remove.confirm': 'Noņemt',
  'dropIn.remove.busy': 'Notiek {name} noņemšana…',
  'dropIn.remove.done': '{name} tika noņemts no saglabātajiem maksājuma veidiem.',
  'dropIn.remove.failed': '{name} neizdevās noņemt, un tas joprojām ir saglabāts. Mēģiniet vēlreiz vēlāk.',
};
