import type { MethodTexts } from './methods-en';

/** Vietnamese texts of the checkout methods' fields (see methods-en.ts). */
export const methodsVi: MethodTexts = {
  'field.account.holderName.label': 'Tên chủ tài khoản',
  'field.account.holderName.error.required': 'Nhập tên chủ tài khoản.',
  'field.mandate.accepted.label': 'Tôi chấp nhận ủy quyền ghi nợ trực tiếp SEPA',
  'field.mandate.accepted.description':
    'Khi chấp nhận ủy quyền này, bạn cho phép người bán và Railkit Sandbox Payments gửi chỉ thị đến ngân hàng của bạn để ghi nợ tài khoản của bạn, và cho phép ngân hàng của bạn ghi nợ tài khoản theo các chỉ thị đó. Bạn có quyền được ngân hàng hoàn tiền theo các điều khoản trong thỏa thuận giữa bạn và ngân hàng; yêu cầu hoàn tiền phải được gửi trong vòng 8 tuần kể từ ngày tài khoản của bạn bị ghi nợ.',
  'field.mandate.accepted.error.required': 'Chấp nhận ủy quyền để thanh toán bằng ghi nợ trực tiếp.',
  'field.mandate.accepted.error.const': 'Chấp nhận ủy quyền để thanh toán bằng ghi nợ trực tiếp.',
  'field.payer.name.label': 'Họ và tên',
  'field.payer.name.error.required': 'Nhập họ và tên đầy đủ.',
  'field.payer.cpf.label': 'Số CPF',
  'field.payer.cpf.error.cpf': 'Số CPF này không hợp lệ: vui lòng kiểm tra hai chữ số cuối.',
  'field.payer.taxId.label': 'Số CPF hoặc CNPJ',
  'field.payer.taxId.error.required': 'Nhập số CPF hoặc CNPJ.',
  'field.payer.taxId.error.pattern': 'Số CPF gồm 11 chữ số, số CNPJ gồm 14 chữ số.',
  'field.payer.taxId.error.minLength': 'Số CPF gồm 11 chữ số, số CNPJ gồm 14 chữ số.',
  'field.payer.taxId.error.maxLength': 'Số CPF gồm 11 chữ số, số CNPJ gồm 14 chữ số.',
  'field.payer.taxId.error.cpfCnpj': 'Số CPF hoặc CNPJ này không hợp lệ: vui lòng kiểm tra hai chữ số cuối.',
  'field.vpa.label': 'Mã UPI',
  'field.vpa.description': 'Địa chỉ thanh toán ảo của bạn, ví dụ name@bank.',
  'field.vpa.error.required': 'Nhập mã UPI của bạn.',
  'field.vpa.error.pattern': 'Mã UPI có dạng name@bank.',
  'field.address.street.label': 'Số nhà và tên đường',
  'field.address.city.label': 'Thành phố',
  'field.address.state.label': 'Bang',
  'field.address.state.error.pattern': 'Nhập mã bang gồm hai chữ cái, ví dụ SP.',
  'field.address.postalCode.label': 'CEP (mã bưu chính)',
};
