// @ts-check
/** Romanian texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const ro = {
  'shell.brand': 'Demo Railkit',
  'shell.pages': 'Pagini demo',
  'shell.language': 'Limba',

  'busy.stillWorking': 'Procesarea continuă – nu închideți această pagină.',
  'busy.starting': 'Se pregătește formularul…',
  'busy.checking': 'Se verifică datele dumneavoastră bancare…',
  'busy.payingOut': 'Se trimite retragerea…',
  'busy.paying': 'Se confirmă plata cu banca dumneavoastră…',

  'payout.title': 'Retrageți soldul',
  'payout.start.title': 'Detaliile retragerii',
  'payout.country': 'Țara contului dumneavoastră bancar',
  'payout.amount': 'Suma',
  'payout.amountHint':
    'Sandbox: o sumă care se termină în {fails} eșuează, iar una care se termină în {pending} rămâne în așteptare.',
  'payout.formLanguage': 'Limba formularului',
  'payout.continue': 'Continuați',
  'payout.details.title': 'Unde să trimitem banii?',
  'payout.sample': 'Cont de exemplu din sandbox: {sample}',
  'payout.review': 'Verificați retragerea',
  'payout.confirm.title': 'Confirmați retragerea',
  'payout.confirm.amount': 'Suma',
  'payout.confirm.to': 'Către',
  'payout.confirm.holder': 'Titularul contului',
  'payout.payOut': 'Retrageți',
  'payout.edit': 'Schimbați contul bancar',
  'payout.retryHint': '{error} Puteți apăsa din nou „Retrageți”: suma nu va fi plătită de două ori.',
  'payout.group.iban': 'Țări cu IBAN',
  'payout.group.ibanTerritory': 'Teritorii cu IBAN (formatul țării de care aparțin)',
  'payout.group.nationalIban': 'Coduri IBAN naționale (în afara registrului SWIFT)',
  'payout.group.rail': 'Date bancare locale',

  'payout.success.title': 'Retragere trimisă',
  'payout.success.detail': 'Suma de {amount} este în drum spre {account}.',
  'payout.success.next': 'De obicei, banii ajung în cel mult o zi lucrătoare.',
  'payout.failure.title': 'Retragerea a eșuat',
  'payout.failure.detail':
    'Banca dumneavoastră nu a putut accepta această retragere. Soldul dumneavoastră a rămas neschimbat.',
  'payout.failure.next': 'Încercați alt cont',
  'payout.pending.title': 'Retragere în așteptare',
  'payout.pending.detail': 'Banca dumneavoastră nu a confirmat încă retragerea sumei de {amount}.',
  'payout.unknown.title': 'Nu am putut confirma retragerea',
  'payout.unknown.detail':
    'Conexiunea s-a întrerupt înainte ca banca dumneavoastră să răspundă. Nu repetați retragerea: nimic nu va fi plătit de două ori.',
  'payout.again': 'Faceți o nouă retragere',

  'result.waiting': 'Se așteaptă răspunsul băncii dumneavoastră…',
  'result.emailLater':
    'Puteți închide această pagină: vă vom trimite un e-mail când răspunde banca dumneavoastră.',
  'result.stoppedWaiting':
    'Banca dumneavoastră nu a răspuns încă. Puteți închide această pagină: vă vom comunica rezultatul prin e-mail.',

  'checkout.title': 'Finalizarea comenzii',
  'checkout.start.title': 'Comanda dumneavoastră',
  'checkout.amount': 'Suma',
  'checkout.customer': 'Referința clientului',
  'checkout.customerHint': 'Cardurile salvate de acest client vor fi propuse la următoarea comandă.',
  'checkout.continue': 'Continuați spre plată',
  'checkout.pay.title': 'Plătiți cu cardul',
  'checkout.accepted': 'Carduri acceptate',
  'checkout.payWith': 'Plătiți cu',
  'checkout.newCard': 'Un card nou',
  'checkout.store': 'Salvați acest card pentru data viitoare',
  'checkout.testCards':
    'Carduri de test din sandbox: {approves} este aprobat, {declines} este refuzat, {challenge} solicită {threeDS}, la {timeout} timpul expiră.',
  'checkout.pay': 'Plătiți {amount}',
  'checkout.retryHint': '{error} Puteți apăsa din nou „Plătiți”: suma nu va fi debitată de două ori.',
  'checkout.cancelled':
    'Ați închis confirmarea cu banca dumneavoastră, așa că plata nu a fost efectuată. Apăsați „Plătiți” pentru a încerca din nou.',
  'checkout.declined': 'Banca dumneavoastră a refuzat cardul. Încercați alt card.',
  'checkout.timeout': 'Plata nu a putut fi finalizată la timp. Vă rugăm să încercați din nou.',
  'checkout.authFailed':
    'Banca dumneavoastră nu a putut confirma plata. Încercați din nou sau folosiți alt card.',
  'checkout.failed': 'Plata a eșuat. Încercați din nou sau folosiți alt card.',
  'checkout.startAgain': '{error} Reluați procesul pentru a plăti.',
  'checkout.success.title': 'Plată autorizată',
  'checkout.success.detail': 'Suma de {amount} este blocată pe cardul dumneavoastră.',
  'checkout.success.next': 'Vom debita suma când comanda dumneavoastră va fi expediată.',
  'checkout.pending.title': 'Plată în așteptare',
  'checkout.pending.detail': 'Banca dumneavoastră nu a răspuns încă în privința plății de {amount}.',
  'checkout.unknown.title': 'Nu am putut confirma plata',
  'checkout.unknown.detail':
    'Conexiunea s-a întrerupt înainte ca banca dumneavoastră să răspundă. Nu plătiți din nou: nimic nu va fi debitat de două ori.',
  'checkout.again': 'Începeți o nouă comandă',
  'checkout.checking': 'Se verifică plata dumneavoastră…',

  'merchant.title': 'Perspectiva comerciantului',
  'merchant.note':
    'Ce știe serverul comerciantului din notificările semnate. Plătitorii nu văd niciodată acest panou.',
  'merchant.order': 'Comanda',
  'merchant.state': 'Stare reconciliată',
  'merchant.none': 'Nicio comandă deocamdată',
  'merchant.awaiting': 'Se așteaptă notificarea platformei…',
  'merchant.payoutState': '{status} (notificarea {id}, semnătură verificată) · {time}',
  'merchant.paymentState': '{status} (notificarea {action}, semnătură verificată) · {time}',
  'merchant.capture': 'Încasați',
  'merchant.cancel': 'Anulați plata',
  'merchant.refund': 'Rambursați',
  'merchant.authorized': 'Autorizată',
  'merchant.authorizeFailed': 'Autorizare eșuată',
  'merchant.captured': 'Încasată',
  'merchant.cancelled': 'Anulată',
  'merchant.refunded': 'Rambursată',
  'merchant.console': 'Deschide în consola mediului de test',

  'dropInPage.country': 'Țara',
  'dropInPage.testHint':
    'Sandbox: o sumă care se termină în {declined} este refuzată, iar una care se termină în {pending} rămâne în așteptare (nu se aplică pentru carduri).',
  'dropInPage.payTitle': 'Plătiți {amount} pentru comanda dumneavoastră',

  'methodsPage.payTitle': 'Alegeți cum doriți să plătiți',
  'methodsPage.legend': 'Metodă de plată',
  'methodsPage.popup': 'Deschideți pagina de plată într-o fereastră pop-up și rămâneți pe această pagină',
  'methodsPage.redirectHint': 'Veți părăsi această pagină pentru a plăti cu {method}, apoi veți reveni aici.',
  'methodsPage.cancelled':
    'Ați anulat plata cu {method}. Nu s-a debitat nicio sumă: alegeți cum doriți să plătiți.',
  'methodsPage.cancelledAny': 'Ați anulat plata. Nu s-a debitat nicio sumă: alegeți cum doriți să plătiți.',
  'methodsPage.declined': 'Plata cu {method} a fost refuzată. Alegeți altă modalitate de plată.',
  'methodsPage.declinedAny': 'Plata a fost refuzată. Alegeți altă modalitate de plată.',
  'methodsPage.popupClosed':
    'Fereastra de plată a fost închisă înainte de finalizare. Apăsați „Plătiți” pentru a o deschide din nou.',
  'methodsPage.failed': 'Plata a eșuat. Încercați din nou sau alegeți altă modalitate de plată.',
  'methodsPage.success.detail': 'Plata dumneavoastră de {amount} este confirmată.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Retragere',
  'page.payout.summary': 'O retragere într-un cont bancar din 145 de țări, cu SDK-ul importat ca modul ES.',
  'page.script-tag.title': 'Etichetă script',
  'page.script-tag.summary':
    'Aceeași retragere fără bundler: un singur <script> cu hash-ul său de integritate definește window.Railkit.',
  'page.checkout.title': 'Plată cu cardul',
  'page.checkout.summary':
    'O plată cu cardul, cu formularul cardului în această pagină, unde datele sunt criptate înainte de trimitere.',
  'page.checkout-drop-in.title': 'Selector de plată',
  'page.checkout-drop-in.summary':
    'Toate metodele din țara plătitorului într-un singur element: carduri, debitări bancare, redirecționări și portofele digitale.',
  'page.checkout-secure.title': 'Câmpuri securizate',
  'page.checkout-secure.summary':
    'Aceeași plată cu cardul, cu formularul în cadrul seifului: datele cardului nu ajung niciodată în această pagină.',
  'page.checkout-methods.title': 'Toate metodele',
  'page.checkout-methods.summary':
    'Plată în șase țări cu fiecare metodă oferită acolo de sandbox: debitări, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Plată prin etichetă script',
  'page.script-tag-checkout.summary':
    'O plată cu cardul fără bundler: <script>-ul de checkout definește window.Railkit; 3-D Secure într-o casetă de dialog.',
  'page.react.title': 'Aplicație React',
  'page.react.summary':
    'Plata către beneficiar și alegerea metodei de plată ca componente React (railkit/react), cu un singur client pe sesiune.',
  'page.vue.title': 'Aplicație Vue',
  'page.vue.summary':
    'Plata către beneficiar și alegerea metodei de plată ca componente Vue (railkit/vue), cu un singur client pe sesiune.',
};
