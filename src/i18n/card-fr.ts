import type { CardMessages } from './card-en';

/** French texts of the card form. */
export const cardFr: CardMessages = {
  'card.number.label': 'Numéro de carte',
  'card.expiry.label': 'Date d’expiration',
  'card.expiry.placeholder': 'MM / AA',
  'card.securityCode.label': 'Code de sécurité',
  'card.securityCode.storedLabel': 'Code de sécurité de la carte {card}',
  'card.securityCode.hint': '{length} chiffres ({name})',
  'card.holderName.label': 'Nom figurant sur la carte',
  'card.scheme.legend': 'Réseau de carte à utiliser',
  'card.brand.detected': 'Carte {brand}',
  'card.frame.title': 'Données de carte sécurisées',
  'card.frame.unavailable':
    'Le formulaire de carte n’a pas pu être chargé. Vérifiez votre connexion et rechargez la page.',
  'card.number.error.empty': 'Saisissez le numéro de carte.',
  'card.number.error.characters': 'Un numéro de carte ne contient que des chiffres.',
  'card.number.error.incomplete': 'Le numéro de carte est incomplet.',
  'card.number.error.tooLong': 'Le numéro de carte est trop long.',
  'card.number.error.checksum':
    'Ce numéro de carte n’est pas valide : vérifiez qu’il ne contient pas de faute de frappe.',
  'card.number.error.unknownBrand': 'Ce type de carte n’est pas reconnu.',
  'card.number.error.notAccepted': 'Les cartes {brand} ne sont pas acceptées ici.',
  'card.expiry.error.empty': 'Saisissez la date d’expiration.',
  'card.expiry.error.format': 'Saisissez la date d’expiration au format MM / AA.',
  'card.expiry.error.month': 'Le mois doit être compris entre 01 et 12.',
  'card.expiry.error.past': 'Cette carte a expiré.',
  'card.expiry.error.tooFar': 'Cette date d’expiration est trop éloignée dans le temps.',
  'card.securityCode.error.empty': 'Saisissez le code de sécurité.',
  'card.securityCode.error.characters': 'Le code de sécurité ne contient que des chiffres.',
  'card.securityCode.error.length': 'Le code de sécurité comporte {length} chiffres.',
  'card.holderName.error.empty': 'Saisissez le nom figurant sur la carte.',
};
