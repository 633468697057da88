import type { DropInMessages } from './drop-in-en';

/** Serbian (Cyrillic) texts of the drop-in. */
export const dropInSr: DropInMessages = {
  'dropIn.legend': 'Начин плаћања',
  'dropIn.savedCard': 'Сачувана картица: {card}',
  'dropIn.loading': 'Учитавање обрасца за плаћање…',
  'dropIn.pay': 'Плати {amount}',
  'dropIn.payWith': 'Плати {amount} преко {method}',
  'dropIn.redirect.explanation':
    'Бићете преусмерени на {method} да потврдите плаћање износа од {amount}, а затим ћете се вратити на ову страницу.',
  'dropIn.wallet.explanation':
    '{method} отвара свој прозор за плаћање да бисте потврдили плаћање износа од {amount}.',
  'dropIn.busy': 'Ваше плаћање се обрађује…',
  'dropIn.stillWorking': 'Обрада је још у току. Молимо вас да не затварате ову страницу.',
  'dropIn.result.success': 'Плаћање је одобрено. Хвала вам!',
  'dropIn.result.pending': 'Ваше плаћање се проверава. Обавестићемо вас о исходу.',
  'dropIn.result.failed': 'Плаћање је одбијено. Покушајте поново или изаберите други начин плаћања.',
  'dropIn.result.cancelled':
    'Плаћање је отказано. Ништа није наплаћено; изаберите начин плаћања да бисте покушали поново.',
  'dropIn.result.cancelledMethod':
    'Отказали сте плаћање преко {method}. Ништа није наплаћено: изаберите како желите да платите.',
  'dropIn.result.failedMethod': 'Плаћање преко {method} је одбијено. Изаберите други начин плаћања.',
  'dropIn.checking': 'Проверавамо ваше плаћање…',
  'dropIn.error.failed': 'Плаћање није могло да започне. Проверите везу и покушајте поново.',
  'dropIn.method.card': 'Платна картица',
  'dropIn.method.sepaDirectDebit': 'SEPA директно задужење',
  'dropIn.method.ach': 'ACH задужење рачуна',
  'dropIn.method.genericRedirect': 'Електронско банкарство',
  'dropIn.savedMethod': 'Сачувано – {method}: {name}',
  'dropIn.save': 'Сачувај за моја следећа плаћања',
  'dropIn.remove': 'Уклони {name}',
  'dropIn.remove.question':
    'Уклонити {name} из сачуваних начина плаћања? Можете га поново сачувати када плаћате.',
  'dropIn.remove.keep': 'Задржи',
  'dropIn.remove.confirm': 'Уклони',
  'dropIn.remove.busy': 'Уклањање {name}…',
  'dropIn.remove.done': '{name} је уклоњен из сачуваних начина плаћања.',
  'dropIn.remove.failed': '{name} није могуће уклонити и и даље је сачуван. Покушајте поново касније.',
};
