import type { MethodTexts } from './methods-en';

/** Dutch texts of the checkout methods' fields (see methods-en.ts). */
export const methodsNl: MethodTexts = {
  'field.account.holderName.label': 'Naam rekeninghouder',
  'field.account.holderName.error.required': 'Voer de naam van de rekeninghouder in.',
  'field.mandate.accepted.label': 'Ik geef een machtiging voor SEPA-incasso',
  'field.mandate.accepted.description':
    'Door deze machtiging te geven, geeft u toestemming aan de verkoper en Railkit Sandbox Payments om ' +
    'incasso-opdrachten naar uw bank te sturen om een bedrag van uw rekening af te schrijven, en aan uw bank om ' +
    'overeenkomstig die opdrachten een bedrag van uw rekening af te schrijven. Als u het niet eens bent met een ' +
    'afschrijving, kunt u deze laten terugboeken volgens de voorwaarden van uw bank. Neem hiervoor binnen 8 weken ' +
    'na de afschrijving contact op met uw bank.',
  'field.mandate.accepted.error.required': 'Geef de machtiging om via incasso te betalen.',
  'field.mandate.accepted.error.const': 'Geef de machtiging om via incasso te betalen.',
  'field.payer.name.label': 'Volledige naam',
  'field.payer.name.error.required': 'Voer de volledige naam in.',
  'field.payer.cpf.label': 'CPF-nummer',
  'field.payer.cpf.error.cpf': 'Dit CPF-nummer is ongeldig: controleer de laatste twee cijfers.',
  'field.payer.taxId.label': 'CPF of CNPJ',
  'field.payer.taxId.error.required': 'Voer het CPF- of CNPJ-nummer in.',
  'field.payer.taxId.error.pattern': 'Een CPF-nummer heeft 11 cijfers, een CNPJ-nummer 14.',
  'field.payer.taxId.error.minLength': 'Een CPF-nummer heeft 11 cijfers, een CNPJ-nummer 14.',
  'field.payer.taxId.error.maxLength': 'Een CPF-nummer heeft 11 cijfers, een CNPJ-nummer 14.',
  'field.payer.taxId.error.cpfCnpj':
    'Dit CPF- of CNPJ-nummer is ongeldig: controleer de laatste twee cijfers.',
  'field.vpa.label': 'UPI-ID',
  'field.vpa.description': 'Uw virtuele betaaladres, zoals naam@bank.',
  'field.vpa.error.required': 'Voer uw UPI-ID in.',
  'field.vpa.error.pattern': 'Een UPI-ID heeft de vorm naam@bank.',
  'field.address.street.label': 'Straat en huisnummer',
  'field.address.city.label': 'Plaats',
  'field.address.state.label': 'Deelstaat',
  'field.address.state.error.pattern': 'Voer de tweeletterige code van de deelstaat in, bijv. SP.',
  'field.address.postalCode.label': 'CEP (postcode)',
};
