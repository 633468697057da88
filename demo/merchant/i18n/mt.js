// @ts-check
/** Maltese texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const mt = {
  'shell.brand': 'Demo ta’ Railkit',
  'shell.pages': 'Paġni tad-demo',
  'shell.language': 'Lingwa',

  'busy.stillWorking': 'Għadu qed jiġi pproċessat — tagħlaqx din il-paġna.',
  'busy.starting': 'Qed titħejja l-formola…',
  'busy.checking': 'Qed jiġu ċċekkjati d-dettalji bankarji tiegħek…',
  'busy.payingOut': 'Qed jintbagħat it-trasferiment tiegħek…',
  'busy.paying': 'Qed jiġi kkonfermat il-ħlas mal-bank tiegħek…',

  'payout.title': 'Iġbed il-bilanċ tiegħek',
  'payout.start.title': 'Dettalji tat-trasferiment',
  'payout.country': 'Il-pajjiż tal-kont bankarju tiegħek',
  'payout.amount': 'Ammont',
  'payout.amountHint':
    'Ambjent tal-ittestjar: ammont li jispiċċa b’{fails} ifalli, u wieħed li jispiċċa b’{pending} jibqa’ pendenti.',
  'payout.formLanguage': 'Il-lingwa tal-formola',
  'payout.continue': 'Kompli',
  'payout.details.title': 'Fejn għandna nibagħtu l-flus?',
  'payout.sample': 'Kont ta’ eżempju tal-ambjent tal-ittestjar: {sample}',
  'payout.review': 'Irrevedi t-trasferiment',
  'payout.confirm.title': 'Ikkonferma t-trasferiment tiegħek',
  'payout.confirm.amount': 'Ammont',
  'payout.confirm.to': 'Lil',
  'payout.confirm.holder': 'Detentur tal-kont',
  'payout.payOut': 'Ibgħat it-trasferiment',
  'payout.edit': 'Biddel il-kont bankarju',
  'payout.retryHint': '{error} Tista’ terġa’ tagħfas “Ibgħat it-trasferiment”: xejn ma jitħallas darbtejn.',
  'payout.group.iban': 'Pajjiżi tal-IBAN',
  'payout.group.ibanTerritory': 'Territorji tal-IBAN (bil-format tal-pajjiż ewlieni)',
  'payout.group.nationalIban': 'IBANs nazzjonali (barra r-reġistru SWIFT)',
  'payout.group.rail': 'Dettalji bankarji lokali',

  'payout.success.title': 'It-trasferiment intbagħat',
  'payout.success.detail': '{amount} fi triqtu lejn {account}.',
  'payout.success.next': 'Normalment jasal fi żmien ġurnata tax-xogħol.',
  'payout.failure.title': 'It-trasferiment falla',
  'payout.failure.detail':
    'Il-bank tiegħek ma setax jaċċetta dan it-trasferiment. Il-bilanċ tiegħek ma nbidilx.',
  'payout.failure.next': 'Ipprova kont ieħor',
  'payout.pending.title': 'Trasferiment pendenti',
  'payout.pending.detail': 'Il-bank tiegħek għadu ma kkonfermax it-trasferiment ta’ {amount}.',
  'payout.unknown.title': 'Ma stajniex nikkonfermaw it-trasferiment tiegħek',
  'payout.unknown.detail':
    'Il-konnessjoni waqfet qabel ma wieġeb il-bank tiegħek. Terġax tibgħat it-trasferiment: xejn ma jitħallas darbtejn.',
  'payout.again': 'Agħmel trasferiment ieħor',

  'result.waiting': 'Qed nistennew it-tweġiba tal-bank tiegħek…',
  'result.emailLater': 'Tista’ tagħlaq din il-paġna: nibagħtulek email meta jwieġeb il-bank tiegħek.',
  'result.stoppedWaiting':
    'Il-bank tiegħek għadu ma wieġebx. Tista’ tagħlaq din il-paġna: nibagħtulek ir-riżultat b’email.',

  'checkout.title': 'Ħlas',
  'checkout.start.title': 'L-ordni tiegħek',
  'checkout.amount': 'Ammont',
  'checkout.customer': 'Referenza tal-klijent',
  'checkout.customerHint': 'Il-karti maħżuna minn dan il-klijent jiġu offruti fil-ħlas li jmiss.',
  'checkout.continue': 'Kompli għall-ħlas',
  'checkout.pay.title': 'Ħallas bil-karta',
  'checkout.accepted': 'Karti aċċettati',
  'checkout.payWith': 'Il-karta li se tħallas biha',
  'checkout.newCard': 'Karta ġdida',
  'checkout.store': 'Aħżen din il-karta għad-darba li jmiss',
  'checkout.testCards':
    'Karti tal-ittestjar: {approves} tiġi approvata, {declines} tiġi miċħuda, {challenge} titlob {threeDS}, u {timeout} jgħaddilha l-ħin.',
  'checkout.pay': 'Ħallas {amount}',
  'checkout.retryHint': '{error} Tista’ terġa’ tagħfas “Ħallas”: xejn ma jiġi ddebitat darbtejn.',
  'checkout.cancelled':
    'Għalaqt il-konferma mal-bank tiegħek, għalhekk il-ħlas ma sarx. Agħfas “Ħallas” biex terġa’ tipprova.',
  'checkout.declined': 'Il-bank tiegħek ċaħad il-karta. Ipprova karta oħra.',
  'checkout.timeout': 'Il-ħlas ma setax jitlesta fil-ħin. Jekk jogħġbok erġa’ pprova.',
  'checkout.authFailed': 'Il-bank tiegħek ma setax jikkonferma l-ħlas. Erġa’ pprova jew uża karta oħra.',
  'checkout.failed': 'Il-ħlas falla. Erġa’ pprova jew uża karta oħra.',
  'checkout.startAgain': '{error} Ibda mill-ġdid biex tħallas.',
  'checkout.success.title': 'Il-ħlas ġie awtorizzat',
  'checkout.success.detail': '{amount} huwa riżervat fuq il-karta tiegħek.',
  'checkout.success.next': 'Niġbruh meta tintbagħat l-ordni tiegħek.',
  'checkout.pending.title': 'Ħlas pendenti',
  'checkout.pending.detail': 'Il-bank tiegħek għadu ma wieġebx dwar il-ħlas ta’ {amount}.',
  'checkout.unknown.title': 'Ma stajniex nikkonfermaw il-ħlas tiegħek',
  'checkout.unknown.detail':
    'Il-konnessjoni waqfet qabel ma wieġeb il-bank tiegħek. Terġax tħallas: xejn ma jiġi ddebitat darbtejn.',
  'checkout.again': 'Ibda ħlas ieħor',
  'checkout.checking': 'Qed jiġi ċċekkjat il-ħlas tiegħek…',

  'merchant.title': 'Veduta tan-negozjant',
  'merchant.note':
    'Dak li jaf is-server tan-negozjant mill-avviżi ffirmati. Min iħallas qatt ma jara dan il-pannell.',
  'merchant.order': 'Ordni',
  'merchant.state': 'Stat rikonċiljat',
  'merchant.none': 'Għad m’hemmx ordni',
  'merchant.awaiting': 'Qed nistennew l-avviż tal-pjattaforma…',
  'merchant.payoutState': '{status} (avviż {id}, firma vverifikata) · {time}',
  'merchant.paymentState': '{status} (avviż {action}, firma vverifikata) · {time}',
  'merchant.capture': 'Iġbor',
  'merchant.cancel': 'Ikkanċella l-ħlas',
  'merchant.refund': 'Irrimborsa',
  'merchant.authorized': 'Awtorizzat',
  'merchant.authorizeFailed': 'L-awtorizzazzjoni falliet',
  'merchant.captured': 'Miġbur',
  'merchant.cancelled': 'Ikkanċellat',
  'merchant.refunded': 'Rimborsat',
  'merchant.console': 'Iftaħ fil-console tas-sandbox',

  'dropInPage.country': 'Pajjiż',
  'dropInPage.testHint':
    'Ambjent tal-ittestjar: ammont li jispiċċa b’{declined} jiġi miċħud, u wieħed li jispiċċa b’{pending} jibqa’ pendenti (mhux għall-karti).',
  'dropInPage.payTitle': 'Ħallas {amount} għall-ordni tiegħek',

  'methodsPage.payTitle': 'Agħżel kif trid tħallas',
  'methodsPage.legend': 'Metodu ta’ ħlas',
  'methodsPage.popup': 'Iftaħ il-paġna tal-ħlas f’tieqa pop-up u ibqa’ f’din il-paġna',
  'methodsPage.redirectHint':
    'Se titlaq minn din il-paġna biex tħallas b’{method}, imbagħad terġa’ lura hawn.',
  'methodsPage.cancelled': 'Ikkanċellajt il-ħlas b’{method}. Ma ġie debitat xejn: agħżel kif trid tħallas.',
  'methodsPage.cancelledAny': 'Ikkanċellajt il-ħlas. Ma ġie debitat xejn: agħżel kif trid tħallas.',
  'methodsPage.declined': 'Il-ħlas b’{method} ġie miċħud. Agħżel mod ieħor kif tħallas.',
  'methodsPage.declinedAny': 'Il-ħlas ġie miċħud. Agħżel mod ieħor kif tħallas.',
  'methodsPage.popupClosed':
    'It-tieqa tal-ħlas ingħalqet qabel ma lestejt. Agħfas “Ħallas” biex terġa’ tiftaħha.',
  'methodsPage.failed': 'Il-ħlas falla. Erġa’ pprova jew agħżel mod ieħor kif tħallas.',
  'methodsPage.success.detail': 'Il-ħlas tiegħek ta’ {amount} ġie kkonfermat.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Trasferiment',
  'page.payout.summary': 'Trasferiment lejn kont bankarju f’145 pajjiż, bl-SDK importat bħala modulu ES.',
  'page.script-tag.title': 'Tag script',
  'page.script-tag.summary':
    'L-istess trasferiment mingħajr bundler: <script> wieħed bil-hash tal-integrità tiegħu jiddefinixxi window.Railkit.',
  'page.checkout.title': 'Ħlas bil-karta',
  'page.checkout.summary':
    'Ħlas bil-karta bil-formola tal-karta f’din il-paġna, ikkriptata hawn qabel ma tintbagħat.',
  'page.checkout-drop-in.title': 'Selettur tal-ħlas',
  'page.checkout-drop-in.summary':
    'Kull metodu tal-pajjiż ta’ min iħallas f’element wieħed: karti, debiti bankarji, ridirezzjonijiet u kartieri diġitali.',
  'page.checkout-secure.title': 'Oqsma siguri',
  'page.checkout-secure.summary':
    'L-istess ħlas bil-karta bil-formola fil-qafas tal-kaxxa-forti: id-dettalji tal-karta qatt ma jmissu din il-paġna.',
  'page.checkout-methods.title': 'Kull metodu',
  'page.checkout-methods.summary':
    'Ħlas f’sitt pajjiżi b’kull metodu li joffri l-ambjent tal-ittestjar hemmhekk: debiti, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Ħlas b’tag script',
  'page.script-tag-checkout.summary':
    'Ħlas bil-karta mingħajr bundler: is-<script> tal-ħlas jiddefinixxi window.Railkit; 3-D Secure f’dijalogu.',
  'page.react.title': 'Applikazzjoni React',
  'page.react.summary':
    'It-trasferiment u s-selettur tal-ħlas bħala komponenti React (railkit/react), b’klijent wieħed għal kull sessjoni.',
  'page.vue.title': 'Applikazzjoni Vue',
  'page.vue.summary':
    'It-trasferiment u s-selettur tal-ħlas bħala komponenti Vue (railkit/vue), b’klijent wieħed għal kull sessjoni.',
};
