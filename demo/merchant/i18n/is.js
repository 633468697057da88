// @ts-check
/** Icelandic texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const is = {
  'shell.brand': 'Railkit-sýnidæmi',
  'shell.pages': 'Síður sýnidæmisins',
  'shell.language': 'Tungumál',

  'busy.stillWorking': 'Enn í vinnslu — ekki loka þessari síðu.',
  'busy.starting': 'Verið er að undirbúa formið…',
  'busy.checking': 'Verið er að athuga bankaupplýsingarnar þínar…',
  'busy.payingOut': 'Verið er að senda útgreiðsluna…',
  'busy.paying': 'Verið er að staðfesta greiðsluna hjá bankanum þínum…',

  'payout.title': 'Taktu út inneignina þína',
  'payout.start.title': 'Upplýsingar um útgreiðslu',
  'payout.country': 'Land bankareikningsins þíns',
  'payout.amount': 'Upphæð',
  'payout.amountHint':
    'Prófunarumhverfi: upphæð sem endar á {fails} mistekst og upphæð sem endar á {pending} er áfram í bið.',
  'payout.formLanguage': 'Tungumál formsins',
  'payout.continue': 'Áfram',
  'payout.details.title': 'Hvert eigum við að senda peningana?',
  'payout.sample': 'Sýnireikningur prófunarumhverfisins: {sample}',
  'payout.review': 'Yfirfara útgreiðslu',
  'payout.confirm.title': 'Staðfestu útgreiðsluna',
  'payout.confirm.amount': 'Upphæð',
  'payout.confirm.to': 'Til',
  'payout.confirm.holder': 'Reikningseigandi',
  'payout.payOut': 'Greiða út',
  'payout.edit': 'Breyta bankareikningi',
  'payout.retryHint': '{error} Þú getur ýtt aftur á „Greiða út“: ekkert verður greitt tvisvar.',
  'payout.group.iban': 'IBAN-lönd',
  'payout.group.ibanTerritory': 'IBAN-svæði (á sniði móðurlandsins)',
  'payout.group.nationalIban': 'Innlend IBAN-númer (utan SWIFT-skrárinnar)',
  'payout.group.rail': 'Innlendar bankaupplýsingar',

  'payout.success.title': 'Útgreiðsla send',
  'payout.success.detail': '{amount} er á leiðinni á {account}.',
  'payout.success.next': 'Hún berst yfirleitt innan eins virks dags.',
  'payout.failure.title': 'Útgreiðsla mistókst',
  'payout.failure.detail': 'Bankinn þinn gat ekki tekið við þessari útgreiðslu. Inneignin þín er óbreytt.',
  'payout.failure.next': 'Prófa annan reikning',
  'payout.pending.title': 'Útgreiðsla í bið',
  'payout.pending.detail': 'Bankinn þinn hefur ekki enn staðfest útgreiðslu upp á {amount}.',
  'payout.unknown.title': 'Við gátum ekki staðfest útgreiðsluna þína',
  'payout.unknown.detail':
    'Tengingin rofnaði áður en bankinn þinn svaraði. Ekki greiða út aftur: ekkert verður greitt tvisvar.',
  'payout.again': 'Ný útgreiðsla',

  'result.waiting': 'Beðið eftir svari bankans þíns…',
  'result.emailLater': 'Þú getur lokað þessari síðu: við sendum þér tölvupóst þegar bankinn þinn svarar.',
  'result.stoppedWaiting':
    'Bankinn þinn hefur ekki svarað enn. Þú getur lokað þessari síðu: við sendum þér niðurstöðuna í tölvupósti.',

  'checkout.title': 'Greiðsla',
  'checkout.start.title': 'Pöntunin þín',
  'checkout.amount': 'Upphæð',
  'checkout.customer': 'Tilvísun viðskiptavinar',
  'checkout.customerHint': 'Kort sem þessi viðskiptavinur hefur vistað bjóðast í næstu greiðslu.',
  'checkout.continue': 'Áfram í greiðslu',
  'checkout.pay.title': 'Greiða með korti',
  'checkout.accepted': 'Kort sem tekið er við',
  'checkout.payWith': 'Greiða með',
  'checkout.newCard': 'Nýtt kort',
  'checkout.store': 'Vista þetta kort fyrir næsta skipti',
  'checkout.testCards':
    'Prófunarkort: {approves} er samþykkt, {declines} er hafnað, {challenge} biður um {threeDS} og {timeout} rennur út á tíma.',
  'checkout.pay': 'Greiða {amount}',
  'checkout.retryHint': '{error} Þú getur ýtt aftur á „Greiða“: ekkert verður gjaldfært tvisvar.',
  'checkout.cancelled':
    'Þú lokaðir staðfestingunni hjá bankanum þínum, svo greiðslunni er ekki lokið. Ýttu á „Greiða“ til að reyna aftur.',
  'checkout.declined': 'Bankinn þinn hafnaði kortinu. Prófaðu annað kort.',
  'checkout.timeout': 'Ekki tókst að ljúka greiðslunni í tæka tíð. Reyndu aftur.',
  'checkout.authFailed': 'Bankinn þinn gat ekki staðfest greiðsluna. Reyndu aftur eða notaðu annað kort.',
  'checkout.failed': 'Greiðslan mistókst. Reyndu aftur eða notaðu annað kort.',
  'checkout.startAgain': '{error} Byrjaðu aftur til að greiða.',
  'checkout.success.title': 'Greiðsla heimiluð',
  'checkout.success.detail': '{amount} er frátekið á kortinu þínu.',
  'checkout.success.next': 'Við skuldfærum upphæðina þegar pöntunin þín er send.',
  'checkout.pending.title': 'Greiðsla í bið',
  'checkout.pending.detail': 'Bankinn þinn hefur ekki enn svarað varðandi greiðslu upp á {amount}.',
  'checkout.unknown.title': 'Við gátum ekki staðfest greiðsluna þína',
  'checkout.unknown.detail':
    'Tengingin rofnaði áður en bankinn þinn svaraði. Ekki greiða aftur: ekkert verður gjaldfært tvisvar.',
  'checkout.again': 'Hefja nýja greiðslu',
  'checkout.checking': 'Verið er að athuga greiðsluna…',

  'merchant.title': 'Sýn seljanda',
  'merchant.note':
    'Það sem netþjónn seljandans veit af undirrituðum tilkynningum. Greiðendur sjá aldrei þennan reit.',
  'merchant.order': 'Pöntun',
  'merchant.state': 'Afstemmd staða',
  'merchant.none': 'Engin pöntun enn',
  'merchant.awaiting': 'Beðið eftir tilkynningu kerfisins…',
  'merchant.payoutState': '{status} (tilkynning {id}, undirskrift staðfest) · {time}',
  'merchant.paymentState': '{status} ({action}-tilkynning, undirskrift staðfest) · {time}',
  'merchant.capture': 'Innheimta',
  'merchant.cancel': 'Hætta við greiðslu',
  'merchant.refund': 'Endurgreiða',
  'merchant.authorized': 'Heimilað',
  'merchant.authorizeFailed': 'Heimild mistókst',
  'merchant.captured': 'Innheimt',
  'merchant.cancelled': 'Hætt við',
  'merchant.refunded': 'Endurgreitt',
  'merchant.console': 'Opna í stjórnborði prófunarumhverfisins',

  'dropInPage.country': 'Land',
  'dropInPage.testHint':
    'Prófunarumhverfi: upphæð sem endar á {declined} er hafnað og upphæð sem endar á {pending} er áfram í bið (ekki fyrir kort).',
  'dropInPage.payTitle': 'Greiddu {amount} fyrir pöntunina þína',

  'methodsPage.payTitle': 'Veldu hvernig þú vilt greiða',
  'methodsPage.legend': 'Greiðslumáti',
  'methodsPage.popup': 'Opna greiðslusíðuna í sprettiglugga og vera áfram á þessari síðu',
  'methodsPage.redirectHint': 'Þú ferð af þessari síðu til að greiða með {method} og kemur svo hingað aftur.',
  'methodsPage.cancelled':
    'Þú hættir við greiðsluna með {method}. Ekkert var gjaldfært: veldu hvernig þú vilt greiða.',
  'methodsPage.cancelledAny': 'Þú hættir við greiðsluna. Ekkert var gjaldfært: veldu hvernig þú vilt greiða.',
  'methodsPage.declined': 'Greiðslunni með {method} var hafnað. Veldu aðra leið til að greiða.',
  'methodsPage.declinedAny': 'Greiðslunni var hafnað. Veldu aðra leið til að greiða.',
  'methodsPage.popupClosed':
    'Greiðsluglugganum var lokað áður en þú kláraðir. Ýttu á „Greiða“ til að opna hann aftur.',
  'methodsPage.failed': 'Greiðslan mistókst. Reyndu aftur eða veldu aðra leið til að greiða.',
  'methodsPage.success.detail': 'Greiðsla þín upp á {amount} er staðfest.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Útgreiðsla',
  'page.payout.summary': 'Útgreiðsla á bankareikning í 145 löndum, með SDK-ið flutt inn sem ES-einingu.',
  'page.script-tag.title': 'Script-merki',
  'page.script-tag.summary':
    'Sama útgreiðsla án pakkara: eitt <script> með heilleikatætigildi skilgreinir window.Railkit.',
  'page.checkout.title': 'Kortagreiðsla',
  'page.checkout.summary': 'Kortagreiðsla með kortaforminu á þessari síðu, dulkóðuð hér áður en hún er send.',
  'page.checkout-drop-in.title': 'Greiðsluval',
  'page.checkout-drop-in.summary':
    'Allir greiðslumátar í landi greiðandans í einni einingu: kort, beingreiðslur, framsendingar og veski.',
  'page.checkout-secure.title': 'Öruggir reitir',
  'page.checkout-secure.summary':
    'Sama kortagreiðsla með formið í ramma hvelfingarinnar: kortaupplýsingar fara aldrei um þessa síðu.',
  'page.checkout-methods.title': 'Allir greiðslumátar',
  'page.checkout-methods.summary':
    'Greiðsla í sex löndum með öllum greiðslumátum sem prófunarumhverfið býður þar: beingreiðslur, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Greiðsla með script-merki',
  'page.script-tag-checkout.summary':
    'Kortagreiðsla án pakkara: greiðslu-<script>-ið skilgreinir window.Railkit; 3-D Secure í glugga.',
  'page.react.title': 'React-forrit',
  'page.react.summary':
    'Útgreiðslan og greiðsluvalið sem React-einingar (railkit/react), með einum biðlara í hverri lotu.',
  'page.vue.title': 'Vue-forrit',
  'page.vue.summary':
    'Útgreiðslan og greiðsluvalið sem Vue-einingar (railkit/vue), með einum biðlara í hverri lotu.',
};
