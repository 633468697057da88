import type { MethodTexts } from './methods-en';

/** German texts of the checkout methods' fields (see methods-en.ts). */
export const methodsDe: MethodTexts = {
  'field.account.holderName.label': 'Name des Kontoinhabers',
  'field.account.holderName.error.required': 'Geben Sie den Namen des Kontoinhabers ein.',
  'field.mandate.accepted.label': 'Ich erteile das SEPA-Lastschriftmandat',
  'field.mandate.accepted.description':
    'Ich ermächtige den Händler und Railkit Sandbox Payments, Zahlungen von meinem Konto mittels Lastschrift ' +
    'einzuziehen. Zugleich weise ich mein Kreditinstitut an, die auf mein Konto gezogenen Lastschriften einzulösen. ' +
    'Hinweis: Ich kann innerhalb von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten ' +
    'Betrags verlangen. Es gelten dabei die mit meinem Kreditinstitut vereinbarten Bedingungen.',
  'field.mandate.accepted.error.required': 'Erteilen Sie das Mandat, um per Lastschrift zu bezahlen.',
  'field.mandate.accepted.error.const': 'Erteilen Sie das Mandat, um per Lastschrift zu bezahlen.',
  'field.payer.name.label': 'Vollständiger Name',
  'field.payer.name.error.required': 'Geben Sie Ihren vollständigen Namen ein.',
  'field.payer.cpf.label': 'CPF-Nummer',
  'field.payer.cpf.error.cpf': 'Diese CPF ist ungültig: Prüfen Sie die letzten beiden Ziffern.',
  'field.payer.taxId.label': 'CPF oder CNPJ',
  'field.payer.taxId.error.required': 'Geben Sie die CPF oder CNPJ ein.',
  'field.payer.taxId.error.pattern': 'Eine CPF hat 11 Ziffern, eine CNPJ 14.',
  'field.payer.taxId.error.minLength': 'Eine CPF hat 11 Ziffern, eine CNPJ 14.',
  'field.payer.taxId.error.maxLength': 'Eine CPF hat 11 Ziffern, eine CNPJ 14.',
  'field.payer.taxId.error.cpfCnpj':
    'Diese CPF oder CNPJ ist ungültig: Prüfen Sie die letzten beiden Ziffern.',
  'field.vpa.label': 'UPI-ID',
  'field.vpa.description': 'Ihre virtuelle Zahlungsadresse, etwa name@bank.',
  'field.vpa.error.required': 'Geben Sie Ihre UPI-ID ein.',
  'field.vpa.error.pattern': 'Eine UPI-ID hat die Form name@bank.',
  'field.address.street.label': 'Straße und Hausnummer',
  'field.address.city.label': 'Stadt',
  'field.address.state.label': 'Bundesstaat',
  'field.address.state.error.pattern': 'Geben Sie das zweibuchstabige Kürzel des Bundesstaats ein, z. B. SP.',
  'field.address.postalCode.label': 'CEP (Postleitzahl)',
};
