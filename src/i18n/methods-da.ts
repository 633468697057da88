import type { MethodTexts } from './methods-en';

/** Danish texts of the checkout methods' fields (see methods-en.ts). */
export const methodsDa: MethodTexts = {
  'field.account.holderName.label': 'Kontohavers navn',
  'field.account.holderName.error.required': 'Indtast kontohavers navn.',
  'field.mandate.accepted.label': 'Jeg giver fuldmagt til SEPA-direkte debitering',
  'field.mandate.accepted.description':
    'Ved at give denne fuldmagt giver du forretningen og Railkit Sandbox Payments tilladelse til at sende ' +
    'instruktioner til dit pengeinstitut om at debitere din konto, og dit pengeinstitut tilladelse til at debitere ' +
    'din konto i overensstemmelse med disse instruktioner. Du har ret til at få pengene tilbage fra dit ' +
    'pengeinstitut i henhold til vilkårene i din aftale med det. Krav om tilbagebetaling skal fremsættes inden for ' +
    '8 uger fra den dato, hvor din konto blev debiteret.',
  'field.mandate.accepted.error.required': 'Giv fuldmagten for at betale med direkte debitering.',
  'field.mandate.accepted.error.const': 'Giv fuldmagten for at betale med direkte debitering.',
  'field.payer.name.label': 'Fulde navn',
  'field.payer.name.error.required': 'Indtast det fulde navn.',
  'field.payer.cpf.label': 'CPF-nummer',
  'field.payer.cpf.error.cpf': 'Dette CPF-nummer er ugyldigt: Tjek de sidste to cifre.',
  'field.payer.taxId.label': 'CPF eller CNPJ',
  'field.payer.taxId.error.required': 'Indtast CPF- eller CNPJ-nummeret.',
  'field.payer.taxId.error.pattern': 'Et CPF-nummer har 11 cifre, et CNPJ-nummer 14.',
  'field.payer.taxId.error.minLength': 'Et CPF-nummer har 11 cifre, et CNPJ-nummer 14.',
  'field.payer.taxId.error.maxLength': 'Et CPF-nummer har 11 cifre, et CNPJ-nummer 14.',
  'field.payer.taxId.error.cpfCnpj': 'Dette CPF- eller CNPJ-nummer er ugyldigt: Tjek de sidste to cifre.',
  'field.vpa.label': 'UPI-id',
  'field.vpa.description': 'Din virtuelle betalingsadresse, f.eks. name@bank.',
  'field.vpa.error.required': 'Indtast dit UPI-id.',
  'field.vpa.error.pattern': 'Et UPI-id har formen name@bank.',
  'field.address.street.label': 'Gade og husnummer',
  'field.address.city.label': 'By',
  'field.address.state.label': 'Delstat',
  'field.address.state.error.pattern': 'Indtast delstatens kode på to bogstaver, f.eks. SP.',
  'field.address.postalCode.label': 'CEP (postnummer)',
};
