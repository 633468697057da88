// @ts-check
/** Vietnamese texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const vi = {
  'shell.brand': 'Bản demo Railkit',
  'shell.pages': 'Các trang demo',
  'shell.language': 'Ngôn ngữ',

  'busy.stillWorking': 'Vẫn đang xử lý — vui lòng không đóng trang này.',
  'busy.starting': 'Đang chuẩn bị biểu mẫu…',
  'busy.checking': 'Đang kiểm tra thông tin ngân hàng của bạn…',
  'busy.payingOut': 'Đang gửi lệnh rút tiền của bạn…',
  'busy.paying': 'Đang xác nhận thanh toán với ngân hàng của bạn…',

  'payout.title': 'Rút số dư',
  'payout.start.title': 'Thông tin rút tiền',
  'payout.country': 'Quốc gia của tài khoản ngân hàng',
  'payout.amount': 'Số tiền',
  'payout.amountHint':
    'Môi trường thử nghiệm: số tiền kết thúc bằng {fails} sẽ thất bại, bằng {pending} sẽ ở trạng thái chờ xử lý.',
  'payout.formLanguage': 'Ngôn ngữ của biểu mẫu',
  'payout.continue': 'Tiếp tục',
  'payout.details.title': 'Chúng tôi nên chuyển tiền đến đâu?',
  'payout.sample': 'Tài khoản mẫu của môi trường thử nghiệm: {sample}',
  'payout.review': 'Xem lại lệnh rút tiền',
  'payout.confirm.title': 'Xác nhận lệnh rút tiền',
  'payout.confirm.amount': 'Số tiền',
  'payout.confirm.to': 'Đến',
  'payout.confirm.holder': 'Chủ tài khoản',
  'payout.payOut': 'Rút tiền',
  'payout.edit': 'Đổi tài khoản ngân hàng',
  'payout.retryHint': '{error} Bạn có thể nhấn “Rút tiền” lần nữa: tiền sẽ không bị chuyển hai lần.',
  'payout.group.iban': 'Các quốc gia dùng IBAN',
  'payout.group.ibanTerritory': 'Các vùng lãnh thổ dùng IBAN (theo định dạng của quốc gia chủ quản)',
  'payout.group.nationalIban': 'IBAN nội địa (ngoài danh bạ SWIFT)',
  'payout.group.rail': 'Thông tin ngân hàng trong nước',

  'payout.success.title': 'Đã gửi lệnh rút tiền',
  'payout.success.detail': '{amount} đang được chuyển đến {account}.',
  'payout.success.next': 'Tiền thường đến trong vòng một ngày làm việc.',
  'payout.failure.title': 'Rút tiền không thành công',
  'payout.failure.detail':
    'Ngân hàng của bạn không thể nhận khoản rút tiền này. Số dư của bạn không thay đổi.',
  'payout.failure.next': 'Thử tài khoản khác',
  'payout.pending.title': 'Lệnh rút tiền đang chờ xử lý',
  'payout.pending.detail': 'Ngân hàng của bạn chưa xác nhận khoản rút tiền {amount}.',
  'payout.unknown.title': 'Chúng tôi không thể xác nhận lệnh rút tiền của bạn',
  'payout.unknown.detail':
    'Kết nối bị gián đoạn trước khi ngân hàng của bạn phản hồi. Đừng rút tiền lại: sẽ không có khoản nào bị chuyển hai lần.',
  'payout.again': 'Tạo lệnh rút tiền khác',

  'result.waiting': 'Đang chờ phản hồi từ ngân hàng của bạn…',
  'result.emailLater': 'Bạn có thể đóng trang này: chúng tôi sẽ gửi email cho bạn khi ngân hàng phản hồi.',
  'result.stoppedWaiting':
    'Ngân hàng của bạn chưa phản hồi. Bạn có thể đóng trang này: chúng tôi sẽ gửi kết quả cho bạn qua email.',

  'checkout.title': 'Thanh toán',
  'checkout.start.title': 'Đơn hàng của bạn',
  'checkout.amount': 'Số tiền',
  'checkout.customer': 'Mã tham chiếu khách hàng',
  'checkout.customerHint': 'Các thẻ mà khách hàng này đã lưu sẽ được đề xuất ở lần thanh toán tiếp theo.',
  'checkout.continue': 'Tiếp tục thanh toán',
  'checkout.pay.title': 'Thanh toán bằng thẻ',
  'checkout.accepted': 'Thẻ được chấp nhận',
  'checkout.payWith': 'Thanh toán bằng',
  'checkout.newCard': 'Thẻ mới',
  'checkout.store': 'Lưu thẻ này cho lần sau',
  'checkout.testCards':
    'Thẻ thử nghiệm: {approves} được chấp thuận, {declines} bị từ chối, {challenge} yêu cầu {threeDS}, {timeout} hết thời gian chờ.',
  'checkout.pay': 'Thanh toán {amount}',
  'checkout.retryHint': '{error} Bạn có thể nhấn “Thanh toán” lần nữa: bạn sẽ không bị trừ tiền hai lần.',
  'checkout.cancelled':
    'Bạn đã đóng bước xác nhận với ngân hàng nên khoản thanh toán chưa được thực hiện. Nhấn “Thanh toán” để thử lại.',
  'checkout.declined': 'Ngân hàng của bạn đã từ chối thẻ. Vui lòng thử thẻ khác.',
  'checkout.timeout': 'Không thể hoàn tất thanh toán kịp thời. Vui lòng thử lại.',
  'checkout.authFailed':
    'Ngân hàng của bạn không thể xác nhận thanh toán. Vui lòng thử lại hoặc dùng thẻ khác.',
  'checkout.failed': 'Thanh toán không thành công. Vui lòng thử lại hoặc dùng thẻ khác.',
  'checkout.startAgain': '{error} Vui lòng bắt đầu lại để thanh toán.',
  'checkout.success.title': 'Thanh toán đã được chấp thuận',
  'checkout.success.detail': '{amount} đã được tạm giữ trên thẻ của bạn.',
  'checkout.success.next': 'Chúng tôi sẽ trừ tiền khi đơn hàng của bạn được gửi đi.',
  'checkout.pending.title': 'Thanh toán đang chờ xử lý',
  'checkout.pending.detail': 'Ngân hàng của bạn chưa phản hồi về khoản thanh toán {amount}.',
  'checkout.unknown.title': 'Chúng tôi không thể xác nhận khoản thanh toán của bạn',
  'checkout.unknown.detail':
    'Kết nối bị gián đoạn trước khi ngân hàng của bạn phản hồi. Đừng thanh toán lại: bạn sẽ không bị trừ tiền hai lần.',
  'checkout.again': 'Bắt đầu đơn hàng mới',
  'checkout.checking': 'Đang kiểm tra khoản thanh toán của bạn…',

  'merchant.title': 'Giao diện người bán',
  'merchant.note':
    'Những gì máy chủ của người bán biết được từ các thông báo có chữ ký. Người thanh toán không bao giờ thấy bảng này.',
  'merchant.order': 'Đơn hàng',
  'merchant.state': 'Trạng thái sau đối soát',
  'merchant.none': 'Chưa có đơn hàng',
  'merchant.awaiting': 'Đang chờ thông báo từ nền tảng…',
  'merchant.payoutState': '{status} (thông báo {id}, đã xác minh chữ ký) · {time}',
  'merchant.paymentState': '{status} (thông báo {action}, đã xác minh chữ ký) · {time}',
  'merchant.capture': 'Thu tiền',
  'merchant.cancel': 'Hủy thanh toán',
  'merchant.refund': 'Hoàn tiền',
  'merchant.authorized': 'Đã chấp thuận',
  'merchant.authorizeFailed': 'Chấp thuận không thành công',
  'merchant.captured': 'Đã thu tiền',
  'merchant.cancelled': 'Đã hủy',
  'merchant.refunded': 'Đã hoàn tiền',
  'merchant.console': 'Mở trong bảng điều khiển sandbox',

  'dropInPage.country': 'Quốc gia',
  'dropInPage.testHint':
    'Môi trường thử nghiệm: số tiền kết thúc bằng {declined} sẽ bị từ chối, bằng {pending} sẽ ở trạng thái chờ xử lý (không áp dụng cho thẻ).',
  'dropInPage.payTitle': 'Thanh toán {amount} cho đơn hàng của bạn',

  'methodsPage.payTitle': 'Chọn cách thanh toán',
  'methodsPage.legend': 'Phương thức thanh toán',
  'methodsPage.popup': 'Mở trang thanh toán trong cửa sổ bật lên và ở lại trang này',
  'methodsPage.redirectHint': 'Bạn sẽ rời trang này để thanh toán bằng {method}, sau đó quay lại đây.',
  'methodsPage.cancelled':
    'Bạn đã hủy thanh toán bằng {method}. Bạn chưa bị trừ tiền: hãy chọn cách thanh toán.',
  'methodsPage.cancelledAny': 'Bạn đã hủy thanh toán. Bạn chưa bị trừ tiền: hãy chọn cách thanh toán.',
  'methodsPage.declined': 'Khoản thanh toán bằng {method} bị từ chối. Vui lòng chọn cách thanh toán khác.',
  'methodsPage.declinedAny': 'Khoản thanh toán bị từ chối. Vui lòng chọn cách thanh toán khác.',
  'methodsPage.popupClosed': 'Cửa sổ thanh toán đã đóng trước khi bạn hoàn tất. Nhấn “Thanh toán” để mở lại.',
  'methodsPage.failed': 'Thanh toán không thành công. Vui lòng thử lại hoặc chọn cách thanh toán khác.',
  'methodsPage.success.detail': 'Khoản thanh toán {amount} của bạn đã được xác nhận.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Rút tiền',
  'page.payout.summary':
    'Rút tiền về tài khoản ngân hàng tại 145 quốc gia, với SDK được nhập dưới dạng mô-đun ES.',
  'page.script-tag.title': 'Thẻ script',
  'page.script-tag.summary':
    'Cùng lệnh rút tiền đó mà không cần bundler: một thẻ <script> kèm mã băm toàn vẹn định nghĩa window.Railkit.',
  'page.checkout.title': 'Thanh toán bằng thẻ',
  'page.checkout.summary':
    'Thanh toán bằng thẻ với biểu mẫu thẻ nằm trong trang này, được mã hóa tại đây trước khi gửi.',
  'page.checkout-drop-in.title': 'Bộ chọn thanh toán',
  'page.checkout-drop-in.summary':
    'Mọi phương thức tại quốc gia của người thanh toán trong một thành phần: thẻ, ghi nợ ngân hàng, chuyển hướng và ví điện tử.',
  'page.checkout-secure.title': 'Trường bảo mật',
  'page.checkout-secure.summary':
    'Cùng khoản thanh toán bằng thẻ đó, với biểu mẫu nằm trong khung của kho bảo mật: dữ liệu thẻ không bao giờ đi qua trang này.',
  'page.checkout-methods.title': 'Mọi phương thức',
  'page.checkout-methods.summary':
    'Thanh toán tại sáu quốc gia với mọi phương thức mà môi trường thử nghiệm cung cấp ở đó: ghi nợ, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Thanh toán qua thẻ script',
  'page.script-tag-checkout.summary':
    'Thanh toán bằng thẻ không cần bundler: thẻ <script> thanh toán định nghĩa window.Railkit; 3-D Secure trong hộp thoại.',
  'page.react.title': 'Ứng dụng React',
  'page.react.summary':
    'Chi trả và thanh toán drop-in dưới dạng thành phần React (railkit/react), mỗi phiên một client.',
  'page.vue.title': 'Ứng dụng Vue',
  'page.vue.summary':
    'Chi trả và thanh toán drop-in dưới dạng thành phần Vue (railkit/vue), mỗi phiên một client.',
};
