import type { CardMessages } from './card-en';

/** Korean texts of the card form. */
export const cardKo: CardMessages = {
  'card.number.label': '카드 번호',
  'card.expiry.label': '유효기간',
  'card.expiry.placeholder': 'MM / YY',
  'card.securityCode.label': '보안 코드',
  'card.securityCode.storedLabel': '{card}의 보안 코드',
  'card.securityCode.hint': '숫자 {length}자리({name})',
  'card.holderName.label': '카드에 표시된 이름',
  'card.scheme.legend': '사용할 카드 브랜드',
  'card.brand.detected': '{brand} 카드',
  'card.frame.title': '보안 카드 정보',
  'card.frame.unavailable':
    '카드 입력 양식을 불러올 수 없습니다. 인터넷 연결을 확인하고 페이지를 새로고침해 주세요.',
  'card.number.error.empty': '카드 번호를 입력해 주세요.',
  'card.number.error.characters': '카드 번호는 숫자로만 입력해 주세요.',
  'card.number.error.incomplete': '카드 번호가 완전하지 않습니다.',
  'card.number.error.tooLong': '카드 번호가 너무 깁니다.',
  'card.number.error.checksum': '유효하지 않은 카드 번호입니다. 오타가 없는지 확인해 주세요.',
  'card.number.error.unknownBrand': '인식할 수 없는 카드 종류입니다.',
  'card.number.error.notAccepted': '{brand} 카드는 여기에서 사용할 수 없습니다.',
  'card.expiry.error.empty': '유효기간을 입력해 주세요.',
  'card.expiry.error.format': '유효기간을 MM / YY 형식으로 입력해 주세요.',
  'card.expiry.error.month': '월은 01부터 12 사이여야 합니다.',
  'card.expiry.error.past': '유효기간이 지난 카드입니다.',
  'card.expiry.error.tooFar': '유효기간이 너무 먼 미래로 되어 있습니다.',
  'card.securityCode.error.empty': '보안 코드를 입력해 주세요.',
  'card.securityCode.error.characters': '보안 코드는 숫자로만 입력해 주세요.',
  'card.securityCode.error.length': '보안 코드는 {length}자리입니다.',
  'card.holderName.error.empty': '카드에 표시된 이름을 입력해 주세요.',
};
