import type { MethodTexts } from './methods-en';

/** Italian texts of the checkout methods' fields (see methods-en.ts). */
export const methodsIt: MethodTexts = {
  'field.account.holderName.label': 'Intestatario del conto',
  'field.account.holderName.error.required': 'Inserire il nome dell’intestatario del conto.',
  'field.mandate.accepted.label': 'Accetto il mandato di addebito diretto SEPA',
  'field.mandate.accepted.description':
    'Accettando questo mandato autorizzo l’esercente e Railkit Sandbox Payments a richiedere alla mia banca ' +
    'l’addebito del mio conto e la mia banca a procedere a tale addebito conformemente alle disposizioni impartite. ' +
    'Ho diritto di essere rimborsato dalla mia banca secondo gli accordi e le condizioni che regolano il rapporto ' +
    'con quest’ultima; il rimborso deve essere richiesto entro 8 settimane dalla data di addebito sul conto.',
  'field.mandate.accepted.error.required': 'Accettare il mandato per pagare con addebito diretto.',
  'field.mandate.accepted.error.const': 'Accettare il mandato per pagare con addebito diretto.',
  'field.payer.name.label': 'Nome e cognome',
  'field.payer.name.error.required': 'Inserire nome e cognome.',
  'field.payer.cpf.label': 'Numero CPF',
  'field.payer.cpf.error.cpf': 'Questo CPF non è valido: verificare le ultime due cifre.',
  'field.payer.taxId.label': 'CPF o CNPJ',
  'field.payer.taxId.error.required': 'Inserire il CPF o il CNPJ.',
  'field.payer.taxId.error.pattern': 'Il CPF ha 11 cifre, il CNPJ 14.',
  'field.payer.taxId.error.minLength': 'Il CPF ha 11 cifre, il CNPJ 14.',
  'field.payer.taxId.error.maxLength': 'Il CPF ha 11 cifre, il CNPJ 14.',
  'field.payer.taxId.error.cpfCnpj': 'Questo CPF o CNPJ non è valido: verificare le ultime due cifre.',
  'field.vpa.label': 'ID UPI',
  'field.vpa.description': 'Il suo indirizzo di pagamento virtuale, ad esempio nome@banca.',
  'field.vpa.error.required': 'Inserire il proprio ID UPI.',
  'field.vpa.error.pattern': 'Un ID UPI ha la forma nome@banca.',
  'field.address.street.label': 'Via e numero civico',
  'field.address.city.label': 'Città',
  'field.address.state.label': 'Stato',
  'field.address.state.error.pattern': 'Inserire la sigla dello stato di due lettere, ad es. SP.',
  'field.address.postalCode.label': 'CEP (codice postale)',
};
