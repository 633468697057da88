import type { CardMessages } from './card-en';

/** Dutch texts of the card form. */
export const cardNl: CardMessages = {
  'card.number.label': 'Kaartnummer',
  'card.expiry.label': 'Vervaldatum',
  'card.expiry.placeholder': 'MM / JJ',
  'card.securityCode.label': 'Beveiligingscode',
  'card.securityCode.storedLabel': 'Beveiligingscode van {card}',
  'card.securityCode.hint': '{length} cijfers ({name})',
  'card.holderName.label': 'Naam op de kaart',
  'card.scheme.legend': 'Te gebruiken kaartnetwerk',
  'card.brand.detected': '{brand}-kaart',
  'card.frame.title': 'Beveiligde kaartgegevens',
  'card.frame.unavailable':
    'Het kaartformulier kon niet worden geladen. Controleer uw verbinding en laad de pagina opnieuw.',
  'card.number.error.empty': 'Voer het kaartnummer in.',
  'card.number.error.characters': 'Een kaartnummer bestaat alleen uit cijfers.',
  'card.number.error.incomplete': 'Het kaartnummer is onvolledig.',
  'card.number.error.tooLong': 'Het kaartnummer is te lang.',
  'card.number.error.checksum': 'Dit kaartnummer is ongeldig: controleer het op typefouten.',
  'card.number.error.unknownBrand': 'Dit type kaart wordt niet herkend.',
  'card.number.error.notAccepted': '{brand}-kaarten worden hier niet geaccepteerd.',
  'card.expiry.error.empty': 'Voer de vervaldatum in.',
  'card.expiry.error.format': 'Voer de vervaldatum in als MM / JJ.',
  'card.expiry.error.month': 'De maand moet tussen 01 en 12 liggen.',
  'card.expiry.error.past': 'Deze kaart is verlopen.',
  'card.expiry.error.tooFar': 'Deze vervaldatum ligt te ver in de toekomst.',
  'card.securityCode.error.empty': 'Voer de beveiligingscode in.',
  'card.securityCode.error.characters': 'De beveiligingscode bestaat alleen uit cijfers.',
  'card.securityCode.error.length': 'De beveiligingscode heeft {length} cijfers.',
  'card.holderName.error.empty': 'Voer de naam op de kaart in.',
};
