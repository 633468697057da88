import type { MethodTexts } from './methods-en';

/** Maltese texts of the checkout methods' fields (see methods-en.ts). */
export const methodsMt: MethodTexts = {
  'field.account.holderName.label': 'Isem id-detentur tal-kont',
  'field.account.holderName.error.required': 'Daħħal l-isem tad-detentur tal-kont.',
  'field.mandate.accepted.label': 'Naċċetta l-mandat tad-Debitu Dirett SEPA',
  'field.mandate.accepted.description':
    'Billi taċċetta dan il-mandat, inti tawtorizza lin-negozjant u lil Railkit Sandbox Payments jibagħtu ' +
    'struzzjonijiet lill-bank tiegħek biex jiddebita l-kont tiegħek, u lill-bank tiegħek jiddebita l-kont ' +
    'tiegħek skont dawk l-istruzzjonijiet. Inti intitolat għal rimborż mill-bank tiegħek skont it-termini ' +
    'tal-ftehim tiegħek miegħu, li għandu jintalab fi żmien 8 ġimgħat mid-data li fiha ġie ddebitat ' +
    'il-kont tiegħek.',
  'field.mandate.accepted.error.required': 'Aċċetta l-mandat biex tħallas b’debitu dirett.',
  'field.mandate.accepted.error.const': 'Aċċetta l-mandat biex tħallas b’debitu dirett.',
  'field.payer.name.label': 'Isem sħiħ',
  'field.payer.name.error.required': 'Daħħal l-isem sħiħ.',
  'field.payer.cpf.label': 'Numru CPF',
  'field.payer.cpf.error.cpf': 'Dan is-CPF mhuwiex validu: iċċekkja l-aħħar żewġ ċifri tiegħu.',
  'field.payer.taxId.label': 'CPF jew CNPJ',
  'field.payer.taxId.error.required': 'Daħħal is-CPF jew is-CNPJ.',
  'field.payer.taxId.error.pattern': 'CPF fih 11-il ċifra, CNPJ 14-il ċifra.',
  'field.payer.taxId.error.minLength': 'CPF fih 11-il ċifra, CNPJ 14-il ċifra.',
  'field.payer.taxId.error.maxLength': 'CPF fih 11-il ċifra, CNPJ 14-il ċifra.',
  'field.payer.taxId.error.cpfCnpj':
    'Dan is-CPF jew CNPJ mhuwiex validu: iċċekkja l-aħħar żewġ ċifri tiegħu.',
  'field.vpa.label': 'ID tal-UPI',
  'field.vpa.description': 'L-indirizz virtwali tal-ħlas tiegħek, pereżempju isem@bank.',
  'field.vpa.error.required': 'Daħħal l-ID tal-UPI tiegħek.',
  'field.vpa.error.pattern': 'ID tal-UPI jidher bħal isem@bank.',
  'field.address.street.label': 'Triq u numru',
  'field.address.city.label': 'Belt',
  'field.address.state.label': 'Stat',
  'field.address.state.error.pattern': 'Daħħal il-kodiċi tal-istat b’żewġ ittri, pereżempju SP.',
  'field.address.postalCode.label': 'CEP (kodiċi postali)',
};
