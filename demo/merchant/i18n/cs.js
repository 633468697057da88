// @ts-check
/** Czech texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const cs = {
  'shell.brand': 'Ukázka Railkit',
  'shell.pages': 'Ukázkové stránky',
  'shell.language': 'Jazyk',

  'busy.stillWorking': 'Stále pracujeme – tuto stránku nezavírejte.',
  'busy.starting': 'Připravujeme formulář…',
  'busy.checking': 'Ověřujeme vaše bankovní údaje…',
  'busy.payingOut': 'Odesíláme vaši výplatu…',
  'busy.paying': 'Potvrzujeme platbu u vaší banky…',

  'payout.title': 'Výběr zůstatku',
  'payout.start.title': 'Údaje o výplatě',
  'payout.country': 'Země vašeho bankovního účtu',
  'payout.amount': 'Částka',
  'payout.amountHint':
    'Testovací prostředí: částka končící na {fails} selže, částka končící na {pending} zůstane nevyřízená.',
  'payout.formLanguage': 'Jazyk formuláře',
  'payout.continue': 'Pokračovat',
  'payout.details.title': 'Kam vám máme peníze poslat?',
  'payout.sample': 'Ukázkový účet testovacího prostředí: {sample}',
  'payout.review': 'Zkontrolovat výplatu',
  'payout.confirm.title': 'Potvrďte výplatu',
  'payout.confirm.amount': 'Částka',
  'payout.confirm.to': 'Na účet',
  'payout.confirm.holder': 'Majitel účtu',
  'payout.payOut': 'Vyplatit',
  'payout.edit': 'Změnit bankovní účet',
  'payout.retryHint': '{error} Můžete znovu stisknout „Vyplatit“: peníze nebudou vyplaceny dvakrát.',
  'payout.group.iban': 'Země s IBAN',
  'payout.group.ibanTerritory': 'Území s IBAN (ve formátu mateřské země)',
  'payout.group.nationalIban': 'Národní IBAN (mimo registr SWIFT)',
  'payout.group.rail': 'Místní bankovní spojení',

  'payout.success.title': 'Výplata odeslána',
  'payout.success.detail': 'Částka {amount} je na cestě na {account}.',
  'payout.success.next': 'Peníze obvykle dorazí do jednoho pracovního dne.',
  'payout.failure.title': 'Výplata se nezdařila',
  'payout.failure.detail': 'Vaše banka tuto výplatu nemohla přijmout. Váš zůstatek se nezměnil.',
  'payout.failure.next': 'Zkusit jiný účet',
  'payout.pending.title': 'Výplata čeká na vyřízení',
  'payout.pending.detail': 'Vaše banka zatím nepotvrdila výplatu částky {amount}.',
  'payout.unknown.title': 'Vaši výplatu se nám nepodařilo potvrdit',
  'payout.unknown.detail':
    'Spojení se přerušilo dříve, než vaše banka odpověděla. Nevyplácejte znovu: nic nebude vyplaceno dvakrát.',
  'payout.again': 'Nová výplata',

  'result.waiting': 'Čekáme na odpověď vaší banky…',
  'result.emailLater': 'Tuto stránku můžete zavřít: až vaše banka odpoví, pošleme vám e-mail.',
  'result.stoppedWaiting':
    'Vaše banka zatím neodpověděla. Tuto stránku můžete zavřít: výsledek vám pošleme e-mailem.',

  'checkout.title': 'Pokladna',
  'checkout.start.title': 'Vaše objednávka',
  'checkout.amount': 'Částka',
  'checkout.customer': 'Reference zákazníka',
  'checkout.customerHint': 'Karty uložené tímto zákazníkem se nabídnou při příštím nákupu.',
  'checkout.continue': 'Pokračovat k platbě',
  'checkout.pay.title': 'Platba kartou',
  'checkout.accepted': 'Přijímané karty',
  'checkout.payWith': 'Zvolte kartu',
  'checkout.newCard': 'Nová karta',
  'checkout.store': 'Uložit tuto kartu pro příště',
  'checkout.testCards':
    'Testovací karty: {approves} bude schválena, {declines} zamítnuta, {challenge} vyžádá {threeDS}, u {timeout} vyprší časový limit.',
  'checkout.pay': 'Zaplatit {amount}',
  'checkout.retryHint': '{error} Můžete znovu stisknout „Zaplatit“: platba nebude stržena dvakrát.',
  'checkout.cancelled':
    'Zavřeli jste potvrzení u své banky, platba proto neproběhla. Pro nový pokus stiskněte „Zaplatit“.',
  'checkout.declined': 'Vaše banka kartu zamítla. Zkuste jinou kartu.',
  'checkout.timeout': 'Platbu se nepodařilo dokončit včas. Zkuste to prosím znovu.',
  'checkout.authFailed': 'Vaše banka nemohla platbu potvrdit. Zkuste to znovu nebo použijte jinou kartu.',
  'checkout.failed': 'Platba se nezdařila. Zkuste to znovu nebo použijte jinou kartu.',
  'checkout.startAgain': '{error} Pro zaplacení začněte znovu.',
  'checkout.success.title': 'Platba autorizována',
  'checkout.success.detail': 'Částka {amount} je na vaší kartě zablokována.',
  'checkout.success.next': 'Strhneme ji, jakmile bude vaše objednávka odeslána.',
  'checkout.pending.title': 'Platba čeká na vyřízení',
  'checkout.pending.detail': 'Vaše banka zatím neodpověděla ohledně platby {amount}.',
  'checkout.unknown.title': 'Vaši platbu se nám nepodařilo potvrdit',
  'checkout.unknown.detail':
    'Spojení se přerušilo dříve, než vaše banka odpověděla. Neplaťte znovu: nic nebude strženo dvakrát.',
  'checkout.again': 'Nový nákup',
  'checkout.checking': 'Ověřujeme vaši platbu…',

  'merchant.title': 'Pohled obchodníka',
  'merchant.note': 'Co server obchodníka ví z podepsaných oznámení. Plátci tento panel nikdy neuvidí.',
  'merchant.order': 'Objednávka',
  'merchant.state': 'Odsouhlasený stav',
  'merchant.none': 'Zatím žádná objednávka',
  'merchant.awaiting': 'Čeká se na oznámení platformy…',
  'merchant.payoutState': '{status} (oznámení {id}, podpis ověřen) · {time}',
  'merchant.paymentState': '{status} (oznámení {action}, podpis ověřen) · {time}',
  'merchant.capture': 'Zúčtovat',
  'merchant.cancel': 'Zrušit platbu',
  'merchant.refund': 'Vrátit peníze',
  'merchant.authorized': 'Autorizováno',
  'merchant.authorizeFailed': 'Autorizace se nezdařila',
  'merchant.captured': 'Zúčtováno',
  'merchant.cancelled': 'Zrušeno',
  'merchant.refunded': 'Vráceno',
  'merchant.console': 'Otevřít v konzoli testovacího prostředí',

  'dropInPage.country': 'Země',
  'dropInPage.testHint':
    'Testovací prostředí: částka končící na {declined} bude zamítnuta, částka končící na {pending} zůstane nevyřízená (neplatí pro karty).',
  'dropInPage.payTitle': 'Zaplaťte {amount} za svou objednávku',

  'methodsPage.payTitle': 'Zvolte způsob platby',
  'methodsPage.legend': 'Způsob platby',
  'methodsPage.popup': 'Otevřít platební stránku ve vyskakovacím okně a zůstat na této stránce',
  'methodsPage.redirectHint': 'Pro platbu přes službu {method} opustíte tuto stránku a poté se sem vrátíte.',
  'methodsPage.cancelled':
    'Zrušili jste platbu přes službu {method}. Nic vám nebylo strženo: zvolte způsob platby.',
  'methodsPage.cancelledAny': 'Zrušili jste platbu. Nic vám nebylo strženo: zvolte způsob platby.',
  'methodsPage.declined': 'Platba přes službu {method} byla zamítnuta. Zvolte jiný způsob platby.',
  'methodsPage.declinedAny': 'Platba byla zamítnuta. Zvolte jiný způsob platby.',
  'methodsPage.popupClosed':
    'Platební okno bylo zavřeno dříve, než jste platbu dokončili. Znovu ho otevřete stisknutím „Zaplatit“.',
  'methodsPage.failed': 'Platba se nezdařila. Zkuste to znovu nebo zvolte jiný způsob platby.',
  'methodsPage.success.detail': 'Vaše platba {amount} je potvrzena.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Výplata',
  'page.payout.summary':
    'Výplata na bankovní účet ve 145 zemích, s knihovnou SDK importovanou jako modul ES.',
  'page.script-tag.title': 'Značka script',
  'page.script-tag.summary':
    'Stejná výplata bez bundleru: jediný <script> s hashem integrity definuje window.Railkit.',
  'page.checkout.title': 'Platba kartou',
  'page.checkout.summary':
    'Platba kartou s formulářem karty přímo na této stránce; údaje se zde před odesláním zašifrují.',
  'page.checkout-drop-in.title': 'Výběr platby',
  'page.checkout-drop-in.summary':
    'Všechny platební metody země plátce v jednom prvku: karty, inkasa, přesměrování a peněženky.',
  'page.checkout-secure.title': 'Zabezpečená pole',
  'page.checkout-secure.summary':
    'Stejná platba kartou s formulářem v rámci trezoru: údaje karty se této stránky nikdy nedotknou.',
  'page.checkout-methods.title': 'Všechny metody',
  'page.checkout-methods.summary':
    'Placení v šesti zemích každou metodou, kterou tam testovací prostředí nabízí: inkaso, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Pokladna přes značku script',
  'page.script-tag-checkout.summary':
    'Platba kartou bez bundleru: <script> pokladny definuje window.Railkit; 3-D Secure v dialogovém okně.',
  'page.react.title': 'Aplikace v React',
  'page.react.summary':
    'Výplata a platba s výběrem metody jako komponenty React (railkit/react), s jedním klientem na relaci.',
  'page.vue.title': 'Aplikace v Vue',
  'page.vue.summary':
    'Výplata a platba s výběrem metody jako komponenty Vue (railkit/vue), s jedním klientem na relaci.',
};
