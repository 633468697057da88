// @ts-check
/** Turkish texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const tr = {
  'shell.brand': 'Railkit demosu',
  'shell.pages': 'Demo sayfaları',
  'shell.language': 'Dil',

  'busy.stillWorking': 'İşlem sürüyor — bu sayfayı kapatmayın.',
  'busy.starting': 'Form hazırlanıyor…',
  'busy.checking': 'Banka bilgileriniz kontrol ediliyor…',
  'busy.payingOut': 'Para transferiniz gönderiliyor…',
  'busy.paying': 'Ödeme bankanızla onaylanıyor…',

  'payout.title': 'Bakiyenizi çekin',
  'payout.start.title': 'Transfer bilgileri',
  'payout.country': 'Banka hesabınızın ülkesi',
  'payout.amount': 'Tutar',
  'payout.amountHint':
    'Test ortamı: {fails} ile biten tutarlar başarısız olur, {pending} ile bitenler beklemede kalır.',
  'payout.formLanguage': 'Form dili',
  'payout.continue': 'Devam',
  'payout.details.title': 'Parayı nereye gönderelim?',
  'payout.sample': 'Test ortamı örnek hesabı: {sample}',
  'payout.review': 'Transferi gözden geçir',
  'payout.confirm.title': 'Transferinizi onaylayın',
  'payout.confirm.amount': 'Tutar',
  'payout.confirm.to': 'Alıcı',
  'payout.confirm.holder': 'Hesap sahibi',
  'payout.payOut': 'Parayı gönder',
  'payout.edit': 'Banka hesabını değiştir',
  'payout.retryHint': '{error} “Parayı gönder” düğmesine tekrar basabilirsiniz: para iki kez gönderilmez.',
  'payout.group.iban': 'IBAN kullanan ülkeler',
  'payout.group.ibanTerritory': 'IBAN kullanan bölgeler (bağlı olduğu ülkenin biçimi)',
  'payout.group.nationalIban': 'Ulusal IBAN’lar (SWIFT kaydı dışında)',
  'payout.group.rail': 'Yerel banka bilgileri',

  'payout.success.title': 'Transfer gönderildi',
  'payout.success.detail': '{amount}, {account} hesabına doğru yolda.',
  'payout.success.next': 'Para genellikle bir iş günü içinde hesaba geçer.',
  'payout.failure.title': 'Transfer başarısız oldu',
  'payout.failure.detail': 'Bankanız bu transferi kabul edemedi. Bakiyeniz değişmedi.',
  'payout.failure.next': 'Başka bir hesap deneyin',
  'payout.pending.title': 'Transfer beklemede',
  'payout.pending.detail': 'Bankanız {amount} tutarındaki transferi henüz onaylamadı.',
  'payout.unknown.title': 'Transferinizi doğrulayamadık',
  'payout.unknown.detail':
    'Bankanız yanıt vermeden bağlantı kesildi. Parayı tekrar göndermeyin: hiçbir tutar iki kez ödenmez.',
  'payout.again': 'Yeni bir transfer yapın',

  'result.waiting': 'Bankanızın yanıtı bekleniyor…',
  'result.emailLater': 'Bu sayfayı kapatabilirsiniz: bankanız yanıt verdiğinde size e-posta göndereceğiz.',
  'result.stoppedWaiting':
    'Bankanız henüz yanıt vermedi. Bu sayfayı kapatabilirsiniz: sonucu size e-postayla bildireceğiz.',

  'checkout.title': 'Ödeme',
  'checkout.start.title': 'Siparişiniz',
  'checkout.amount': 'Tutar',
  'checkout.customer': 'Müşteri referansı',
  'checkout.customerHint': 'Bu müşterinin kaydettiği kartlar bir sonraki ödemede sunulur.',
  'checkout.continue': 'Ödemeye geç',
  'checkout.pay.title': 'Kartla öde',
  'checkout.accepted': 'Kabul edilen kartlar',
  'checkout.payWith': 'Ödeme aracı',
  'checkout.newCard': 'Yeni bir kart',
  'checkout.store': 'Bu kartı bir sonraki sefer için kaydet',
  'checkout.testCards':
    'Test kartları: {approves} onaylanır, {declines} reddedilir, {challenge} {threeDS} ister, {timeout} zaman aşımına uğrar.',
  'checkout.pay': '{amount} öde',
  'checkout.retryHint': '{error} “Öde” düğmesine tekrar basabilirsiniz: iki kez tahsilat yapılmaz.',
  'checkout.cancelled':
    'Bankanızın onay ekranını kapattınız, bu nedenle ödeme yapılmadı. Tekrar denemek için “Öde” düğmesine basın.',
  'checkout.declined': 'Bankanız kartı reddetti. Başka bir kart deneyin.',
  'checkout.timeout': 'Ödeme zamanında tamamlanamadı. Lütfen tekrar deneyin.',
  'checkout.authFailed': 'Bankanız ödemeyi onaylayamadı. Tekrar deneyin veya başka bir kart kullanın.',
  'checkout.failed': 'Ödeme başarısız oldu. Tekrar deneyin veya başka bir kart kullanın.',
  'checkout.startAgain': '{error} Ödeme yapmak için baştan başlayın.',
  'checkout.success.title': 'Ödeme onaylandı',
  'checkout.success.detail': '{amount} kartınızda bloke edildi.',
  'checkout.success.next': 'Tutar, siparişiniz kargoya verildiğinde tahsil edilecek.',
  'checkout.pending.title': 'Ödeme beklemede',
  'checkout.pending.detail': 'Bankanız {amount} tutarındaki ödeme hakkında henüz yanıt vermedi.',
  'checkout.unknown.title': 'Ödemenizi doğrulayamadık',
  'checkout.unknown.detail':
    'Bankanız yanıt vermeden bağlantı kesildi. Tekrar ödeme yapmayın: hiçbir tutar iki kez tahsil edilmez.',
  'checkout.again': 'Yeni bir alışveriş başlatın',
  'checkout.checking': 'Ödemeniz kontrol ediliyor…',

  'merchant.title': 'Satıcı görünümü',
  'merchant.note':
    'Satıcının sunucusunun imzalı bildirimlerden öğrendikleri. Ödeme yapanlar bu paneli hiçbir zaman görmez.',
  'merchant.order': 'Sipariş',
  'merchant.state': 'Mutabakat durumu',
  'merchant.none': 'Henüz sipariş yok',
  'merchant.awaiting': 'Platformun bildirimi bekleniyor…',
  'merchant.payoutState': '{status} (bildirim {id}, imza doğrulandı) · {time}',
  'merchant.paymentState': '{status} ({action} bildirimi, imza doğrulandı) · {time}',
  'merchant.capture': 'Tahsil et',
  'merchant.cancel': 'Ödemeyi iptal et',
  'merchant.refund': 'İade et',
  'merchant.authorized': 'Provizyon alındı',
  'merchant.authorizeFailed': 'Provizyon alınamadı',
  'merchant.captured': 'Tahsil edildi',
  'merchant.cancelled': 'İptal edildi',
  'merchant.refunded': 'İade edildi',
  'merchant.console': 'Test ortamı konsolunda aç',

  'dropInPage.country': 'Ülke',
  'dropInPage.testHint':
    'Test ortamı: {declined} ile biten tutarlar reddedilir, {pending} ile bitenler beklemede kalır (kartlar için geçerli değildir).',
  'dropInPage.payTitle': 'Siparişiniz için {amount} ödeyin',

  'methodsPage.payTitle': 'Nasıl ödeyeceğinizi seçin',
  'methodsPage.legend': 'Ödeme yöntemi',
  'methodsPage.popup': 'Ödeme sayfasını açılır pencerede aç ve bu sayfada kal',
  'methodsPage.redirectHint':
    '{method} ile ödemek için bu sayfadan ayrılacak, ardından buraya geri döneceksiniz.',
  'methodsPage.cancelled':
    '{method} ile ödemeyi iptal ettiniz. Herhangi bir tutar tahsil edilmedi: nasıl ödeyeceğinizi seçin.',
  'methodsPage.cancelledAny':
    'Ödemeyi iptal ettiniz. Herhangi bir tutar tahsil edilmedi: nasıl ödeyeceğinizi seçin.',
  'methodsPage.declined': '{method} ile yapılan ödeme reddedildi. Başka bir ödeme yöntemi seçin.',
  'methodsPage.declinedAny': 'Ödeme reddedildi. Başka bir ödeme yöntemi seçin.',
  'methodsPage.popupClosed':
    'Ödeme penceresi, siz işlemi tamamlamadan kapandı. Yeniden açmak için “Öde” düğmesine basın.',
  'methodsPage.failed': 'Ödeme başarısız oldu. Tekrar deneyin veya başka bir ödeme yöntemi seçin.',
  'methodsPage.success.detail': '{amount} tutarındaki ödemeniz onaylandı.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Para transferi',
  'page.payout.summary':
    '145 ülkedeki banka hesaplarına para transferi; SDK, ES modülü olarak içe aktarılır.',
  'page.script-tag.title': 'Script etiketi',
  'page.script-tag.summary':
    'Aynı transfer, paketleyici olmadan: bütünlük özetini taşıyan tek bir <script>, window.Railkit’i tanımlar.',
  'page.checkout.title': 'Kartla ödeme',
  'page.checkout.summary':
    'Kart formu bu sayfanın içinde olan, gönderilmeden önce burada şifrelenen bir kartla ödeme.',
  'page.checkout-drop-in.title': 'Hazır ödeme bileşeni',
  'page.checkout-drop-in.summary':
    'Ödeme yapanın ülkesindeki tüm yöntemler tek bir öğede: kartlar, otomatik ödemeler, yönlendirmeler ve cüzdanlar.',
  'page.checkout-secure.title': 'Güvenli alanlar',
  'page.checkout-secure.summary':
    'Aynı kartla ödeme, form kasanın çerçevesinde: kart bilgileri bu sayfaya hiç uğramaz.',
  'page.checkout-methods.title': 'Tüm yöntemler',
  'page.checkout-methods.summary':
    'Altı ülkede, test ortamının orada sunduğu her yöntemle ödeme: otomatik ödeme, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Script etiketiyle ödeme',
  'page.script-tag-checkout.summary':
    'Paketleyici olmadan kartla ödeme: ödeme <script>’i window.Railkit’i tanımlar; 3-D Secure bir iletişim kutusunda.',
  'page.react.title': 'React uygulaması',
  'page.react.summary':
    'React bileşenleri (railkit/react) olarak ödeme gönderimi ve yöntem seçimli ödeme; oturum başına tek istemci.',
  'page.vue.title': 'Vue uygulaması',
  'page.vue.summary':
    'Vue bileşenleri (railkit/vue) olarak ödeme gönderimi ve yöntem seçimli ödeme; oturum başına tek istemci.',
};
