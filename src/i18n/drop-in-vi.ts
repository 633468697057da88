import type { DropInMessages } from './drop-in-en';

/** Vietnamese texts of the drop-in. */
export const dropInVi: DropInMessages = {
  'dropIn.legend': 'Phương thức thanh toán',
  'dropIn.savedCard': 'Thẻ đã lưu: {card}',
  'dropIn.loading': 'Đang tải biểu mẫu thanh toán…',
  'dropIn.pay': 'Thanh toán {amount}',
  'dropIn.payWith': 'Thanh toán {amount} bằng {method}',
  'dropIn.redirect.explanation':
    'Bạn sẽ được chuyển đến {method} để xác nhận khoản thanh toán {amount}, sau đó quay lại trang này.',
  'dropIn.wallet.explanation': '{method} sẽ mở cửa sổ thanh toán để xác nhận khoản thanh toán {amount}.',
  'dropIn.busy': 'Đang xử lý thanh toán của bạn…',
  'dropIn.stillWorking': 'Vẫn đang xử lý. Vui lòng không đóng trang này.',
  'dropIn.result.success': 'Thanh toán đã được chấp thuận. Cảm ơn bạn!',
  'dropIn.result.pending': 'Khoản thanh toán của bạn đang được kiểm tra. Bạn sẽ được thông báo kết quả.',
  'dropIn.result.failed': 'Khoản thanh toán bị từ chối. Vui lòng thử lại hoặc chọn phương thức khác.',
  'dropIn.result.cancelled':
    'Khoản thanh toán đã bị hủy. Bạn chưa bị trừ tiền; hãy chọn một phương thức để thử lại.',
  'dropIn.result.cancelledMethod':
    'Bạn đã hủy thanh toán bằng {method}. Bạn chưa bị trừ tiền: hãy chọn cách thanh toán.',
  'dropIn.result.failedMethod':
    'Khoản thanh toán bằng {method} bị từ chối. Vui lòng chọn cách thanh toán khác.',
  'dropIn.checking': 'Đang kiểm tra khoản thanh toán của bạn…',
  'dropIn.error.failed': 'Không thể bắt đầu thanh toán. Vui lòng kiểm tra kết nối và thử lại.',
  'dropIn.method.card': 'Thẻ',
  'dropIn.method.sepaDirectDebit': 'Ghi nợ trực tiếp SEPA',
  'dropIn.method.ach': 'Ghi nợ ngân hàng ACH',
  'dropIn.method.genericRedirect': 'Ngân hàng trực tuyến',
  'dropIn.savedMethod': '{method} đã lưu: {name}',
  'dropIn.save': 'Lưu cho các lần thanh toán sau của tôi',
  'dropIn.remove': 'Xóa {name}',
  'dropIn.remove.question':
    'Xóa {name} khỏi các phương thức thanh toán đã lưu? Bạn có thể lưu lại khi thanh toán.',
  'dropIn.remove.keep': 'Giữ lại',
  'dropIn.remove.confirm': 'Xóa',
  'dropIn.remove.busy': 'Đang xóa {name}…',
  'dropIn.remove.done': 'Đã xóa {name} khỏi các phương thức thanh toán đã lưu.',
  'dropIn.remove.failed': 'Không thể xóa {name} và phương thức này vẫn được lưu. Vui lòng thử lại sau.',
};
