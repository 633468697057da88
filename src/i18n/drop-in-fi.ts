import type { DropInMessages } from './drop-in-en';

/** Finnish texts of the drop-in. */
export const dropInFi: DropInMessages = {
  'dropIn.legend': 'Maksutapa',
  'dropIn.savedCard': 'Tallennettu kortti: {card}',
  'dropIn.loading': 'Maksulomaketta ladataan…',
  'dropIn.pay': 'Maksa {amount}',
  'dropIn.payWith': 'Maksa {amount} maksutavalla {method}',
  'dropIn.redirect.explanation':
    'Siirryt palveluun {method} vahvistamaan maksun (summa {amount}) ja palaat sen jälkeen tälle sivulle.',
  'dropIn.wallet.explanation': '{method} avaa maksuikkunan, jossa vahvistat maksun (summa {amount}).',
  'dropIn.busy': 'Maksuasi käsitellään…',
  'dropIn.stillWorking': 'Käsittely on yhä kesken. Pidä tämä sivu auki.',
  'dropIn.result.success': 'Maksu hyväksytty. Kiitos!',
  'dropIn.result.pending': 'Maksuasi tarkistetaan. Saat tiedon lopputuloksesta.',
  'dropIn.result.failed': 'Maksu hylättiin. Yritä uudelleen tai valitse toinen maksutapa.',
  'dropIn.result.cancelled': 'Maksu peruttiin. Mitään ei veloitettu; valitse maksutapa ja yritä uudelleen.',
  'dropIn.result.cancelledMethod':
    'Peruit maksutavalla {method} tehdyn maksun. Mitään ei veloitettu: valitse maksutapa.',
  'dropIn.result.failedMethod': 'Maksutavalla {method} tehty maksu hylättiin. Valitse toinen maksutapa.',
  'dropIn.checking': 'Tarkistetaan maksuasi…',
  'dropIn.error.failed': 'Maksua ei voitu aloittaa. Tarkista verkkoyhteytesi ja yritä uudelleen.',
  'dropIn.method.card': 'Kortti',
  'dropIn.method.sepaDirectDebit': 'SEPA-suoraveloitus',
  'dropIn.method.ach': 'ACH-pankkiveloitus',
  'dropIn.method.genericRedirect': 'Verkkopankki',
  'dropIn.savedMethod': 'Tallennettu {method}: {name}',
  'dropIn.save': 'Tallenna seuraavia maksujani varten',
  'dropIn.remove': 'Poista {name}',
  'dropIn.remove.question':
    'Poistetaanko {name} tallennetuista maksutavoistasi? Voit tallentaa sen uudelleen maksaessasi.',
  'dropIn.remove.keep': 'Säilytä',
  'dropIn.remove.confirm': 'Poista',
  'dropIn.remove.busy': 'Poistetaan {name}…',
  'dropIn.remove.done': '{name} poistettiin tallennetuista maksutavoistasi.',
  'dropIn.remove.failed': '{name} ei voitu poistaa, ja se on yhä tallennettuna. Yritä myöhemmin uudelleen.',
};
