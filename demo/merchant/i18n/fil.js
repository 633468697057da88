// @ts-check
/** Filipino texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const fil = {
  'shell.brand': 'Demo ng Railkit',
  'shell.pages': 'Mga page ng demo',
  'shell.language': 'Wika',

  'busy.stillWorking': 'Pinoproseso pa rin — huwag isara ang page na ito.',
  'busy.starting': 'Inihahanda ang form…',
  'busy.checking': 'Sinusuri ang mga detalye ng inyong bank account…',
  'busy.payingOut': 'Ipinapadala ang inyong withdrawal…',
  'busy.paying': 'Kinukumpirma ang bayad sa inyong bangko…',

  'payout.title': 'I-withdraw ang inyong balanse',
  'payout.start.title': 'Mga detalye ng withdrawal',
  'payout.country': 'Bansa ng inyong bank account',
  'payout.amount': 'Halaga',
  'payout.amountHint':
    'Sandbox: pumapalya ang halagang nagtatapos sa {fails}, at nananatiling nakabinbin ang nagtatapos sa {pending}.',
  'payout.formLanguage': 'Wika ng form',
  'payout.continue': 'Magpatuloy',
  'payout.details.title': 'Saan namin ipapadala ang pera?',
  'payout.sample': 'Sample na account ng sandbox: {sample}',
  'payout.review': 'Suriin ang withdrawal',
  'payout.confirm.title': 'Kumpirmahin ang inyong withdrawal',
  'payout.confirm.amount': 'Halaga',
  'payout.confirm.to': 'Papunta sa',
  'payout.confirm.holder': 'May-ari ng account',
  'payout.payOut': 'I-withdraw',
  'payout.edit': 'Palitan ang bank account',
  'payout.retryHint':
    '{error} Maaari ninyong pindutin muli ang “I-withdraw”: hindi ito magbabayad nang dalawang beses.',
  'payout.group.iban': 'Mga bansang may IBAN',
  'payout.group.ibanTerritory': 'Mga teritoryong may IBAN (format ng pangunahing bansa)',
  'payout.group.nationalIban': 'Mga pambansang IBAN (labas sa SWIFT registry)',
  'payout.group.rail': 'Mga lokal na detalye ng bangko',

  'payout.success.title': 'Naipadala ang withdrawal',
  'payout.success.detail': 'Papunta na ang {amount} sa {account}.',
  'payout.success.next': 'Karaniwan itong dumarating sa loob ng isang banking day.',
  'payout.failure.title': 'Hindi natuloy ang withdrawal',
  'payout.failure.detail':
    'Hindi matanggap ng inyong bangko ang withdrawal na ito. Walang nagbago sa inyong balanse.',
  'payout.failure.next': 'Sumubok ng ibang account',
  'payout.pending.title': 'Nakabinbin ang withdrawal',
  'payout.pending.detail': 'Hindi pa kinukumpirma ng inyong bangko ang withdrawal na {amount}.',
  'payout.unknown.title': 'Hindi namin makumpirma ang inyong withdrawal',
  'payout.unknown.detail':
    'Naputol ang koneksyon bago sumagot ang inyong bangko. Huwag nang mag-withdraw muli: walang babayaran nang dalawang beses.',
  'payout.again': 'Gumawa ng panibagong withdrawal',

  'result.waiting': 'Hinihintay ang sagot ng inyong bangko…',
  'result.emailLater':
    'Maaari na ninyong isara ang page na ito: mag-e-email kami sa inyo kapag sumagot na ang inyong bangko.',
  'result.stoppedWaiting':
    'Hindi pa sumasagot ang inyong bangko. Maaari na ninyong isara ang page na ito: ie-email namin sa inyo ang resulta.',

  'checkout.title': 'Pag-checkout',
  'checkout.start.title': 'Ang inyong order',
  'checkout.amount': 'Halaga',
  'checkout.customer': 'Reference ng customer',
  'checkout.customerHint': 'Iaalok sa susunod na checkout ang mga card na na-save ng customer na ito.',
  'checkout.continue': 'Magpatuloy sa pagbabayad',
  'checkout.pay.title': 'Magbayad gamit ang card',
  'checkout.accepted': 'Mga tinatanggap na card',
  'checkout.payWith': 'Magbayad gamit ang',
  'checkout.newCard': 'Bagong card',
  'checkout.store': 'I-save ang card na ito para sa susunod',
  'checkout.testCards':
    'Mga card ng sandbox: inaaprubahan ang {approves}, tinatanggihan ang {declines}, humihingi ng {threeDS} ang {challenge}, nagta-time out ang {timeout}.',
  'checkout.pay': 'Magbayad ng {amount}',
  'checkout.retryHint':
    '{error} Maaari ninyong pindutin muli ang “Magbayad”: hindi kayo sisingilin nang dalawang beses.',
  'checkout.cancelled':
    'Isinara ninyo ang kumpirmasyon sa inyong bangko, kaya hindi natuloy ang bayad. Pindutin ang “Magbayad” para subukang muli.',
  'checkout.declined': 'Tinanggihan ng inyong bangko ang card. Sumubok ng ibang card.',
  'checkout.timeout': 'Hindi natapos sa takdang oras ang pagbabayad. Pakisubukang muli.',
  'checkout.authFailed':
    'Hindi makumpirma ng inyong bangko ang bayad. Subukang muli o gumamit ng ibang card.',
  'checkout.failed': 'Hindi natuloy ang bayad. Subukang muli o gumamit ng ibang card.',
  'checkout.startAgain': '{error} Magsimulang muli para makapagbayad.',
  'checkout.success.title': 'Naaprubahan ang bayad',
  'checkout.success.detail': 'Naka-hold ang {amount} sa inyong card.',
  'checkout.success.next': 'Sisingilin namin ito kapag naipadala na ang inyong order.',
  'checkout.pending.title': 'Nakabinbin ang bayad',
  'checkout.pending.detail': 'Hindi pa sumasagot ang inyong bangko tungkol sa bayad na {amount}.',
  'checkout.unknown.title': 'Hindi namin makumpirma ang inyong bayad',
  'checkout.unknown.detail':
    'Naputol ang koneksyon bago sumagot ang inyong bangko. Huwag nang magbayad muli: walang sisingilin nang dalawang beses.',
  'checkout.again': 'Magsimula ng panibagong checkout',
  'checkout.checking': 'Sinusuri ang inyong bayad…',

  'merchant.title': 'View ng merchant',
  'merchant.note':
    'Ang alam ng server ng merchant mula sa mga pirmadong notification. Hindi kailanman nakikita ng mga nagbabayad ang panel na ito.',
  'merchant.order': 'Numero ng order',
  'merchant.state': 'Status matapos ang reconciliation',
  'merchant.none': 'Wala pang order',
  'merchant.awaiting': 'Hinihintay ang notification ng platform…',
  'merchant.payoutState': '{status} (notification {id}, beripikado ang pirma) · {time}',
  'merchant.paymentState': '{status} ({action} na notification, beripikado ang pirma) · {time}',
  'merchant.capture': 'I-capture',
  'merchant.cancel': 'Kanselahin ang bayad',
  'merchant.refund': 'I-refund',
  'merchant.authorized': 'Awtorisado',
  'merchant.authorizeFailed': 'Hindi natuloy ang awtorisasyon',
  'merchant.captured': 'Na-capture',
  'merchant.cancelled': 'Kinansela',
  'merchant.refunded': 'Na-refund',
  'merchant.console': 'Buksan sa console ng sandbox',

  'dropInPage.country': 'Bansa',
  'dropInPage.testHint':
    'Sandbox: tinatanggihan ang halagang nagtatapos sa {declined}, at nananatiling nakabinbin ang nagtatapos sa {pending} (hindi para sa mga card).',
  'dropInPage.payTitle': 'Magbayad ng {amount} para sa inyong order',

  'methodsPage.payTitle': 'Pumili kung paano magbabayad',
  'methodsPage.legend': 'Paraan ng pagbabayad',
  'methodsPage.popup': 'Buksan ang page ng pagbabayad sa isang popup window at manatili sa page na ito',
  'methodsPage.redirectHint':
    'Aalis kayo sa page na ito para magbayad gamit ang {method}, at pagkatapos ay babalik kayo rito.',
  'methodsPage.cancelled':
    'Kinansela ninyo ang bayad gamit ang {method}. Walang siningil: pumili kung paano magbabayad.',
  'methodsPage.cancelledAny': 'Kinansela ninyo ang bayad. Walang siningil: pumili kung paano magbabayad.',
  'methodsPage.declined': 'Tinanggihan ang bayad gamit ang {method}. Pumili ng ibang paraan ng pagbabayad.',
  'methodsPage.declinedAny': 'Tinanggihan ang bayad. Pumili ng ibang paraan ng pagbabayad.',
  'methodsPage.popupClosed':
    'Naisara ang window ng pagbabayad bago kayo natapos. Pindutin ang “Magbayad” para buksan itong muli.',
  'methodsPage.failed': 'Hindi natuloy ang bayad. Subukang muli o pumili ng ibang paraan ng pagbabayad.',
  'methodsPage.success.detail': 'Kumpirmado na ang inyong bayad na {amount}.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Pag-withdraw',
  'page.payout.summary':
    'Pag-withdraw papunta sa bank account sa 145 bansa, gamit ang SDK na in-import bilang ES module.',
  'page.script-tag.title': 'Tag na script',
  'page.script-tag.summary':
    'Parehong withdrawal nang walang bundler: isang <script> na may integrity hash ang nagde-define ng window.Railkit.',
  'page.checkout.title': 'Checkout gamit ang card',
  'page.checkout.summary':
    'Pagbabayad gamit ang card na nasa page na ito ang form ng card, at dito ito ine-encrypt bago ipadala.',
  'page.checkout-drop-in.title': 'Pagpili ng paraan ng bayad',
  'page.checkout-drop-in.summary':
    'Lahat ng paraan ng pagbabayad sa bansa ng nagbabayad sa iisang element: mga card, bank debit, redirect at wallet.',
  'page.checkout-secure.title': 'Mga secure na field',
  'page.checkout-secure.summary':
    'Parehong pagbabayad gamit ang card, pero nasa frame ng vault ang form: hindi kailanman dumadaan sa page na ito ang data ng card.',
  'page.checkout-methods.title': 'Lahat ng paraan',
  'page.checkout-methods.summary':
    'Checkout sa anim na bansa gamit ang bawat paraang inaalok doon ng sandbox: debit, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Checkout gamit ang script tag',
  'page.script-tag-checkout.summary':
    'Pagbabayad gamit ang card nang walang bundler: ang <script> ng checkout ang nagde-define ng window.Railkit; 3-D Secure sa isang dialog.',
  'page.react.title': 'App sa React',
  'page.react.summary':
    'Ang payout at ang drop-in na checkout bilang mga component ng React (railkit/react), na may isang client bawat session.',
  'page.vue.title': 'App sa Vue',
  'page.vue.summary':
    'Ang payout at ang drop-in na checkout bilang mga component ng Vue (railkit/vue), na may isang client bawat session.',
};
