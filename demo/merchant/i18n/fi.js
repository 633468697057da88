// @ts-check
/** Finnish texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const fi = {
  'shell.brand': 'Railkit-demo',
  'shell.pages': 'Demosivut',
  'shell.language': 'Kieli',

  'busy.stillWorking': 'Käsittely on yhä kesken – älä sulje tätä sivua.',
  'busy.starting': 'Lomaketta valmistellaan…',
  'busy.checking': 'Pankkitietojasi tarkistetaan…',
  'busy.payingOut': 'Nostoasi lähetetään…',
  'busy.paying': 'Maksua vahvistetaan pankkisi kanssa…',

  'payout.title': 'Nosta saldosi',
  'payout.start.title': 'Noston tiedot',
  'payout.country': 'Pankkitilisi maa',
  'payout.amount': 'Summa',
  'payout.amountHint':
    'Testiympäristö: {fails}-loppuinen summa epäonnistuu, {pending}-loppuinen jää odottamaan.',
  'payout.formLanguage': 'Lomakkeen kieli',
  'payout.continue': 'Jatka',
  'payout.details.title': 'Minne rahat lähetetään?',
  'payout.sample': 'Testiympäristön esimerkkitili: {sample}',
  'payout.review': 'Tarkista nosto',
  'payout.confirm.title': 'Vahvista nosto',
  'payout.confirm.amount': 'Summa',
  'payout.confirm.to': 'Tilille',
  'payout.confirm.holder': 'Tilinomistaja',
  'payout.payOut': 'Nosta',
  'payout.edit': 'Vaihda pankkitiliä',
  'payout.retryHint': '{error} Voit painaa ”Nosta” uudelleen: rahoja ei makseta kahdesti.',
  'payout.group.iban': 'IBAN-maat',
  'payout.group.ibanTerritory': 'IBAN-alueet (emämaan muoto)',
  'payout.group.nationalIban': 'Kansalliset IBAN-numerot (SWIFT-rekisterin ulkopuolella)',
  'payout.group.rail': 'Paikalliset pankkitiedot',

  'payout.success.title': 'Nosto lähetetty',
  'payout.success.detail': '{amount} on matkalla tilille {account}.',
  'payout.success.next': 'Rahat ovat tilillä yleensä yhden pankkipäivän kuluessa.',
  'payout.failure.title': 'Nosto epäonnistui',
  'payout.failure.detail': 'Pankkisi ei voinut vastaanottaa tätä nostoa. Saldosi ei ole muuttunut.',
  'payout.failure.next': 'Kokeile toista tiliä',
  'payout.pending.title': 'Nosto odottaa',
  'payout.pending.detail': 'Pankkisi ei ole vielä vahvistanut nostoa (summa {amount}).',
  'payout.unknown.title': 'Emme pystyneet vahvistamaan nostoasi',
  'payout.unknown.detail':
    'Yhteys katkesi ennen kuin pankkisi vastasi. Älä tee nostoa uudelleen: mitään ei makseta kahdesti.',
  'payout.again': 'Tee uusi nosto',

  'result.waiting': 'Odotetaan pankkisi vastausta…',
  'result.emailLater': 'Voit sulkea tämän sivun: lähetämme sinulle sähköpostia, kun pankkisi vastaa.',
  'result.stoppedWaiting':
    'Pankkisi ei ole vielä vastannut. Voit sulkea tämän sivun: kerromme lopputuloksen sähköpostitse.',

  'checkout.title': 'Kassa',
  'checkout.start.title': 'Tilauksesi',
  'checkout.amount': 'Summa',
  'checkout.customer': 'Asiakastunniste',
  'checkout.customerHint': 'Tämän asiakkaan tallentamia kortteja tarjotaan seuraavalla ostokerralla.',
  'checkout.continue': 'Siirry maksamaan',
  'checkout.pay.title': 'Maksa kortilla',
  'checkout.accepted': 'Hyväksytyt kortit',
  'checkout.payWith': 'Maksuväline',
  'checkout.newCard': 'Uusi kortti',
  'checkout.store': 'Tallenna kortti seuraavaa kertaa varten',
  'checkout.testCards':
    'Testikortit: {approves} hyväksytään, {declines} hylätään, {challenge} vaatii {threeDS}-tunnistautumisen, {timeout} aikakatkaistaan.',
  'checkout.pay': 'Maksa {amount}',
  'checkout.retryHint': '{error} Voit painaa ”Maksa” uudelleen: korttiasi ei veloiteta kahdesti.',
  'checkout.cancelled':
    'Suljit vahvistuksen pankkisi kanssa, joten maksua ei tehty. Yritä uudelleen painamalla ”Maksa”.',
  'checkout.declined': 'Pankkisi hylkäsi kortin. Kokeile toista korttia.',
  'checkout.timeout': 'Maksua ei saatu suoritettua ajoissa. Yritä uudelleen.',
  'checkout.authFailed': 'Pankkisi ei voinut vahvistaa maksua. Yritä uudelleen tai käytä toista korttia.',
  'checkout.failed': 'Maksu epäonnistui. Yritä uudelleen tai käytä toista korttia.',
  'checkout.startAgain': '{error} Aloita maksaminen alusta.',
  'checkout.success.title': 'Maksu hyväksytty',
  'checkout.success.detail': '{amount} on varattu kortiltasi.',
  'checkout.success.next': 'Veloitamme summan, kun tilauksesi lähetetään.',
  'checkout.pending.title': 'Maksu odottaa',
  'checkout.pending.detail': 'Pankkisi ei ole vielä vastannut maksusta (summa {amount}).',
  'checkout.unknown.title': 'Emme pystyneet vahvistamaan maksuasi',
  'checkout.unknown.detail':
    'Yhteys katkesi ennen kuin pankkisi vastasi. Älä maksa uudelleen: mitään ei veloiteta kahdesti.',
  'checkout.again': 'Tee uusi ostos',
  'checkout.checking': 'Tarkistetaan maksuasi…',

  'merchant.title': 'Kauppiaan näkymä',
  'merchant.note':
    'Mitä kauppiaan palvelin tietää allekirjoitetuista ilmoituksista. Maksajat eivät koskaan näe tätä paneelia.',
  'merchant.order': 'Tilaus',
  'merchant.state': 'Täsmäytetty tila',
  'merchant.none': 'Ei vielä tilausta',
  'merchant.awaiting': 'Odotetaan alustan ilmoitusta…',
  'merchant.payoutState': '{status} (ilmoitus {id}, allekirjoitus tarkistettu) · {time}',
  'merchant.paymentState': '{status} ({action}-ilmoitus, allekirjoitus tarkistettu) · {time}',
  'merchant.capture': 'Veloita',
  'merchant.cancel': 'Peruuta maksu',
  'merchant.refund': 'Hyvitä',
  'merchant.authorized': 'Katevarattu',
  'merchant.authorizeFailed': 'Katevaraus epäonnistui',
  'merchant.captured': 'Veloitettu',
  'merchant.cancelled': 'Peruttu',
  'merchant.refunded': 'Hyvitetty',
  'merchant.console': 'Avaa testiympäristön konsolissa',

  'dropInPage.country': 'Maa',
  'dropInPage.testHint':
    'Testiympäristö: {declined}-loppuinen summa hylätään, {pending}-loppuinen jää odottamaan (ei koske kortteja).',
  'dropInPage.payTitle': 'Maksa {amount} tilauksestasi',

  'methodsPage.payTitle': 'Valitse maksutapa',
  'methodsPage.legend': 'Maksutapa',
  'methodsPage.popup': 'Avaa maksusivu ponnahdusikkunaan ja pysy tällä sivulla',
  'methodsPage.redirectHint': 'Poistut tältä sivulta, maksat maksutavalla {method} ja palaat sitten tänne.',
  'methodsPage.cancelled':
    'Peruit maksutavalla {method} tehdyn maksun. Mitään ei veloitettu: valitse maksutapa.',
  'methodsPage.cancelledAny': 'Peruit maksun. Mitään ei veloitettu: valitse maksutapa.',
  'methodsPage.declined': 'Maksutavalla {method} tehty maksu hylättiin. Valitse toinen maksutapa.',
  'methodsPage.declinedAny': 'Maksu hylättiin. Valitse toinen maksutapa.',
  'methodsPage.popupClosed':
    'Maksuikkuna suljettiin ennen kuin maksu oli valmis. Avaa se uudelleen painamalla ”Maksa”.',
  'methodsPage.failed': 'Maksu epäonnistui. Yritä uudelleen tai valitse toinen maksutapa.',
  'methodsPage.success.detail': 'Maksusi (summa {amount}) on vahvistettu.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Nosto',
  'page.payout.summary': 'Nosto pankkitilille 145 maassa, SDK tuotuna ES-moduulina.',
  'page.script-tag.title': 'Script-tagi',
  'page.script-tag.summary':
    'Sama nosto ilman bundleria: yksi <script>, jossa on eheystiiviste, määrittää window.Railkit-olion.',
  'page.checkout.title': 'Korttimaksu',
  'page.checkout.summary':
    'Korttimaksu, jonka korttilomake on tällä sivulla; tiedot salataan täällä ennen lähettämistä.',
  'page.checkout-drop-in.title': 'Maksutavan valinta',
  'page.checkout-drop-in.summary':
    'Kaikki maksajan maan maksutavat yhdessä elementissä: kortit, suoraveloitukset, uudelleenohjaukset ja lompakot.',
  'page.checkout-secure.title': 'Suojatut kentät',
  'page.checkout-secure.summary':
    'Sama korttimaksu, mutta lomake on holvin kehyksessä: korttitiedot eivät koskaan kulje tämän sivun kautta.',
  'page.checkout-methods.title': 'Kaikki maksutavat',
  'page.checkout-methods.summary':
    'Maksaminen kuudessa maassa kaikilla testiympäristön siellä tarjoamilla maksutavoilla: suoraveloitus, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Kassa script-tagilla',
  'page.script-tag-checkout.summary':
    'Korttimaksu ilman bundleria: kassan <script> määrittää window.Railkit-olion; 3-D Secure valintaikkunassa.',
  'page.react.title': 'React-sovellus',
  'page.react.summary':
    'Maksu tilille ja maksutavan valinta React-komponentteina (railkit/react), yksi asiakas istuntoa kohden.',
  'page.vue.title': 'Vue-sovellus',
  'page.vue.summary':
    'Maksu tilille ja maksutavan valinta Vue-komponentteina (railkit/vue), yksi asiakas istuntoa kohden.',
};
