import type { DropInMessages } from './drop-in-en';

/** Icelandic texts of the drop-in. */
export const dropInIs: DropInMessages = {
  'dropIn.legend': 'Greiðslumáti',
  'dropIn.savedCard': 'Vistað kort: {card}',
  'dropIn.loading': 'Hleð greiðsluformi…',
  'dropIn.pay': 'Greiða {amount}',
  'dropIn.payWith': 'Greiða {amount} með {method}',
  'dropIn.redirect.explanation':
    'Þú ferð á {method} til að staðfesta greiðslu upp á {amount} og kemur svo aftur á þessa síðu.',
  'dropIn.wallet.explanation': '{method} opnar greiðsluglugga sinn til að staðfesta greiðslu upp á {amount}.',
  'dropIn.busy': 'Greiðslan er í vinnslu…',
  'dropIn.stillWorking': 'Enn í vinnslu. Hafðu þessa síðu opna.',
  'dropIn.result.success': 'Greiðsla heimiluð. Takk fyrir!',
  'dropIn.result.pending': 'Verið er að yfirfara greiðsluna. Þú færð að vita niðurstöðuna.',
  'dropIn.result.failed': 'Greiðslunni var hafnað. Reyndu aftur eða veldu annan greiðslumáta.',
  'dropIn.result.cancelled':
    'Hætt var við greiðsluna. Ekkert var gjaldfært; veldu greiðslumáta til að reyna aftur.',
  'dropIn.result.cancelledMethod':
    'Þú hættir við greiðsluna með {method}. Ekkert var gjaldfært: veldu hvernig þú vilt greiða.',
  'dropIn.result.failedMethod': 'Greiðslunni með {method} var hafnað. Veldu aðra leið til að greiða.',
  'dropIn.checking': 'Verið er að athuga greiðsluna…',
  'dropIn.error.failed': 'Ekki tókst að hefja greiðsluna. Athugaðu nettenginguna og reyndu aftur.',
  'dropIn.savedMethod': 'Vistað ({method}): {name}',
  'dropIn.save': 'Vista fyrir næstu greiðslur mínar',
  'dropIn.remove': 'Fjarlægja {name}',
  'dropIn.remove.question':
    'Fjarlægja {name} úr vistuðum greiðslumátum? Þú getur vistað það aftur þegar þú greiðir.',
  'dropIn.remove.keep': 'Halda því',
  'dropIn.remove.confirm': 'Fjarlægja',
  'dropIn.remove.busy': 'Fjarlægi {name}…',
  'dropIn.remove.done': '{name} var fjarlægt úr vistuðum greiðslumátum.',
  'dropIn.remove.failed': 'Ekki tókst að fjarlægja {name} og það er enn vistað. Reyndu aftur síðar.',
  'dropIn.method.card': 'Kort',
  'dropIn.method.sepaDirectDebit': 'SEPA-beingreiðsla',
  'dropIn.method.ach': 'ACH-bankaskuldfærsla',
  'dropIn.method.genericRedirect': 'Netbanki',
};
