import type { CardMessages } from './card-en';

/** Spanish (Latin America) texts of the card form. */
export const cardEs419: CardMessages = {
  'card.number.label': 'Número de tarjeta',
  'card.expiry.label': 'Fecha de vencimiento',
  'card.expiry.placeholder': 'MM / AA',
  'card.securityCode.label': 'Código de seguridad',
  'card.securityCode.storedLabel': 'Código de seguridad de {card}',
  'card.securityCode.hint': '{length} dígitos ({name})',
  'card.holderName.label': 'Nombre como aparece en la tarjeta',
  'card.scheme.legend': 'Red de tarjeta que desea usar',
  'card.brand.detected': 'Tarjeta {brand}',
  'card.frame.title': 'Datos seguros de la tarjeta',
  'card.frame.unavailable':
    'No se pudo cargar el formulario de la tarjeta. Verifique su conexión y vuelva a cargar la página.',
  'card.number.error.empty': 'Ingrese el número de la tarjeta.',
  'card.number.error.characters': 'El número de tarjeta solo tiene dígitos.',
  'card.number.error.incomplete': 'El número de tarjeta está incompleto.',
  'card.number.error.tooLong': 'El número de tarjeta es demasiado largo.',
  'card.number.error.checksum':
    'Este número de tarjeta no es válido: verifique que no tenga errores de escritura.',
  'card.number.error.unknownBrand': 'No se reconoce este tipo de tarjeta.',
  'card.number.error.notAccepted': 'No se aceptan tarjetas {brand} aquí.',
  'card.expiry.error.empty': 'Ingrese la fecha de vencimiento.',
  'card.expiry.error.format': 'Ingrese la fecha de vencimiento con el formato MM / AA.',
  'card.expiry.error.month': 'El mes debe estar entre 01 y 12.',
  'card.expiry.error.past': 'Esta tarjeta está vencida.',
  'card.expiry.error.tooFar': 'Esta fecha de vencimiento está demasiado lejos en el futuro.',
  'card.securityCode.error.empty': 'Ingrese el código de seguridad.',
  'card.securityCode.error.characters': 'El código de seguridad solo tiene dígitos.',
  'card.securityCode.error.length': 'El código de seguridad tiene {length} dígitos.',
  'card.holderName.error.empty': 'Ingrese el nombre como aparece en la tarjeta.',
};
