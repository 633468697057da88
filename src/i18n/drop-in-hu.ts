import type { DropInMessages } from './drop-in-en';

/** Hungarian texts of the drop-in. */
export const dropInHu: DropInMessages = {
  'dropIn.legend': 'Fizetési mód',
  'dropIn.savedCard': 'Mentett kártya: {card}',
  'dropIn.loading': 'A fizetési űrlap betöltése…',
  'dropIn.pay': '{amount} fizetése',
  'dropIn.payWith': '{amount} fizetése ezzel: {method}',
  'dropIn.redirect.explanation':
    'Átirányítjuk ide: {method}. Ott megerősítheti a fizetést ({amount}), majd visszatér erre az oldalra.',
  'dropIn.wallet.explanation':
    '{method} megnyitja a fizetési ablakát, ahol megerősítheti a fizetést ({amount}).',
  'dropIn.busy': 'Fizetés feldolgozása…',
  'dropIn.stillWorking': 'A feldolgozás még tart. Kérjük, ne zárja be ezt az oldalt.',
  'dropIn.result.success': 'A fizetés engedélyezve. Köszönjük!',
  'dropIn.result.pending': 'Fizetését ellenőrizzük. Az eredményről értesítjük.',
  'dropIn.result.failed': 'A fizetést elutasították. Próbálja újra, vagy válasszon másik fizetési módot.',
  'dropIn.result.cancelled':
    'A fizetés megszakadt. Nem történt terhelés; az újrapróbálkozáshoz válasszon fizetési módot.',
  'dropIn.result.cancelledMethod':
    'Megszakította a fizetést ({method}). Nem történt terhelés: válassza ki, hogyan szeretne fizetni.',
  'dropIn.result.failedMethod': 'A fizetést ({method}) elutasították. Válasszon másik fizetési módot.',
  'dropIn.checking': 'A fizetés ellenőrzése…',
  'dropIn.error.failed':
    'A fizetést nem sikerült elindítani. Ellenőrizze az internetkapcsolatát, és próbálja újra.',
  'dropIn.method.card': 'Bankkártya',
  'dropIn.method.sepaDirectDebit': 'SEPA csoportos beszedés',
  'dropIn.method.ach': 'ACH banki beszedés',
  'dropIn.method.genericRedirect': 'Netbank',
  'dropIn.savedMethod': 'Mentett {method}: {name}',
  'dropIn.save': 'Mentés a következő fizetéseimhez',
  'dropIn.remove': '{name} eltávolítása',
  'dropIn.remove.question':
    'Eltávolítja a(z) {name} elemet a mentett fizetési módok közül? Fizetéskor újra elmentheti.',
  'dropIn.remove.keep': 'Megtartás',
  'dropIn.remove.confirm': 'Eltávolítás',
  'dropIn.remove.busy': '{name} eltávolítása folyamatban…',
  'dropIn.remove.done': 'A(z) {name} elemet eltávolítottuk a mentett fizetési módok közül.',
  'dropIn.remove.failed':
    'A(z) {name} elemet nem sikerült eltávolítani, továbbra is mentve van. Próbálja újra később.',
};
