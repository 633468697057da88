import type { CardMessages } from './card-en';

/** Japanese texts of the card form. */
export const cardJa: CardMessages = {
  'card.number.label': 'カード番号',
  'card.expiry.label': '有効期限',
  'card.expiry.placeholder': 'MM / YY',
  'card.securityCode.label': 'セキュリティコード',
  'card.securityCode.storedLabel': '{card}のセキュリティコード',
  'card.securityCode.hint': '{length}桁（{name}）',
  'card.holderName.label': 'カード名義人',
  'card.scheme.legend': 'ご利用になる国際ブランド',
  'card.brand.detected': '{brand}カード',
  'card.frame.title': '保護されたカード情報入力欄',
  'card.frame.unavailable':
    'カード情報の入力フォームを読み込めませんでした。通信環境をご確認のうえ、ページを再読み込みしてください。',
  'card.number.error.empty': 'カード番号を入力してください。',
  'card.number.error.characters': 'カード番号は数字のみで入力してください。',
  'card.number.error.incomplete': 'カード番号の桁数が足りません。',
  'card.number.error.tooLong': 'カード番号の桁数が多すぎます。',
  'card.number.error.checksum': 'このカード番号は無効です。入力内容に誤りがないかご確認ください。',
  'card.number.error.unknownBrand': 'このカードの種類を認識できません。',
  'card.number.error.notAccepted': '{brand}カードはご利用いただけません。',
  'card.expiry.error.empty': '有効期限を入力してください。',
  'card.expiry.error.format': '有効期限はMM / YYの形式で入力してください。',
  'card.expiry.error.month': '月は01～12で入力してください。',
  'card.expiry.error.past': 'このカードは有効期限が切れています。',
  'card.expiry.error.tooFar': '有効期限が先の日付すぎます。',
  'card.securityCode.error.empty': 'セキュリティコードを入力してください。',
  'card.securityCode.error.characters': 'セキュリティコードは数字のみで入力してください。',
  'card.securityCode.error.length': 'セキュリティコードは{length}桁です。',
  'card.holderName.error.empty': 'カード名義人を入力してください。',
};
