// @ts-check
/** Latvian texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const lv = {
  'shell.brand': 'Railkit demonstrācija',
  'shell.pages': 'Demonstrācijas lapas',
  'shell.language': 'Valoda',

  'busy.stillWorking': 'Apstrāde vēl turpinās – neaizveriet šo lapu.',
  'busy.starting': 'Notiek veidlapas sagatavošana…',
  'busy.checking': 'Notiek jūsu bankas rekvizītu pārbaude…',
  'busy.payingOut': 'Notiek jūsu izmaksas nosūtīšana…',
  'busy.paying': 'Notiek maksājuma apstiprināšana jūsu bankā…',

  'payout.title': 'Atlikuma izmaksa',
  'payout.start.title': 'Izmaksas informācija',
  'payout.country': 'Jūsu bankas konta valsts',
  'payout.amount': 'Summa',
  'payout.amountHint':
    'Testa vide: summa, kas beidzas ar {fails}, neizdodas, bet summa, kas beidzas ar {pending}, paliek gaidīšanas statusā.',
  'payout.formLanguage': 'Veidlapas valoda',
  'payout.continue': 'Turpināt',
  'payout.details.title': 'Uz kurieni mums nosūtīt naudu?',
  'payout.sample': 'Testa vides parauga konts: {sample}',
  'payout.review': 'Pārskatīt izmaksu',
  'payout.confirm.title': 'Apstipriniet izmaksu',
  'payout.confirm.amount': 'Summa',
  'payout.confirm.to': 'Uz kontu',
  'payout.confirm.holder': 'Konta īpašnieks',
  'payout.payOut': 'Izmaksāt',
  'payout.edit': 'Mainīt bankas kontu',
  'payout.retryHint': '{error} Varat vēlreiz nospiest „Izmaksāt”: nauda netiks izmaksāta divreiz.',
  'payout.group.iban': 'IBAN valstis',
  'payout.group.ibanTerritory': 'IBAN teritorijas (mātes valsts formāts)',
  'payout.group.nationalIban': 'Nacionālie IBAN (ārpus SWIFT reģistra)',
  'payout.group.rail': 'Vietējie bankas rekvizīti',

  'payout.success.title': 'Izmaksa nosūtīta',
  'payout.success.detail': '{amount} ir ceļā uz {account}.',
  'payout.success.next': 'Parasti nauda tiek saņemta vienas darba dienas laikā.',
  'payout.failure.title': 'Izmaksa neizdevās',
  'payout.failure.detail': 'Jūsu banka nevarēja pieņemt šo izmaksu. Jūsu atlikums nav mainījies.',
  'payout.failure.next': 'Izmēģināt citu kontu',
  'payout.pending.title': 'Izmaksa gaida apstiprinājumu',
  'payout.pending.detail': 'Jūsu banka vēl nav apstiprinājusi {amount} izmaksu.',
  'payout.unknown.title': 'Mēs nevarējām apstiprināt jūsu izmaksu',
  'payout.unknown.detail':
    'Savienojums pārtrūka, pirms jūsu banka atbildēja. Neveiciet izmaksu vēlreiz: nekas netiks izmaksāts divreiz.',
  'payout.again': 'Veikt jaunu izmaksu',

  'result.waiting': 'Gaidām jūsu bankas atbildi…',
  'result.emailLater': 'Varat aizvērt šo lapu: kad jūsu banka atbildēs, mēs jums nosūtīsim e-pastu.',
  'result.stoppedWaiting':
    'Jūsu banka vēl nav atbildējusi. Varat aizvērt šo lapu: rezultātu mēs jums paziņosim e-pastā.',

  'checkout.title': 'Apmaksa',
  'checkout.start.title': 'Jūsu pasūtījums',
  'checkout.amount': 'Summa',
  'checkout.customer': 'Klienta atsauce',
  'checkout.customerHint': 'Šī klienta saglabātās kartes tiks piedāvātas nākamajā pirkumā.',
  'checkout.continue': 'Turpināt uz apmaksu',
  'checkout.pay.title': 'Maksāt ar karti',
  'checkout.accepted': 'Pieņemtās kartes',
  'checkout.payWith': 'Maksāt ar',
  'checkout.newCard': 'Jaunu karti',
  'checkout.store': 'Saglabāt šo karti nākamajai reizei',
  'checkout.testCards':
    'Testa kartes: {approves} tiek apstiprināta, {declines} – noraidīta, {challenge} pieprasa {threeDS}, {timeout} – iestājas noildze.',
  'checkout.pay': 'Maksāt {amount}',
  'checkout.retryHint': '{error} Varat vēlreiz nospiest „Maksāt”: nauda netiks iekasēta divreiz.',
  'checkout.cancelled':
    'Jūs aizvērāt apstiprinājumu savā bankā, tāpēc maksājums nav veikts. Lai mēģinātu vēlreiz, nospiediet „Maksāt”.',
  'checkout.declined': 'Jūsu banka noraidīja karti. Izmēģiniet citu karti.',
  'checkout.timeout': 'Maksājumu neizdevās pabeigt laikā. Lūdzu, mēģiniet vēlreiz.',
  'checkout.authFailed':
    'Jūsu banka nevarēja apstiprināt maksājumu. Mēģiniet vēlreiz vai izmantojiet citu karti.',
  'checkout.failed': 'Maksājums neizdevās. Mēģiniet vēlreiz vai izmantojiet citu karti.',
  'checkout.startAgain': '{error} Lai samaksātu, sāciet no jauna.',
  'checkout.success.title': 'Maksājums autorizēts',
  'checkout.success.detail': 'Jūsu kartē ir rezervēta summa {amount}.',
  'checkout.success.next': 'Summu iekasēsim, kad jūsu pasūtījums tiks nosūtīts.',
  'checkout.pending.title': 'Maksājums gaida apstiprinājumu',
  'checkout.pending.detail': 'Jūsu banka vēl nav atbildējusi par {amount} maksājumu.',
  'checkout.unknown.title': 'Mēs nevarējām apstiprināt jūsu maksājumu',
  'checkout.unknown.detail':
    'Savienojums pārtrūka, pirms jūsu banka atbildēja. Nemaksājiet vēlreiz: nekas netiks iekasēts divreiz.',
  'checkout.again': 'Jauns pirkums',
  'checkout.checking': 'Notiek jūsu maksājuma pārbaude…',

  'merchant.title': 'Tirgotāja skats',
  'merchant.note':
    'Ko tirgotāja serveris zina no parakstītiem paziņojumiem. Maksātāji šo paneli nekad neredz.',
  'merchant.order': 'Pasūtījums',
  'merchant.state': 'Saskaņotais statuss',
  'merchant.none': 'Pasūtījumu vēl nav',
  'merchant.awaiting': 'Gaidām platformas paziņojumu…',
  'merchant.payoutState': '{status} (paziņojums {id}, paraksts pārbaudīts) · {time}',
  'merchant.paymentState': '{status} (paziņojums {action}, paraksts pārbaudīts) · {time}',
  'merchant.capture': 'Iekasēt',
  'merchant.cancel': 'Atcelt maksājumu',
  'merchant.refund': 'Atmaksāt',
  'merchant.authorized': 'Autorizēts',
  'merchant.authorizeFailed': 'Autorizācija neizdevās',
  'merchant.captured': 'Iekasēts',
  'merchant.cancelled': 'Atcelts',
  'merchant.refunded': 'Atmaksāts',
  'merchant.console': 'Atvērt smilškastes konsolē',

  'dropInPage.country': 'Valsts',
  'dropInPage.testHint':
    'Testa vide: summa, kas beidzas ar {declined}, tiek noraidīta, bet summa, kas beidzas ar {pending}, paliek gaidīšanas statusā (neattiecas uz kartēm).',
  'dropInPage.payTitle': 'Samaksājiet {amount} par savu pasūtījumu',

  'methodsPage.payTitle': 'Izvēlieties, kā maksāt',
  'methodsPage.legend': 'Maksājuma veids',
  'methodsPage.popup': 'Atvērt maksājuma lapu uznirstošajā logā un palikt šajā lapā',
  'methodsPage.redirectHint':
    'Lai samaksātu ar {method}, jūs atstāsiet šo lapu un pēc tam atgriezīsieties šeit.',
  'methodsPage.cancelled':
    'Jūs atcēlāt maksājumu ar {method}. Nauda netika iekasēta: izvēlieties, kā maksāt.',
  'methodsPage.cancelledAny': 'Jūs atcēlāt maksājumu. Nauda netika iekasēta: izvēlieties, kā maksāt.',
  'methodsPage.declined': 'Maksājums ar {method} tika noraidīts. Izvēlieties citu maksājuma veidu.',
  'methodsPage.declinedAny': 'Maksājums tika noraidīts. Izvēlieties citu maksājuma veidu.',
  'methodsPage.popupClosed':
    'Maksājuma logs tika aizvērts, pirms pabeidzāt maksājumu. Lai to atvērtu vēlreiz, nospiediet „Maksāt”.',
  'methodsPage.failed': 'Maksājums neizdevās. Mēģiniet vēlreiz vai izvēlieties citu maksājuma veidu.',
  'methodsPage.success.detail': 'Jūsu {amount} maksājums ir apstiprināts.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Izmaksa',
  'page.payout.summary': 'Izmaksa uz bankas kontu 145 valstīs, SDK importējot kā ES moduli.',
  'page.script-tag.title': 'Skripta tags',
  'page.script-tag.summary':
    'Tā pati izmaksa bez komplektētāja: viens <script> ar integritātes jaucējkodu definē window.Railkit.',
  'page.checkout.title': 'Maksājums ar karti',
  'page.checkout.summary':
    'Maksājums ar karti, izmantojot kartes veidlapu šajā lapā; dati tiek šifrēti šeit pirms nosūtīšanas.',
  'page.checkout-drop-in.title': 'Maksājuma veida izvēle',
  'page.checkout-drop-in.summary':
    'Visi maksātāja valsts maksājuma veidi vienā elementā: kartes, tiešais debets, novirzīšana un maki.',
  'page.checkout-secure.title': 'Drošie lauki',
  'page.checkout-secure.summary':
    'Tas pats maksājums ar karti, veidlapa atrodas glabātuves rāmī: kartes dati nekad nenonāk šajā lapā.',
  'page.checkout-methods.title': 'Visi maksājuma veidi',
  'page.checkout-methods.summary':
    'Apmaksa sešās valstīs ar katru testa vides tur piedāvāto veidu: tiešais debets, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Apmaksa ar skripta tagu',
  'page.script-tag-checkout.summary':
    'Maksājums ar karti bez komplektētāja: apmaksas <script> definē window.Railkit; 3-D Secure dialoglodziņā.',
  'page.react.title': 'React lietotne',
  'page.react.summary':
    'Izmaksa un maksājuma veida izvēle kā React komponenti (railkit/react), ar vienu klientu sesijā.',
  'page.vue.title': 'Vue lietotne',
  'page.vue.summary':
    'Izmaksa un maksājuma veida izvēle kā Vue komponenti (railkit/vue), ar vienu klientu sesijā.',
};
