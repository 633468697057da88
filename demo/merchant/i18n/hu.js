// @ts-check
/** Hungarian texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const hu = {
  'shell.brand': 'Railkit demó',
  'shell.pages': 'Demóoldalak',
  'shell.language': 'Nyelv',

  'busy.stillWorking': 'A feldolgozás még tart – ne zárja be ezt az oldalt.',
  'busy.starting': 'Az űrlap előkészítése…',
  'busy.checking': 'Bankszámlaadatainak ellenőrzése…',
  'busy.payingOut': 'A kifizetés elküldése…',
  'busy.paying': 'A fizetés megerősítése a bankjánál…',

  'payout.title': 'Egyenleg kifizetése',
  'payout.start.title': 'A kifizetés adatai',
  'payout.country': 'Bankszámlájának országa',
  'payout.amount': 'Összeg',
  'payout.amountHint':
    'Tesztkörnyezet: {fails} végű összegnél a kifizetés sikertelen, {pending} végűnél függőben marad.',
  'payout.formLanguage': 'Az űrlap nyelve',
  'payout.continue': 'Tovább',
  'payout.details.title': 'Hová küldjük a pénzt?',
  'payout.sample': 'Mintaszámla a tesztkörnyezetben: {sample}',
  'payout.review': 'Kifizetés áttekintése',
  'payout.confirm.title': 'Kifizetés megerősítése',
  'payout.confirm.amount': 'Összeg',
  'payout.confirm.to': 'Címzett számla',
  'payout.confirm.holder': 'Számlatulajdonos',
  'payout.payOut': 'Kifizetés',
  'payout.edit': 'Bankszámla módosítása',
  'payout.retryHint': '{error} Újra megnyomhatja a „Kifizetés” gombot: nem fizetünk ki kétszer.',
  'payout.group.iban': 'IBAN-t használó országok',
  'payout.group.ibanTerritory': 'IBAN-t használó területek (az anyaország formátumával)',
  'payout.group.nationalIban': 'Nemzeti IBAN-ok (a SWIFT-nyilvántartáson kívül)',
  'payout.group.rail': 'Helyi bankszámlaadatok',

  'payout.success.title': 'Kifizetés elküldve',
  'payout.success.detail': '{amount} úton van ide: {account}.',
  'payout.success.next': 'Az összeg általában egy munkanapon belül megérkezik.',
  'payout.failure.title': 'Sikertelen kifizetés',
  'payout.failure.detail': 'Bankja nem tudta fogadni ezt a kifizetést. Egyenlege nem változott.',
  'payout.failure.next': 'Próbálkozzon másik számlával',
  'payout.pending.title': 'Függőben lévő kifizetés',
  'payout.pending.detail': 'Bankja még nem erősítette meg a kifizetést ({amount}).',
  'payout.unknown.title': 'Nem tudtuk megerősíteni a kifizetést',
  'payout.unknown.detail':
    'A kapcsolat megszakadt, mielőtt bankja válaszolt volna. Ne indítsa újra a kifizetést: semmit sem fizetünk ki kétszer.',
  'payout.again': 'Új kifizetés',

  'result.waiting': 'Várakozás a bank válaszára…',
  'result.emailLater': 'Bezárhatja ezt az oldalt: e-mailt küldünk, amint bankja válaszol.',
  'result.stoppedWaiting':
    'Bankja még nem válaszolt. Bezárhatja ezt az oldalt: az eredményről e-mailben értesítjük.',

  'checkout.title': 'Pénztár',
  'checkout.start.title': 'Az Ön rendelése',
  'checkout.amount': 'Összeg',
  'checkout.customer': 'Ügyfélazonosító',
  'checkout.customerHint': 'Az ügyfél által mentett kártyákat a következő vásárláskor felkínáljuk.',
  'checkout.continue': 'Tovább a fizetéshez',
  'checkout.pay.title': 'Fizetés kártyával',
  'checkout.accepted': 'Elfogadott kártyák',
  'checkout.payWith': 'Fizetési eszköz',
  'checkout.newCard': 'Új kártya',
  'checkout.store': 'Kártya mentése a következő alkalomra',
  'checkout.testCards':
    'Tesztkártyák: {approves} – jóváhagyva, {declines} – elutasítva, {challenge} – {threeDS} szükséges, {timeout} – időtúllépés.',
  'checkout.pay': '{amount} fizetése',
  'checkout.retryHint': '{error} Újra megnyomhatja a fizetés gombot: nem terheljük meg kétszer.',
  'checkout.cancelled':
    'Bezárta a bankja megerősítő ablakát, így a fizetés nem történt meg. Az újrapróbálkozáshoz nyomja meg a fizetés gombot.',
  'checkout.declined': 'Bankja elutasította a kártyát. Próbálkozzon másik kártyával.',
  'checkout.timeout': 'A fizetést nem sikerült időben befejezni. Kérjük, próbálja újra.',
  'checkout.authFailed':
    'Bankja nem tudta megerősíteni a fizetést. Próbálja újra, vagy használjon másik kártyát.',
  'checkout.failed': 'A fizetés sikertelen. Próbálja újra, vagy használjon másik kártyát.',
  'checkout.startAgain': '{error} A fizetéshez kezdje újra a folyamatot.',
  'checkout.success.title': 'Fizetés engedélyezve',
  'checkout.success.detail': 'Kártyáján {amount} összeget zároltunk.',
  'checkout.success.next': 'Az összeget a rendelés feladásakor terheljük.',
  'checkout.pending.title': 'Függőben lévő fizetés',
  'checkout.pending.detail': 'Bankja még nem válaszolt a fizetéssel ({amount}) kapcsolatban.',
  'checkout.unknown.title': 'Nem tudtuk megerősíteni a fizetést',
  'checkout.unknown.detail':
    'A kapcsolat megszakadt, mielőtt bankja válaszolt volna. Ne fizessen újra: semmit sem terhelünk kétszer.',
  'checkout.again': 'Új vásárlás',
  'checkout.checking': 'A fizetés ellenőrzése…',

  'merchant.title': 'Kereskedői nézet',
  'merchant.note':
    'Amit a kereskedő szervere az aláírt értesítésekből tud. A fizetők soha nem látják ezt a panelt.',
  'merchant.order': 'Rendelés',
  'merchant.state': 'Egyeztetett állapot',
  'merchant.none': 'Még nincs rendelés',
  'merchant.awaiting': 'Várakozás a platform értesítésére…',
  'merchant.payoutState': '{status} (értesítés: {id}, aláírás ellenőrizve) · {time}',
  'merchant.paymentState': '{status} (értesítés: {action}, aláírás ellenőrizve) · {time}',
  'merchant.capture': 'Terhelés',
  'merchant.cancel': 'Fizetés törlése',
  'merchant.refund': 'Visszatérítés',
  'merchant.authorized': 'Engedélyezve',
  'merchant.authorizeFailed': 'Sikertelen engedélyezés',
  'merchant.captured': 'Terhelve',
  'merchant.cancelled': 'Törölve',
  'merchant.refunded': 'Visszatérítve',
  'merchant.console': 'Megnyitás a tesztkörnyezet konzoljában',

  'dropInPage.country': 'Ország',
  'dropInPage.testHint':
    'Tesztkörnyezet: {declined} végű összegnél a fizetés elutasításra kerül, {pending} végűnél függőben marad (kártyákra nem vonatkozik).',
  'dropInPage.payTitle': 'Fizessen {amount} összeget a rendeléséért',

  'methodsPage.payTitle': 'Válassza ki, hogyan szeretne fizetni',
  'methodsPage.legend': 'Fizetési mód',
  'methodsPage.popup': 'Fizetési oldal megnyitása felugró ablakban, ezen az oldalon maradva',
  'methodsPage.redirectHint': 'A fizetéshez átirányítjuk ide: {method}, majd visszatér erre az oldalra.',
  'methodsPage.cancelled':
    'Megszakította a fizetést ({method}). Nem történt terhelés: válassza ki, hogyan szeretne fizetni.',
  'methodsPage.cancelledAny':
    'Megszakította a fizetést. Nem történt terhelés: válassza ki, hogyan szeretne fizetni.',
  'methodsPage.declined': 'A fizetést ({method}) elutasították. Válasszon másik fizetési módot.',
  'methodsPage.declinedAny': 'A fizetést elutasították. Válasszon másik fizetési módot.',
  'methodsPage.popupClosed':
    'A fizetési ablak bezárult, mielőtt befejezte volna a fizetést. Az újbóli megnyitásához nyomja meg a fizetés gombot.',
  'methodsPage.failed': 'A fizetés sikertelen. Próbálja újra, vagy válasszon másik fizetési módot.',
  'methodsPage.success.detail': '{amount} összegű fizetését megerősítettük.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Kifizetés',
  'page.payout.summary': 'Kifizetés bankszámlára 145 országban, ES-modulként importált SDK-val.',
  'page.script-tag.title': 'Script-címke',
  'page.script-tag.summary':
    'Ugyanaz a kifizetés bundler nélkül: egyetlen, integritási hash-sel ellátott <script> definiálja a window.Railkit objektumot.',
  'page.checkout.title': 'Kártyás fizetés',
  'page.checkout.summary':
    'Kártyás fizetés az oldalba ágyazott kártyaűrlappal, amely küldés előtt itt titkosítja az adatokat.',
  'page.checkout-drop-in.title': 'Fizetésimód-választó',
  'page.checkout-drop-in.summary':
    'A fizető országának összes fizetési módja egyetlen elemben: kártyák, beszedések, átirányítások és digitális pénztárcák.',
  'page.checkout-secure.title': 'Biztonságos mezők',
  'page.checkout-secure.summary':
    'Ugyanaz a kártyás fizetés, az űrlap a széf keretében: a kártyaadatok soha nem érintik ezt az oldalt.',
  'page.checkout-methods.title': 'Minden fizetési mód',
  'page.checkout-methods.summary':
    'Fizetés hat országban a tesztkörnyezet ottani összes fizetési módjával: beszedés, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Pénztár script-címkével',
  'page.script-tag-checkout.summary':
    'Kártyás fizetés bundler nélkül: a pénztár <script> címkéje definiálja a window.Railkit objektumot; 3-D Secure párbeszédablakban.',
  'page.react.title': 'React-alkalmazás',
  'page.react.summary':
    'A kifizetés és a fizetési mód választása React-komponensekként (railkit/react), munkamenetenként egy klienssel.',
  'page.vue.title': 'Vue-alkalmazás',
  'page.vue.summary':
    'A kifizetés és a fizetési mód választása Vue-komponensekként (railkit/vue), munkamenetenként egy klienssel.',
};
