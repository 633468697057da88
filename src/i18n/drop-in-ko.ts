import type { DropInMessages } from './drop-in-en';

/** Korean texts of the drop-in. */
export const dropInKo: DropInMessages = {
  'dropIn.legend': '결제 수단',
  'dropIn.savedCard': '저장된 카드: {card}',
  'dropIn.loading': '결제 양식을 불러오는 중…',
  'dropIn.pay': '{amount} 결제하기',
  'dropIn.payWith': '{method}(으)로 {amount} 결제하기',
  'dropIn.redirect.explanation':
    '{amount} 결제를 확인하기 위해 {method}(으)로 이동한 후 이 페이지로 돌아옵니다.',
  'dropIn.wallet.explanation': '{amount} 결제를 확인할 수 있도록 {method} 결제 창이 열립니다.',
  'dropIn.busy': '결제를 처리하는 중…',
  'dropIn.stillWorking': '아직 처리 중입니다. 이 페이지를 닫지 마세요.',
  'dropIn.result.success': '결제가 승인되었습니다. 감사합니다!',
  'dropIn.result.pending': '결제를 확인하는 중입니다. 결과를 알려 드리겠습니다.',
  'dropIn.result.failed': '결제가 거절되었습니다. 다시 시도하거나 다른 결제 수단을 선택해 주세요.',
  'dropIn.result.cancelled':
    '결제가 취소되었습니다. 청구된 금액은 없습니다. 다시 시도하려면 결제 수단을 선택해 주세요.',
  'dropIn.result.cancelledMethod':
    '{method} 결제를 취소하셨습니다. 청구된 금액은 없습니다. 결제 수단을 선택해 주세요.',
  'dropIn.result.failedMethod': '{method} 결제가 거절되었습니다. 다른 결제 수단을 선택해 주세요.',
  'dropIn.checking': '결제를 확인하는 중…',
  'dropIn.error.failed': '결제를 시작할 수 없습니다. 인터넷 연결을 확인하고 다시 시도해 주세요.',
  'dropIn.method.card': '카드',
  'dropIn.method.sepaDirectDebit': 'SEPA 자동이체',
  'dropIn.method.ach': 'ACH 계좌 자동이체',
  'dropIn.method.genericRedirect': '인터넷뱅킹',
  'dropIn.savedMethod': '저장된 {method}: {name}',
  'dropIn.save': '다음 결제를 위해 저장',
  'dropIn.remove': '{name} 삭제',
  'dropIn.remove.question':
    '저장된 결제 수단에서 {name}을(를) 삭제할까요? 결제할 때 다시 저장할 수 있습니다.',
  'dropIn.remove.keep': '유지',
  'dropIn.remove.confirm': '삭제',
  'dropIn.remove.busy': '{name} 삭제 중…',
  'dropIn.remove.done': '저장된 결제 수단에서 {name}을(를) 삭제했습니다.',
  'dropIn.remove.failed': '{name}을(를) 삭제하지 못했으며 계속 저장되어 있습니다. 나중에 다시 시도하세요.',
};
