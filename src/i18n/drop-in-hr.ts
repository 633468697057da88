import type { DropInMessages } from './drop-in-en';

/** Croatian texts of the drop-in. */
export const dropInHr: DropInMessages = {
  'dropIn.legend': 'Način plaćanja',
  'dropIn.savedCard': 'Spremljena kartica: {card}',
  'dropIn.loading': 'Učitavanje obrasca za plaćanje…',
  'dropIn.pay': 'Platite {amount}',
  'dropIn.payWith': 'Platite {amount} putem usluge {method}',
  'dropIn.redirect.explanation':
    'Bit ćete preusmjereni na uslugu {method} kako biste potvrdili plaćanje iznosa {amount}, a zatim ćete se vratiti na ovu stranicu.',
  'dropIn.wallet.explanation':
    '{method} otvara svoj prozor za plaćanje u kojem potvrđujete plaćanje iznosa {amount}.',
  'dropIn.busy': 'Vaše se plaćanje obrađuje…',
  'dropIn.stillWorking': 'Obrada je još u tijeku. Ostavite ovu stranicu otvorenom.',
  'dropIn.result.success': 'Plaćanje je autorizirano. Hvala!',
  'dropIn.result.pending': 'Vaše se plaćanje provjerava. Obavijestit ćemo vas o ishodu.',
  'dropIn.result.failed': 'Plaćanje je odbijeno. Pokušajte ponovno ili odaberite drugi način plaćanja.',
  'dropIn.result.cancelled':
    'Plaćanje je otkazano. Ništa nije naplaćeno; odaberite način plaćanja kako biste pokušali ponovno.',
  'dropIn.result.cancelledMethod':
    'Otkazali ste plaćanje putem usluge {method}. Ništa nije naplaćeno; odaberite kako želite platiti.',
  'dropIn.result.failedMethod': 'Plaćanje putem usluge {method} odbijeno je. Odaberite drugi način plaćanja.',
  'dropIn.checking': 'Provjera vašeg plaćanja…',
  'dropIn.error.failed': 'Plaćanje nije moguće pokrenuti. Provjerite internetsku vezu i pokušajte ponovno.',
  'dropIn.method.card': 'Kartica',
  'dropIn.method.sepaDirectDebit': 'SEPA izravno terećenje',
  'dropIn.method.ach': 'ACH terećenje računa',
  'dropIn.method.genericRedirect': 'Internetsko bankarstvo',
  'dropIn.savedMethod': 'Spremljeno – {method}: {name}',
  'dropIn.save': 'Spremi za moja sljedeća plaćanja',
  'dropIn.remove': 'Ukloni {name}',
  'dropIn.remove.question':
    'Ukloniti {name} iz spremljenih načina plaćanja? Možete ga ponovno spremiti kada plaćate.',
  'dropIn.remove.keep': 'Zadrži',
  'dropIn.remove.confirm': 'Ukloni',
  'dropIn.remove.busy': 'Uklanjanje {name}…',
  'dropIn.remove.done': '{name} uklonjen je iz spremljenih načina plaćanja.',
  'dropIn.remove.failed': '{name} nije moguće ukloniti i i dalje je spremljen. Pokušajte ponovno kasnije.',
};
