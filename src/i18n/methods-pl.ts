import type { MethodTexts } from './methods-en';

/** Polish texts of the checkout methods' fields (see methods-en.ts). */
export const methodsPl: MethodTexts = {
  'field.account.holderName.label': 'Imię i nazwisko posiadacza rachunku',
  'field.account.holderName.error.required': 'Wpisz imię i nazwisko posiadacza rachunku.',
  'field.mandate.accepted.label': 'Udzielam upoważnienia do polecenia zapłaty SEPA',
  'field.mandate.accepted.description':
    'Akceptując to upoważnienie, upoważniasz sprzedawcę i Railkit Sandbox Payments do wysyłania do Twojego ' +
    'banku instrukcji obciążenia Twojego rachunku, a Twój bank – do obciążania Twojego rachunku zgodnie z tymi ' +
    'instrukcjami. Przysługuje Ci prawo do zwrotu środków od Twojego banku na warunkach umowy zawartej z bankiem; ' +
    'o zwrot należy wystąpić w ciągu 8 tygodni od dnia obciążenia rachunku.',
  'field.mandate.accepted.error.required': 'Udziel upoważnienia, aby zapłacić poleceniem zapłaty.',
  'field.mandate.accepted.error.const': 'Udziel upoważnienia, aby zapłacić poleceniem zapłaty.',
  'field.payer.name.label': 'Imię i nazwisko',
  'field.payer.name.error.required': 'Wpisz imię i nazwisko.',
  'field.payer.cpf.label': 'Numer CPF',
  'field.payer.cpf.error.cpf': 'Ten numer CPF jest nieprawidłowy: sprawdź jego dwie ostatnie cyfry.',
  'field.payer.taxId.label': 'CPF lub CNPJ',
  'field.payer.taxId.error.required': 'Wpisz numer CPF lub CNPJ.',
  'field.payer.taxId.error.pattern': 'Numer CPF ma 11 cyfr, a CNPJ – 14.',
  'field.payer.taxId.error.minLength': 'Numer CPF ma 11 cyfr, a CNPJ – 14.',
  'field.payer.taxId.error.maxLength': 'Numer CPF ma 11 cyfr, a CNPJ – 14.',
  'field.payer.taxId.error.cpfCnpj':
    'Ten numer CPF lub CNPJ jest nieprawidłowy: sprawdź jego dwie ostatnie cyfry.',
  'field.vpa.label': 'Identyfikator UPI',
  'field.vpa.description': 'Twój wirtualny adres płatniczy, np. nazwa@bank.',
  'field.vpa.error.required': 'Wpisz swój identyfikator UPI.',
  'field.vpa.error.pattern': 'Identyfikator UPI ma postać nazwa@bank.',
  'field.address.street.label': 'Ulica i numer domu',
  'field.address.city.label': 'Miejscowość',
  'field.address.state.label': 'Stan',
  'field.address.state.error.pattern': 'Wpisz dwuliterowy skrót nazwy stanu, np. SP.',
  'field.address.postalCode.label': 'CEP (kod pocztowy)',
};
