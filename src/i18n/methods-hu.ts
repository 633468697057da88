import type { MethodTexts } from './methods-en';

/** Hungarian texts of the checkout methods' fields (see methods-en.ts). */
export const methodsHu: MethodTexts = {
  'field.account.holderName.label': 'Számlatulajdonos neve',
  'field.account.holderName.error.required': 'Adja meg a számlatulajdonos nevét.',
  'field.mandate.accepted.label': 'Elfogadom a SEPA csoportos beszedési megbízást',
  'field.mandate.accepted.description':
    'A megbízás elfogadásával Ön felhatalmazza a kereskedőt és a Railkit Sandbox Payments-t, hogy a számlája ' +
    'megterhelésére vonatkozó utasításokat küldjenek a bankjának, a bankját pedig arra, hogy ezeknek az ' +
    'utasításoknak megfelelően megterhelje a számláját. Ön a bankjával kötött szerződés feltételei szerint ' +
    'visszatérítésre jogosult, amelyet a számlája megterhelésének napjától számított 8 héten belül kell kérnie.',
  'field.mandate.accepted.error.required':
    'A csoportos beszedéssel történő fizetéshez fogadja el a megbízást.',
  'field.mandate.accepted.error.const': 'A csoportos beszedéssel történő fizetéshez fogadja el a megbízást.',
  'field.payer.name.label': 'Teljes név',
  'field.payer.name.error.required': 'Adja meg a teljes nevet.',
  'field.payer.cpf.label': 'CPF-szám',
  'field.payer.cpf.error.cpf': 'Ez a CPF-szám érvénytelen: ellenőrizze az utolsó két számjegyét.',
  'field.payer.taxId.label': 'CPF- vagy CNPJ-szám',
  'field.payer.taxId.error.required': 'Adja meg a CPF- vagy CNPJ-számot.',
  'field.payer.taxId.error.pattern': 'A CPF-szám 11, a CNPJ-szám 14 számjegyből áll.',
  'field.payer.taxId.error.minLength': 'A CPF-szám 11, a CNPJ-szám 14 számjegyből áll.',
  'field.payer.taxId.error.maxLength': 'A CPF-szám 11, a CNPJ-szám 14 számjegyből áll.',
  'field.payer.taxId.error.cpfCnpj':
    'Ez a CPF- vagy CNPJ-szám érvénytelen: ellenőrizze az utolsó két számjegyét.',
  'field.vpa.label': 'UPI-azonosító',
  'field.vpa.description': 'Az Ön virtuális fizetési címe, például nev@bank.',
  'field.vpa.error.required': 'Adja meg UPI-azonosítóját.',
  'field.vpa.error.pattern': 'Az UPI-azonosító formája: nev@bank.',
  'field.address.street.label': 'Utca, házszám',
  'field.address.city.label': 'Város',
  'field.address.state.label': 'Állam',
  'field.address.state.error.pattern': 'Adja meg az állam kétbetűs kódját, pl. SP.',
  'field.address.postalCode.label': 'CEP (irányítószám)',
};
