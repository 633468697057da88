import type { CardMessages } from './card-en';

/** Spanish (Spain) texts of the card form. */
export const cardEs: CardMessages = {
  'card.number.label': 'Número de tarjeta',
  'card.expiry.label': 'Fecha de caducidad',
  'card.expiry.placeholder': 'MM / AA',
  'card.securityCode.label': 'Código de seguridad',
  'card.securityCode.storedLabel': 'Código de seguridad de {card}',
  'card.securityCode.hint': '{length} dígitos ({name})',
  'card.holderName.label': 'Nombre que figura en la tarjeta',
  'card.scheme.legend': 'Red de tarjeta que desea usar',
  'card.brand.detected': 'Tarjeta {brand}',
  'card.frame.title': 'Datos seguros de la tarjeta',
  'card.frame.unavailable':
    'No se ha podido cargar el formulario de la tarjeta. Compruebe su conexión y vuelva a cargar la página.',
  'card.number.error.empty': 'Introduzca el número de la tarjeta.',
  'card.number.error.characters': 'El número de tarjeta solo contiene dígitos.',
  'card.number.error.incomplete': 'El número de tarjeta está incompleto.',
  'card.number.error.tooLong': 'El número de tarjeta es demasiado largo.',
  'card.number.error.checksum': 'Este número de tarjeta no es válido: compruebe que no tenga errores.',
  'card.number.error.unknownBrand': 'No se reconoce este tipo de tarjeta.',
  'card.number.error.notAccepted': 'Aquí no se aceptan tarjetas {brand}.',
  'card.expiry.error.empty': 'Introduzca la fecha de caducidad.',
  'card.expiry.error.format': 'Introduzca la fecha de caducidad con el formato MM / AA.',
  'card.expiry.error.month': 'El mes debe estar entre 01 y 12.',
  'card.expiry.error.past': 'Esta tarjeta ha caducado.',
  'card.expiry.error.tooFar': 'Esta fecha de caducidad es demasiado lejana.',
  'card.securityCode.error.empty': 'Introduzca el código de seguridad.',
  'card.securityCode.error.characters': 'El código de seguridad solo contiene dígitos.',
  'card.securityCode.error.length': 'El código de seguridad tiene {length} dígitos.',
  'card.holderName.error.empty': 'Introduzca el nombre que figura en la tarjeta.',
};
