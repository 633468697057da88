import type { DropInMessages } from './drop-in-en';

/** Filipino texts of the drop-in. */
export const dropInFil: DropInMessages = {
  'dropIn.legend': 'Paraan ng pagbabayad',
  'dropIn.savedCard': 'Naka-save na card: {card}',
  'dropIn.loading': 'Nilo-load ang form ng pagbabayad…',
  'dropIn.pay': 'Magbayad ng {amount}',
  'dropIn.payWith': 'Magbayad ng {amount} gamit ang {method}',
  'dropIn.redirect.explanation':
    'Dadalhin kayo sa {method} para kumpirmahin ang bayad na {amount}, at pagkatapos ay babalik kayo sa page na ito.',
  'dropIn.wallet.explanation':
    'Bubuksan ng {method} ang payment sheet nito para kumpirmahin ang bayad na {amount}.',
  'dropIn.busy': 'Pinoproseso ang inyong bayad…',
  'dropIn.stillWorking': 'Pinoproseso pa rin. Pakiiwanang bukas ang page na ito.',
  'dropIn.result.success': 'Naaprubahan ang bayad. Salamat po!',
  'dropIn.result.pending': 'Sinusuri ang inyong bayad. Ipapaalam namin sa inyo ang resulta.',
  'dropIn.result.failed': 'Tinanggihan ang bayad. Subukang muli o pumili ng ibang paraan.',
  'dropIn.result.cancelled': 'Kinansela ang bayad. Walang siningil; pumili ng paraan para subukang muli.',
  'dropIn.result.cancelledMethod':
    'Kinansela ninyo ang bayad gamit ang {method}. Walang siningil: pumili kung paano magbabayad.',
  'dropIn.result.failedMethod':
    'Tinanggihan ang bayad gamit ang {method}. Pumili ng ibang paraan ng pagbabayad.',
  'dropIn.checking': 'Sinusuri ang inyong bayad…',
  'dropIn.error.failed': 'Hindi masimulan ang pagbabayad. Suriin ang inyong koneksyon at subukang muli.',
  'dropIn.method.card': 'Card (debit o credit)',
  'dropIn.method.sepaDirectDebit': 'Direct debit ng SEPA',
  'dropIn.method.ach': 'Bank debit sa pamamagitan ng ACH',
  'dropIn.method.genericRedirect': 'Online banking ng inyong bangko',
  'dropIn.savedMethod': 'Naka-save na {method}: {name}',
  'dropIn.save': 'I-save para sa mga susunod kong bayad',
  'dropIn.remove': 'Alisin ang {name}',
  'dropIn.remove.question':
    'Alisin ang {name} sa mga naka-save mong paraan ng pagbabayad? Puwede mo itong i-save ulit kapag nagbayad ka.',
  'dropIn.remove.keep': 'Panatilihin',
  'dropIn.remove.confirm': 'Alisin',
  'dropIn.remove.busy': 'Inaalis ang {name}…',
  'dropIn.remove.done': 'Naalis na ang {name} sa mga naka-save mong paraan ng pagbabayad.',
  'dropIn.remove.failed': 'Hindi maalis ang {name} at naka-save pa rin ito. Subukan ulit mamaya.',
};
