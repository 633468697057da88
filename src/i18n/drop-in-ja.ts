import type { DropInMessages } from './drop-in-en';

/** Japanese texts of the drop-in. */
export const dropInJa: DropInMessages = {
  'dropIn.legend': 'お支払い方法',
  'dropIn.savedCard': '保存済みのカード：{card}',
  'dropIn.loading': 'お支払いフォームを読み込んでいます…',
  'dropIn.pay': '{amount}を支払う',
  'dropIn.payWith': '{method}で{amount}を支払う',
  'dropIn.redirect.explanation':
    '{amount}のお支払いを確定するため{method}に移動し、その後このページに戻ります。',
  'dropIn.wallet.explanation': '{method}の支払い画面が開き、{amount}のお支払いを確定します。',
  'dropIn.busy': 'お支払いを処理しています…',
  'dropIn.stillWorking': '処理を続けています。このページを開いたままお待ちください。',
  'dropIn.result.success': 'お支払いが承認されました。ありがとうございます！',
  'dropIn.result.pending': 'お支払いを確認しています。結果は後ほどお知らせします。',
  'dropIn.result.failed':
    'お支払いが承認されませんでした。もう一度お試しいただくか、別のお支払い方法をお選びください。',
  'dropIn.result.cancelled':
    'お支払いはキャンセルされました。料金は請求されていません。もう一度お試しになる場合は、お支払い方法をお選びください。',
  'dropIn.result.cancelledMethod':
    '{method}でのお支払いをキャンセルしました。料金は請求されていません。お支払い方法をお選びください。',
  'dropIn.result.failedMethod':
    '{method}でのお支払いが承認されませんでした。別のお支払い方法をお選びください。',
  'dropIn.checking': 'お支払いを確認しています…',
  'dropIn.error.failed': 'お支払いを開始できませんでした。通信環境をご確認のうえ、もう一度お試しください。',
  'dropIn.method.card': 'カード',
  'dropIn.method.sepaDirectDebit': 'SEPA口座振替',
  'dropIn.method.ach': 'ACH口座振替',
  'dropIn.method.genericRedirect': 'オンラインバンキング',
  'dropIn.savedMethod': '保存済みの{method}: {name}',
  'dropIn.save': '次回以降の支払いのために保存する',
  'dropIn.remove': '{name} を削除',
  'dropIn.remove.question':
    '{name} を保存済みのお支払い方法から削除しますか？お支払いの際に再度保存できます。',
  'dropIn.remove.keep': '残す',
  'dropIn.remove.confirm': '削除',
  'dropIn.remove.busy': '{name} を削除しています…',
  'dropIn.remove.done': '{name} を保存済みのお支払い方法から削除しました。',
  'dropIn.remove.failed':
    '{name} を削除できませんでした。保存されたままです。しばらくしてからもう一度お試しください。',
};
