import type { DropInMessages } from './drop-in-en';

/** Turkish texts of the drop-in. */
export const dropInTr: DropInMessages = {
  'dropIn.legend': 'Ödeme yöntemi',
  'dropIn.savedCard': 'Kayıtlı kart: {card}',
  'dropIn.loading': 'Ödeme formu yükleniyor…',
  'dropIn.pay': '{amount} öde',
  'dropIn.payWith': '{method} ile {amount} öde',
  'dropIn.redirect.explanation':
    '{amount} tutarındaki ödemeyi onaylamak için {method} sayfasına yönlendirileceksiniz, ardından bu sayfaya geri döneceksiniz.',
  'dropIn.wallet.explanation': '{method}, {amount} tutarındaki ödemeyi onaylamak için ödeme ekranını açar.',
  'dropIn.busy': 'Ödemeniz işleniyor…',
  'dropIn.stillWorking': 'İşlem sürüyor. Lütfen bu sayfayı açık tutun.',
  'dropIn.result.success': 'Ödeme onaylandı. Teşekkür ederiz!',
  'dropIn.result.pending': 'Ödemeniz kontrol ediliyor. Sonuç size bildirilecek.',
  'dropIn.result.failed': 'Ödeme reddedildi. Tekrar deneyin veya başka bir yöntem seçin.',
  'dropIn.result.cancelled':
    'Ödeme iptal edildi. Herhangi bir tutar tahsil edilmedi; tekrar denemek için bir yöntem seçin.',
  'dropIn.result.cancelledMethod':
    '{method} ile ödemeyi iptal ettiniz. Herhangi bir tutar tahsil edilmedi: nasıl ödeyeceğinizi seçin.',
  'dropIn.result.failedMethod': '{method} ile yapılan ödeme reddedildi. Başka bir ödeme yöntemi seçin.',
  'dropIn.checking': 'Ödemeniz kontrol ediliyor…',
  'dropIn.error.failed': 'Ödeme başlatılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
  'dropIn.method.card': 'Kart',
  'dropIn.method.sepaDirectDebit': 'SEPA Otomatik Ödeme',
  'dropIn.method.ach': 'ACH banka ödemesi',
  'dropIn.method.genericRedirect': 'İnternet bankacılığı',
  'dropIn.savedMethod': 'Kayıtlı {method}: {name}',
  'dropIn.save': 'Sonraki ödemelerim için kaydet',
  'dropIn.remove': '{name} kaldır',
  'dropIn.remove.question':
    '{name} kayıtlı ödeme yöntemlerinizden kaldırılsın mı? Ödeme yaparken yeniden kaydedebilirsiniz.',
  'dropIn.remove.keep': 'Sakla',
  'dropIn.remove.confirm': 'Kaldır',
  'dropIn.remove.busy': '{name} kaldırılıyor…',
  'dropIn.remove.done': '{name} kayıtlı ödeme yöntemlerinizden kaldırıldı.',
  'dropIn.remove.failed': '{name} kaldırılamadı ve hâlâ kayıtlı. Daha sonra yeniden deneyin.',
};
