// @ts-check
/** Korean texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const ko = {
  'shell.brand': 'Railkit 데모',
  'shell.pages': '데모 페이지',
  'shell.language': '언어',

  'busy.stillWorking': '아직 처리 중입니다. 이 페이지를 닫지 마세요.',
  'busy.starting': '양식을 준비하는 중…',
  'busy.checking': '계좌 정보를 확인하는 중…',
  'busy.payingOut': '출금을 요청하는 중…',
  'busy.paying': '은행에서 결제를 확인하는 중…',

  'payout.title': '잔액 출금',
  'payout.start.title': '출금 정보',
  'payout.country': '은행 계좌 국가',
  'payout.amount': '금액',
  'payout.amountHint':
    '샌드박스: {fails}(으)로 끝나는 금액은 실패하고, {pending}(으)로 끝나는 금액은 대기 상태로 남습니다.',
  'payout.formLanguage': '양식 언어',
  'payout.continue': '계속',
  'payout.details.title': '어디로 송금해 드릴까요?',
  'payout.sample': '샌드박스 예시 계좌: {sample}',
  'payout.review': '출금 내용 확인',
  'payout.confirm.title': '출금 확인',
  'payout.confirm.amount': '금액',
  'payout.confirm.to': '받는 계좌',
  'payout.confirm.holder': '예금주',
  'payout.payOut': '출금하기',
  'payout.edit': '은행 계좌 변경',
  'payout.retryHint': '{error} ‘출금하기’를 다시 눌러도 두 번 출금되지 않습니다.',
  'payout.group.iban': 'IBAN 사용 국가',
  'payout.group.ibanTerritory': 'IBAN 사용 지역(본국 형식)',
  'payout.group.nationalIban': '국내 IBAN(SWIFT 등록부 외)',
  'payout.group.rail': '현지 은행 정보',

  'payout.success.title': '출금이 전송되었습니다',
  'payout.success.detail': '{account}(으)로 {amount}을(를) 보내는 중입니다.',
  'payout.success.next': '보통 영업일 기준 1일 이내에 입금됩니다.',
  'payout.failure.title': '출금 실패',
  'payout.failure.detail': '은행에서 이 출금을 받을 수 없습니다. 잔액은 변동되지 않았습니다.',
  'payout.failure.next': '다른 계좌로 시도',
  'payout.pending.title': '출금 대기 중',
  'payout.pending.detail': '은행에서 아직 {amount} 출금을 확인하지 않았습니다.',
  'payout.unknown.title': '출금을 확인할 수 없습니다',
  'payout.unknown.detail':
    '은행이 응답하기 전에 연결이 끊어졌습니다. 다시 출금하지 마세요. 두 번 지급되지 않습니다.',
  'payout.again': '새로 출금하기',

  'result.waiting': '은행의 응답을 기다리는 중…',
  'result.emailLater': '이 페이지를 닫으셔도 됩니다. 은행이 응답하면 이메일로 알려 드리겠습니다.',
  'result.stoppedWaiting':
    '은행이 아직 응답하지 않았습니다. 이 페이지를 닫으셔도 됩니다. 결과는 이메일로 알려 드리겠습니다.',

  'checkout.title': '결제',
  'checkout.start.title': '주문 내역',
  'checkout.amount': '금액',
  'checkout.customer': '고객 참조 번호',
  'checkout.customerHint': '이 고객이 저장한 카드는 다음 결제 시 표시됩니다.',
  'checkout.continue': '결제 계속하기',
  'checkout.pay.title': '카드로 결제',
  'checkout.accepted': '사용 가능한 카드',
  'checkout.payWith': '결제 수단',
  'checkout.newCard': '새 카드',
  'checkout.store': '다음에 사용할 수 있도록 이 카드 저장',
  'checkout.testCards':
    '샌드박스 카드: {approves}은(는) 승인, {declines}은(는) 거절, {challenge}은(는) {threeDS} 요청, {timeout}은(는) 시간 초과됩니다.',
  'checkout.pay': '{amount} 결제하기',
  'checkout.retryHint': '{error} ‘결제하기’를 다시 눌러도 두 번 청구되지 않습니다.',
  'checkout.cancelled':
    '은행 인증 창을 닫으셔서 결제가 완료되지 않았습니다. 다시 시도하려면 ‘결제하기’를 눌러 주세요.',
  'checkout.declined': '은행에서 카드를 거절했습니다. 다른 카드로 시도해 주세요.',
  'checkout.timeout': '시간 내에 결제를 완료하지 못했습니다. 다시 시도해 주세요.',
  'checkout.authFailed': '은행에서 결제를 확인하지 못했습니다. 다시 시도하거나 다른 카드를 사용해 주세요.',
  'checkout.failed': '결제에 실패했습니다. 다시 시도하거나 다른 카드를 사용해 주세요.',
  'checkout.startAgain': '{error} 처음부터 다시 결제해 주세요.',
  'checkout.success.title': '결제 승인 완료',
  'checkout.success.detail': '카드에 {amount} 가승인이 완료되었습니다.',
  'checkout.success.next': '주문 상품이 발송되면 청구됩니다.',
  'checkout.pending.title': '결제 대기 중',
  'checkout.pending.detail': '은행에서 아직 {amount} 결제에 대해 응답하지 않았습니다.',
  'checkout.unknown.title': '결제를 확인할 수 없습니다',
  'checkout.unknown.detail':
    '은행이 응답하기 전에 연결이 끊어졌습니다. 다시 결제하지 마세요. 두 번 청구되지 않습니다.',
  'checkout.again': '새로 주문하기',
  'checkout.checking': '결제를 확인하는 중…',

  'merchant.title': '가맹점 화면',
  'merchant.note':
    '가맹점 서버가 서명된 알림을 통해 알고 있는 정보입니다. 결제자에게는 이 패널이 표시되지 않습니다.',
  'merchant.order': '주문',
  'merchant.state': '대사 완료 상태',
  'merchant.none': '아직 주문이 없습니다',
  'merchant.awaiting': '플랫폼 알림을 기다리는 중…',
  'merchant.payoutState': '{status} (알림 {id}, 서명 확인됨) · {time}',
  'merchant.paymentState': '{status} ({action} 알림, 서명 확인됨) · {time}',
  'merchant.capture': '매입',
  'merchant.cancel': '결제 취소',
  'merchant.refund': '환불',
  'merchant.authorized': '승인됨',
  'merchant.authorizeFailed': '승인 실패',
  'merchant.captured': '매입됨',
  'merchant.cancelled': '취소됨',
  'merchant.refunded': '환불됨',
  'merchant.console': '샌드박스 콘솔에서 열기',

  'dropInPage.country': '국가',
  'dropInPage.testHint':
    '샌드박스: {declined}(으)로 끝나는 금액은 거절되고, {pending}(으)로 끝나는 금액은 대기 상태로 남습니다(카드 제외).',
  'dropInPage.payTitle': '주문 금액 {amount} 결제하기',

  'methodsPage.payTitle': '결제 수단 선택',
  'methodsPage.legend': '결제 수단',
  'methodsPage.popup': '이 페이지에 머무르면서 팝업 창에서 결제 페이지 열기',
  'methodsPage.redirectHint': '{method}(으)로 결제하기 위해 이 페이지를 벗어난 후 다시 이곳으로 돌아옵니다.',
  'methodsPage.cancelled':
    '{method} 결제를 취소하셨습니다. 청구된 금액은 없습니다. 결제 수단을 선택해 주세요.',
  'methodsPage.cancelledAny': '결제를 취소하셨습니다. 청구된 금액은 없습니다. 결제 수단을 선택해 주세요.',
  'methodsPage.declined': '{method} 결제가 거절되었습니다. 다른 결제 수단을 선택해 주세요.',
  'methodsPage.declinedAny': '결제가 거절되었습니다. 다른 결제 수단을 선택해 주세요.',
  'methodsPage.popupClosed':
    '결제를 완료하기 전에 결제 창이 닫혔습니다. 다시 열려면 ‘결제하기’를 눌러 주세요.',
  'methodsPage.failed': '결제에 실패했습니다. 다시 시도하거나 다른 결제 수단을 선택해 주세요.',
  'methodsPage.success.detail': '{amount} 결제가 확인되었습니다.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': '출금',
  'page.payout.summary': '145개국 은행 계좌로 출금하며, SDK는 ES 모듈로 가져옵니다.',
  'page.script-tag.title': '스크립트 태그',
  'page.script-tag.summary':
    '번들러 없이 같은 출금: 무결성 해시가 있는 <script> 하나가 window.Railkit을 정의합니다.',
  'page.checkout.title': '카드 결제',
  'page.checkout.summary':
    '이 페이지 안의 카드 양식으로 하는 카드 결제로, 카드 정보는 전송 전에 이 페이지에서 암호화됩니다.',
  'page.checkout-drop-in.title': '드롭인',
  'page.checkout-drop-in.summary':
    '결제자 국가의 모든 결제 수단을 하나의 요소로: 카드, 계좌 자동이체, 리디렉션, 간편결제.',
  'page.checkout-secure.title': '보안 필드',
  'page.checkout-secure.summary':
    '같은 카드 결제를 보관소 프레임 안의 양식으로: 카드 정보가 이 페이지에 전혀 닿지 않습니다.',
  'page.checkout-methods.title': '모든 결제 수단',
  'page.checkout-methods.summary':
    '6개국에서 샌드박스가 제공하는 모든 결제 수단으로 결제: 자동이체, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': '스크립트 태그 결제',
  'page.script-tag-checkout.summary':
    '번들러 없는 카드 결제: 결제용 <script>가 window.Railkit을 정의하고, 3-D Secure는 대화 상자에서 진행됩니다.',
  'page.react.title': 'React 앱',
  'page.react.summary': '지급과 드롭인 결제를 React 컴포넌트(railkit/react)로, 세션마다 클라이언트 하나로.',
  'page.vue.title': 'Vue 앱',
  'page.vue.summary': '지급과 드롭인 결제를 Vue 컴포넌트(railkit/vue)로, 세션마다 클라이언트 하나로.',
};
