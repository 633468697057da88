// @ts-check
/** Croatian texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const hr = {
  'shell.brand': 'Demonstracija Railkita',
  'shell.pages': 'Demo stranice',
  'shell.language': 'Jezik',

  'busy.stillWorking': 'Obrada je još u tijeku – ne zatvarajte ovu stranicu.',
  'busy.starting': 'Priprema obrasca…',
  'busy.checking': 'Provjera vaših bankovnih podataka…',
  'busy.payingOut': 'Slanje vaše isplate…',
  'busy.paying': 'Potvrđivanje plaćanja s vašom bankom…',

  'payout.title': 'Isplata raspoloživog stanja',
  'payout.start.title': 'Podaci o isplati',
  'payout.country': 'Zemlja vašeg bankovnog računa',
  'payout.amount': 'Iznos',
  'payout.amountHint':
    'Testno okruženje: iznos koji završava na {fails} ne uspijeva, a onaj koji završava na {pending} ostaje na čekanju.',
  'payout.formLanguage': 'Jezik obrasca',
  'payout.continue': 'Nastavite',
  'payout.details.title': 'Kamo da pošaljemo novac?',
  'payout.sample': 'Primjer računa u testnom okruženju: {sample}',
  'payout.review': 'Pregledajte isplatu',
  'payout.confirm.title': 'Potvrdite isplatu',
  'payout.confirm.amount': 'Iznos',
  'payout.confirm.to': 'Primatelj',
  'payout.confirm.holder': 'Vlasnik računa',
  'payout.payOut': 'Isplatite',
  'payout.edit': 'Promijenite bankovni račun',
  'payout.retryHint': '{error} Možete ponovno pritisnuti „Isplatite”: novac neće biti isplaćen dvaput.',
  'payout.group.iban': 'Zemlje s IBAN-om',
  'payout.group.ibanTerritory': 'Područja s IBAN-om (format matične zemlje)',
  'payout.group.nationalIban': 'Nacionalni IBAN-ovi (izvan SWIFT registra)',
  'payout.group.rail': 'Lokalni bankovni podaci',

  'payout.success.title': 'Isplata je poslana',
  'payout.success.detail': 'Iznos {amount} na putu je prema računu {account}.',
  'payout.success.next': 'Novac obično stiže u roku od jednog radnog dana.',
  'payout.failure.title': 'Isplata nije uspjela',
  'payout.failure.detail': 'Vaša banka nije mogla prihvatiti ovu isplatu. Vaše stanje nije promijenjeno.',
  'payout.failure.next': 'Pokušajte s drugim računom',
  'payout.pending.title': 'Isplata na čekanju',
  'payout.pending.detail': 'Vaša banka još nije potvrdila isplatu iznosa {amount}.',
  'payout.unknown.title': 'Nismo mogli potvrditi vašu isplatu',
  'payout.unknown.detail':
    'Veza je prekinuta prije nego što je vaša banka odgovorila. Nemojte ponovno pokretati isplatu: ništa neće biti isplaćeno dvaput.',
  'payout.again': 'Nova isplata',

  'result.waiting': 'Čekamo odgovor vaše banke…',
  'result.emailLater': 'Možete zatvoriti ovu stranicu: poslat ćemo vam e-poruku kad vaša banka odgovori.',
  'result.stoppedWaiting':
    'Vaša banka još nije odgovorila. Možete zatvoriti ovu stranicu: ishod ćemo vam javiti e-poštom.',

  'checkout.title': 'Blagajna',
  'checkout.start.title': 'Vaša narudžba',
  'checkout.amount': 'Iznos',
  'checkout.customer': 'Referenca kupca',
  'checkout.customerHint': 'Kartice koje je ovaj kupac spremio nude se pri sljedećoj kupnji.',
  'checkout.continue': 'Nastavite na plaćanje',
  'checkout.pay.title': 'Plaćanje karticom',
  'checkout.accepted': 'Prihvaćene kartice',
  'checkout.payWith': 'Kartica za plaćanje',
  'checkout.newCard': 'Nova kartica',
  'checkout.store': 'Spremite ovu karticu za sljedeći put',
  'checkout.testCards':
    'Testne kartice: {approves} se odobrava, {declines} se odbija, {challenge} traži {threeDS}, {timeout} prekoračuje vrijeme čekanja.',
  'checkout.pay': 'Platite {amount}',
  'checkout.retryHint': '{error} Možete ponovno pritisnuti „Platite”: iznos neće biti naplaćen dvaput.',
  'checkout.cancelled':
    'Zatvorili ste potvrdu kod svoje banke pa plaćanje nije izvršeno. Pritisnite „Platite” kako biste pokušali ponovno.',
  'checkout.declined': 'Vaša je banka odbila karticu. Pokušajte s drugom karticom.',
  'checkout.timeout': 'Plaćanje nije dovršeno na vrijeme. Pokušajte ponovno.',
  'checkout.authFailed':
    'Vaša banka nije mogla potvrditi plaćanje. Pokušajte ponovno ili upotrijebite drugu karticu.',
  'checkout.failed': 'Plaćanje nije uspjelo. Pokušajte ponovno ili upotrijebite drugu karticu.',
  'checkout.startAgain': '{error} Počnite ispočetka kako biste platili.',
  'checkout.success.title': 'Plaćanje je autorizirano',
  'checkout.success.detail': 'Iznos {amount} rezerviran je na vašoj kartici.',
  'checkout.success.next': 'Naplatit ćemo ga kad vaša narudžba bude poslana.',
  'checkout.pending.title': 'Plaćanje na čekanju',
  'checkout.pending.detail': 'Vaša banka još nije odgovorila u vezi s plaćanjem iznosa {amount}.',
  'checkout.unknown.title': 'Nismo mogli potvrditi vaše plaćanje',
  'checkout.unknown.detail':
    'Veza je prekinuta prije nego što je vaša banka odgovorila. Nemojte ponovno plaćati: ništa neće biti naplaćeno dvaput.',
  'checkout.again': 'Nova kupnja',
  'checkout.checking': 'Provjera vašeg plaćanja…',

  'merchant.title': 'Prikaz za trgovca',
  'merchant.note':
    'Ono što poslužitelj trgovca zna iz potpisanih obavijesti. Platitelji nikad ne vide ovu ploču.',
  'merchant.order': 'Narudžba',
  'merchant.state': 'Usklađeno stanje',
  'merchant.none': 'Još nema narudžbe',
  'merchant.awaiting': 'Čeka se obavijest platforme…',
  'merchant.payoutState': '{status} (obavijest {id}, potpis provjeren) · {time}',
  'merchant.paymentState': '{status} (obavijest {action}, potpis provjeren) · {time}',
  'merchant.capture': 'Naplatite',
  'merchant.cancel': 'Otkažite plaćanje',
  'merchant.refund': 'Vratite novac',
  'merchant.authorized': 'Autorizirano',
  'merchant.authorizeFailed': 'Autorizacija nije uspjela',
  'merchant.captured': 'Naplaćeno',
  'merchant.cancelled': 'Otkazano',
  'merchant.refunded': 'Novac vraćen',
  'merchant.console': 'Otvori u konzoli testnog okruženja',

  'dropInPage.country': 'Zemlja',
  'dropInPage.testHint':
    'Testno okruženje: iznos koji završava na {declined} odbija se, a onaj koji završava na {pending} ostaje na čekanju (ne vrijedi za kartice).',
  'dropInPage.payTitle': 'Platite {amount} za svoju narudžbu',

  'methodsPage.payTitle': 'Odaberite način plaćanja',
  'methodsPage.legend': 'Način plaćanja',
  'methodsPage.popup': 'Otvorite stranicu za plaćanje u skočnom prozoru i ostanite na ovoj stranici',
  'methodsPage.redirectHint':
    'Napustit ćete ovu stranicu kako biste platili putem usluge {method}, a zatim ćete se vratiti ovamo.',
  'methodsPage.cancelled':
    'Otkazali ste plaćanje putem usluge {method}. Ništa nije naplaćeno; odaberite kako želite platiti.',
  'methodsPage.cancelledAny': 'Otkazali ste plaćanje. Ništa nije naplaćeno; odaberite kako želite platiti.',
  'methodsPage.declined': 'Plaćanje putem usluge {method} odbijeno je. Odaberite drugi način plaćanja.',
  'methodsPage.declinedAny': 'Plaćanje je odbijeno. Odaberite drugi način plaćanja.',
  'methodsPage.popupClosed':
    'Prozor za plaćanje zatvoren je prije nego što ste dovršili plaćanje. Pritisnite „Platite” kako biste ga ponovno otvorili.',
  'methodsPage.failed': 'Plaćanje nije uspjelo. Pokušajte ponovno ili odaberite drugi način plaćanja.',
  'methodsPage.success.detail': 'Vaše je plaćanje iznosa {amount} potvrđeno.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Isplata',
  'page.payout.summary': 'Isplata na bankovni račun u 145 zemalja, uz SDK uvezen kao ES modul.',
  'page.script-tag.title': 'Oznaka script',
  'page.script-tag.summary':
    'Ista isplata bez bundlera: jedna oznaka <script> s hashom za provjeru cjelovitosti definira window.Railkit.',
  'page.checkout.title': 'Plaćanje karticom',
  'page.checkout.summary':
    'Plaćanje karticom uz obrazac kartice na ovoj stranici; podaci se ovdje šifriraju prije slanja.',
  'page.checkout-drop-in.title': 'Odabir načina plaćanja',
  'page.checkout-drop-in.summary':
    'Svi načini plaćanja u zemlji platitelja u jednom elementu: kartice, izravna terećenja, preusmjeravanja i digitalni novčanici.',
  'page.checkout-secure.title': 'Zaštićena polja',
  'page.checkout-secure.summary':
    'Isto plaćanje karticom, s obrascem u okviru trezora: podaci kartice nikad ne dotiču ovu stranicu.',
  'page.checkout-methods.title': 'Svi načini plaćanja',
  'page.checkout-methods.summary':
    'Plaćanje u šest zemalja svim načinima koje testno okruženje ondje nudi: terećenja, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Blagajna s oznakom script',
  'page.script-tag-checkout.summary':
    'Plaćanje karticom bez bundlera: oznaka <script> blagajne definira window.Railkit; 3-D Secure u dijaloškom okviru.',
  'page.react.title': 'Aplikacija u Reactu',
  'page.react.summary':
    'Isplata i odabir načina plaćanja kao React komponente (railkit/react), s jednim klijentom po sesiji.',
  'page.vue.title': 'Aplikacija u Vueu',
  'page.vue.summary':
    'Isplata i odabir načina plaćanja kao Vue komponente (railkit/vue), s jednim klijentom po sesiji.',
};
