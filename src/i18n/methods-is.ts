import type { MethodTexts } from './methods-en';

/** Icelandic texts of the checkout methods' fields (see methods-en.ts). */
export const methodsIs: MethodTexts = {
  'field.account.holderName.label': 'Nafn reikningseiganda',
  'field.account.holderName.error.required': 'Sláðu inn nafn reikningseiganda.',
  'field.mandate.accepted.label': 'Ég samþykki SEPA-beingreiðsluheimildina',
  'field.mandate.accepted.description':
    'Með því að samþykkja þessa heimild veitir þú seljandanum og Railkit Sandbox Payments heimild til að ' +
    'senda bankanum þínum fyrirmæli um að skuldfæra reikninginn þinn, og bankanum þínum heimild til að ' +
    'skuldfæra reikninginn þinn í samræmi við þau fyrirmæli. Þú átt rétt á endurgreiðslu frá bankanum ' +
    'þínum samkvæmt skilmálum samnings þíns við hann, og þarft að krefjast hennar innan 8 vikna frá þeim ' +
    'degi sem reikningurinn þinn var skuldfærður.',
  'field.mandate.accepted.error.required': 'Samþykktu heimildina til að greiða með beingreiðslu.',
  'field.mandate.accepted.error.const': 'Samþykktu heimildina til að greiða með beingreiðslu.',
  'field.payer.name.label': 'Fullt nafn',
  'field.payer.name.error.required': 'Sláðu inn fullt nafn.',
  'field.payer.cpf.label': 'CPF-númer',
  'field.payer.cpf.error.cpf': 'Þetta CPF-númer er ekki gilt: athugaðu síðustu tvo tölustafina.',
  'field.payer.taxId.label': 'CPF- eða CNPJ-númer',
  'field.payer.taxId.error.required': 'Sláðu inn CPF- eða CNPJ-númerið.',
  'field.payer.taxId.error.pattern': 'CPF-númer er 11 tölustafir, CNPJ-númer 14.',
  'field.payer.taxId.error.minLength': 'CPF-númer er 11 tölustafir, CNPJ-númer 14.',
  'field.payer.taxId.error.maxLength': 'CPF-númer er 11 tölustafir, CNPJ-númer 14.',
  'field.payer.taxId.error.cpfCnpj':
    'Þetta CPF- eða CNPJ-númer er ekki gilt: athugaðu síðustu tvo tölustafina.',
  'field.vpa.label': 'UPI-auðkenni',
  'field.vpa.description': 'Sýndargreiðslufangið þitt, t.d. nafn@banki.',
  'field.vpa.error.required': 'Sláðu inn UPI-auðkennið þitt.',
  'field.vpa.error.pattern': 'UPI-auðkenni er á sniðinu nafn@banki.',
  'field.address.street.label': 'Gata og húsnúmer',
  'field.address.city.label': 'Borg eða bær',
  'field.address.state.label': 'Fylki',
  'field.address.state.error.pattern': 'Sláðu inn tveggja stafa kóða fylkisins, t.d. SP.',
  'field.address.postalCode.label': 'CEP (póstnúmer)',
};
