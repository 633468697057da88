import type { DropInMessages } from './drop-in-en';

/** Thai texts of the drop-in. */
export const dropInTh: DropInMessages = {
  'dropIn.legend': 'วิธีการชำระเงิน',
  'dropIn.savedCard': 'บัตรที่บันทึกไว้: {card}',
  'dropIn.loading': 'กำลังโหลดแบบฟอร์มการชำระเงิน…',
  'dropIn.pay': 'ชำระ {amount}',
  'dropIn.payWith': 'ชำระ {amount} ด้วย {method}',
  'dropIn.redirect.explanation': 'ระบบจะพาคุณไปยัง {method} เพื่อยืนยันการชำระเงินจำนวน {amount} จากนั้นจะกลับมายังหน้านี้',
  'dropIn.wallet.explanation': '{method} จะเปิดหน้าต่างชำระเงินเพื่อยืนยันการชำระเงินจำนวน {amount}',
  'dropIn.busy': 'กำลังดำเนินการชำระเงินของคุณ…',
  'dropIn.stillWorking': 'ยังอยู่ระหว่างดำเนินการ กรุณาเปิดหน้านี้ไว้',
  'dropIn.result.success': 'การชำระเงินได้รับอนุมัติแล้ว ขอบคุณ',
  'dropIn.result.pending': 'กำลังตรวจสอบการชำระเงินของคุณ เราจะแจ้งผลให้คุณทราบ',
  'dropIn.result.failed': 'การชำระเงินถูกปฏิเสธ กรุณาลองอีกครั้งหรือเลือกวิธีอื่น',
  'dropIn.result.cancelled': 'ยกเลิกการชำระเงินแล้ว ไม่มีการเรียกเก็บเงิน กรุณาเลือกวิธีการชำระเงินเพื่อลองอีกครั้ง',
  'dropIn.result.cancelledMethod': 'คุณยกเลิกการชำระเงินด้วย {method} แล้ว ไม่มีการเรียกเก็บเงิน กรุณาเลือกวิธีการชำระเงิน',
  'dropIn.result.failedMethod': 'การชำระเงินด้วย {method} ถูกปฏิเสธ กรุณาเลือกวิธีการชำระเงินอื่น',
  'dropIn.checking': 'กำลังตรวจสอบการชำระเงินของคุณ…',
  'dropIn.error.failed': 'ไม่สามารถเริ่มการชำระเงินได้ กรุณาตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
  'dropIn.method.card': 'บัตร',
  'dropIn.method.sepaDirectDebit': 'หักบัญชีอัตโนมัติ SEPA',
  'dropIn.method.ach': 'หักบัญชีธนาคารผ่าน ACH',
  'dropIn.method.genericRedirect': 'อินเทอร์เน็ตแบงกิ้ง',
};
