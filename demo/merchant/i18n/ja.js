// @ts-check
/** Japanese texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const ja = {
  'shell.brand': 'Railkitデモ',
  'shell.pages': 'デモページ',
  'shell.language': '言語',

  'busy.stillWorking': '処理中です。このページを閉じないでください。',
  'busy.starting': 'フォームを準備しています…',
  'busy.checking': '口座情報を確認しています…',
  'busy.payingOut': '出金手続きを行っています…',
  'busy.paying': 'ご利用の銀行でお支払いを確認しています…',

  'payout.title': '残高の出金',
  'payout.start.title': '出金の詳細',
  'payout.country': '銀行口座の国',
  'payout.amount': '金額',
  'payout.amountHint':
    'サンドボックス：末尾が{fails}の金額は失敗し、末尾が{pending}の金額は保留のままになります。',
  'payout.formLanguage': 'フォームの言語',
  'payout.continue': '次へ',
  'payout.details.title': 'どちらに送金しますか？',
  'payout.sample': 'サンドボックスのサンプル口座：{sample}',
  'payout.review': '出金内容を確認',
  'payout.confirm.title': '出金内容の確認',
  'payout.confirm.amount': '金額',
  'payout.confirm.to': '送金先',
  'payout.confirm.holder': '口座名義',
  'payout.payOut': '出金する',
  'payout.edit': '銀行口座を変更',
  'payout.retryHint': '{error}もう一度「出金する」を押しても、二重に出金されることはありません。',
  'payout.group.iban': 'IBAN対応国',
  'payout.group.ibanTerritory': 'IBAN対応地域（本国の形式）',
  'payout.group.nationalIban': '国内IBAN（SWIFT登録外）',
  'payout.group.rail': '国内の口座情報',

  'payout.success.title': '出金手続きが完了しました',
  'payout.success.detail': '{amount}を{account}に送金中です。',
  'payout.success.next': '通常、1営業日以内に着金します。',
  'payout.failure.title': '出金できませんでした',
  'payout.failure.detail': 'ご利用の銀行でこの出金を受け付けられませんでした。残高は変わっていません。',
  'payout.failure.next': '別の口座で試す',
  'payout.pending.title': '出金保留中',
  'payout.pending.detail': 'ご利用の銀行で{amount}の出金がまだ確認されていません。',
  'payout.unknown.title': '出金を確認できませんでした',
  'payout.unknown.detail':
    '銀行からの応答前に接続が切れました。再度の出金はお控えください。二重に支払われることはありません。',
  'payout.again': '新たに出金する',

  'result.waiting': '銀行からの応答を待っています…',
  'result.emailLater': 'このページを閉じても問題ありません。銀行から応答があり次第、メールでお知らせします。',
  'result.stoppedWaiting':
    '銀行からまだ応答がありません。このページを閉じても問題ありません。結果はメールでお知らせします。',

  'checkout.title': 'ご購入手続き',
  'checkout.start.title': 'ご注文内容',
  'checkout.amount': '金額',
  'checkout.customer': '顧客参照番号',
  'checkout.customerHint': 'この顧客が保存したカードは、次回のご購入時に表示されます。',
  'checkout.continue': 'お支払いへ進む',
  'checkout.pay.title': 'カードで支払う',
  'checkout.accepted': 'ご利用可能なカード',
  'checkout.payWith': 'お支払いに使うカード',
  'checkout.newCard': '新しいカード',
  'checkout.store': '次回のためにこのカードを保存する',
  'checkout.testCards':
    'サンドボックスのカード：{approves}は承認、{declines}は拒否、{challenge}は{threeDS}を要求、{timeout}はタイムアウトになります。',
  'checkout.pay': '{amount}を支払う',
  'checkout.retryHint': '{error}もう一度「支払う」を押しても、二重に請求されることはありません。',
  'checkout.cancelled':
    '銀行での確認画面を閉じたため、お支払いは完了していません。もう一度お試しになる場合は「支払う」を押してください。',
  'checkout.declined': 'ご利用の銀行でカードが承認されませんでした。別のカードをお試しください。',
  'checkout.timeout': '時間内にお支払いを完了できませんでした。もう一度お試しください。',
  'checkout.authFailed':
    'ご利用の銀行でお支払いを確認できませんでした。もう一度お試しいただくか、別のカードをご利用ください。',
  'checkout.failed': 'お支払いに失敗しました。もう一度お試しいただくか、別のカードをご利用ください。',
  'checkout.startAgain': '{error}最初からやり直してお支払いください。',
  'checkout.success.title': 'お支払いが承認されました',
  'checkout.success.detail': 'カードのご利用枠で{amount}を確保しました。',
  'checkout.success.next': 'ご注文の商品の発送時に請求いたします。',
  'checkout.pending.title': 'お支払い保留中',
  'checkout.pending.detail': '{amount}のお支払いについて、銀行からまだ応答がありません。',
  'checkout.unknown.title': 'お支払いを確認できませんでした',
  'checkout.unknown.detail':
    '銀行からの応答前に接続が切れました。再度のお支払いはお控えください。二重に請求されることはありません。',
  'checkout.again': '新たに購入する',
  'checkout.checking': 'お支払いを確認しています…',

  'merchant.title': '加盟店ビュー',
  'merchant.note':
    '署名付き通知から加盟店のサーバーが把握している情報です。支払者にこのパネルは表示されません。',
  'merchant.order': '注文',
  'merchant.state': '照合済みのステータス',
  'merchant.none': '注文はまだありません',
  'merchant.awaiting': 'プラットフォームからの通知を待っています…',
  'merchant.payoutState': '{status}（通知{id}、署名検証済み） · {time}',
  'merchant.paymentState': '{status}（{action}通知、署名検証済み） · {time}',
  'merchant.capture': '売上確定',
  'merchant.cancel': '決済を取り消す',
  'merchant.refund': '返金',
  'merchant.authorized': '与信済み',
  'merchant.authorizeFailed': '与信失敗',
  'merchant.captured': '売上確定済み',
  'merchant.cancelled': '取消済み',
  'merchant.refunded': '返金済み',
  'merchant.console': 'サンドボックスのコンソールで開く',

  'dropInPage.country': '国',
  'dropInPage.testHint':
    'サンドボックス：末尾が{declined}の金額は拒否され、末尾が{pending}の金額は保留のままになります（カードは対象外）。',
  'dropInPage.payTitle': 'ご注文代金{amount}のお支払い',

  'methodsPage.payTitle': 'お支払い方法の選択',
  'methodsPage.legend': 'お支払い方法',
  'methodsPage.popup': 'お支払いページをポップアップウィンドウで開き、このページにとどまる',
  'methodsPage.redirectHint': '{method}でお支払いいただくためにこのページから移動し、その後ここに戻ります。',
  'methodsPage.cancelled':
    '{method}でのお支払いをキャンセルしました。料金は請求されていません。お支払い方法をお選びください。',
  'methodsPage.cancelledAny':
    'お支払いをキャンセルしました。料金は請求されていません。お支払い方法をお選びください。',
  'methodsPage.declined': '{method}でのお支払いが承認されませんでした。別のお支払い方法をお選びください。',
  'methodsPage.declinedAny': 'お支払いが承認されませんでした。別のお支払い方法をお選びください。',
  'methodsPage.popupClosed':
    'お支払いが完了する前にお支払い画面が閉じられました。もう一度開くには「支払う」を押してください。',
  'methodsPage.failed':
    'お支払いに失敗しました。もう一度お試しいただくか、別のお支払い方法をお選びください。',
  'methodsPage.success.detail': '{amount}のお支払いが確定しました。',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': '出金',
  'page.payout.summary': '145か国の銀行口座への出金。SDKはESモジュールとしてインポートしています。',
  'page.script-tag.title': 'スクリプトタグ',
  'page.script-tag.summary':
    'バンドラーを使わない同じ出金：integrityハッシュ付きの<script>1つでwindow.Railkitを定義します。',
  'page.checkout.title': 'カード決済',
  'page.checkout.summary':
    'このページ内のカードフォームによるカード決済。カード情報は送信前にこのページで暗号化されます。',
  'page.checkout-drop-in.title': 'ドロップイン',
  'page.checkout-drop-in.summary':
    '支払者の国のすべての決済手段を1つの要素に：カード、口座振替、リダイレクト、ウォレット。',
  'page.checkout-secure.title': 'セキュアフィールド',
  'page.checkout-secure.summary':
    '同じカード決済を、保管庫のフレーム内のフォームで：カード情報がこのページに触れることはありません。',
  'page.checkout-methods.title': 'すべての決済手段',
  'page.checkout-methods.summary':
    '6か国で、サンドボックスが各国で提供するすべての決済手段を利用：口座振替、Pix、UPI、iDEAL、PayPal…',
  'page.script-tag-checkout.title': 'スクリプトタグでの決済',
  'page.script-tag-checkout.summary':
    'バンドラーなしのカード決済：決済用の<script>がwindow.Railkitを定義し、3Dセキュアはダイアログで行います。',
  'page.react.title': 'React アプリ',
  'page.react.summary':
    '支払いとドロップイン決済を React コンポーネント (railkit/react) で。クライアントはセッションごとに 1 つ。',
  'page.vue.title': 'Vue アプリ',
  'page.vue.summary':
    '支払いとドロップイン決済を Vue コンポーネント (railkit/vue) で。クライアントはセッションごとに 1 つ。',
};
