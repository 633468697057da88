import type { DropInMessages } from './drop-in-en';

/** Maltese texts of the drop-in. */
export const dropInMt: DropInMessages = {
  'dropIn.legend': 'Metodu ta’ ħlas',
  'dropIn.savedCard': 'Karta maħżuna: {card}',
  'dropIn.loading': 'Qed titella’ l-formola tal-ħlas…',
  'dropIn.pay': 'Ħallas {amount}',
  'dropIn.payWith': 'Ħallas {amount} b’{method}',
  'dropIn.redirect.explanation':
    'Se tmur fuq {method} biex tikkonferma l-ħlas ta’ {amount}, imbagħad terġa’ lura għal din il-paġna.',
  'dropIn.wallet.explanation':
    '{method} jiftaħ il-paġna tal-ħlas tiegħu biex tikkonferma l-ħlas ta’ {amount}.',
  'dropIn.busy': 'Qed jiġi pproċessat il-ħlas tiegħek…',
  'dropIn.stillWorking': 'Għadu qed jiġi pproċessat. Jekk jogħġbok żomm din il-paġna miftuħa.',
  'dropIn.result.success': 'Il-ħlas ġie awtorizzat. Grazzi!',
  'dropIn.result.pending': 'Il-ħlas tiegħek qed jiġi vverifikat. Tiġi infurmat bir-riżultat.',
  'dropIn.result.failed': 'Il-ħlas ġie miċħud. Erġa’ pprova jew agħżel metodu ieħor.',
  'dropIn.result.cancelled':
    'Il-ħlas ġie kkanċellat. Ma ġie debitat xejn; agħżel metodu biex terġa’ tipprova.',
  'dropIn.result.cancelledMethod':
    'Ikkanċellajt il-ħlas b’{method}. Ma ġie debitat xejn: agħżel kif trid tħallas.',
  'dropIn.result.failedMethod': 'Il-ħlas b’{method} ġie miċħud. Agħżel mod ieħor kif tħallas.',
  'dropIn.checking': 'Qed jiġi ċċekkjat il-ħlas tiegħek…',
  'dropIn.error.failed': 'Il-ħlas ma setax jinbeda. Iċċekkja l-konnessjoni u erġa’ pprova.',
  'dropIn.savedMethod': 'Maħżun ({method}): {name}',
  'dropIn.save': 'Aħżen għall-ħlasijiet li jmiss tiegħi',
  'dropIn.remove': 'Neħħi {name}',
  'dropIn.remove.question':
    'Tneħħi {name} mill-metodi tal-ħlas maħżuna tiegħek? Tista’ terġa’ taħżnu meta tħallas.',
  'dropIn.remove.keep': 'Żommu',
  'dropIn.remove.confirm': 'Neħħi',
  'dropIn.remove.busy': 'Qed jitneħħa {name}…',
  'dropIn.remove.done': '{name} tneħħa mill-metodi tal-ħlas maħżuna tiegħek.',
  'dropIn.remove.failed': '{name} ma setax jitneħħa u għadu maħżun. Erġa’ pprova aktar tard.',
  'dropIn.method.card': 'Karta',
  'dropIn.method.sepaDirectDebit': 'Debitu dirett SEPA',
  'dropIn.method.ach': 'Debitu bankarju ACH',
  'dropIn.method.genericRedirect': 'Bankar onlajn',
};
