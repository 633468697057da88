import type { DropInMessages } from './drop-in-en';

/** Hindi texts of the drop-in. */
export const dropInHi: DropInMessages = {
  'dropIn.legend': 'भुगतान का तरीका',
  'dropIn.savedCard': 'सहेजा गया कार्ड: {card}',
  'dropIn.loading': 'भुगतान फ़ॉर्म लोड हो रहा है…',
  'dropIn.pay': '{amount} का भुगतान करें',
  'dropIn.payWith': '{method} से {amount} का भुगतान करें',
  'dropIn.redirect.explanation':
    '{amount} के भुगतान की पुष्टि करने के लिए आपको {method} पर ले जाया जाएगा, फिर आप इस पेज पर वापस आ जाएँगे।',
  'dropIn.wallet.explanation': '{amount} के भुगतान की पुष्टि के लिए {method} अपनी भुगतान विंडो खोलता है।',
  'dropIn.busy': 'आपका भुगतान प्रोसेस हो रहा है…',
  'dropIn.stillWorking': 'अभी भी प्रोसेस हो रहा है। कृपया यह पेज खुला रखें।',
  'dropIn.result.success': 'भुगतान अधिकृत हो गया। धन्यवाद!',
  'dropIn.result.pending': 'आपके भुगतान की जाँच की जा रही है। परिणाम की जानकारी आपको दी जाएगी।',
  'dropIn.result.failed': 'भुगतान अस्वीकार कर दिया गया। फिर से कोशिश करें या कोई दूसरा तरीका चुनें।',
  'dropIn.result.cancelled':
    'भुगतान रद्द कर दिया गया। कोई राशि नहीं काटी गई; फिर से कोशिश करने के लिए कोई तरीका चुनें।',
  'dropIn.result.cancelledMethod':
    'आपने {method} से भुगतान रद्द कर दिया। कोई राशि नहीं काटी गई: भुगतान का तरीका चुनें।',
  'dropIn.result.failedMethod': '{method} से किया गया भुगतान अस्वीकार कर दिया गया। भुगतान का कोई दूसरा तरीका चुनें।',
  'dropIn.checking': 'आपके भुगतान की जाँच की जा रही है…',
  'dropIn.error.failed': 'भुगतान शुरू नहीं हो सका। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  'dropIn.method.card': 'कार्ड',
  'dropIn.method.sepaDirectDebit': 'SEPA डायरेक्ट डेबिट',
  'dropIn.method.ach': 'ACH बैंक डेबिट',
  'dropIn.method.genericRedirect': 'नेट बैंकिंग',
  'dropIn.savedMethod': 'सहेजा गया {method}: {name}',
  'dropIn.save': 'मेरे अगले भुगतानों के लिए सहेजें',
  'dropIn.remove': '{name} हटाएँ',
  'dropIn.remove.question':
    'क्या {name} को आपके सहेजे गए भुगतान तरीकों से हटाना है? भुगतान करते समय आप इसे फिर से सहेज सकते हैं।',
  'dropIn.remove.keep': 'इसे रखें',
  'dropIn.remove.confirm': 'हटाएँ',
  'dropIn.remove.busy': '{name} हटाया जा रहा है…',
  'dropIn.remove.done': '{name} को आपके सहेजे गए भुगतान तरीकों से हटा दिया गया।',
  'dropIn.remove.failed': '{name} को हटाया नहीं जा सका और यह अभी भी सहेजा हुआ है। बाद में फिर से कोशिश करें।',
};
