import type { DropInMessages } from './drop-in-en';

/** German texts of the drop-in. */
export const dropInDe: DropInMessages = {
  'dropIn.legend': 'Zahlungsart',
  'dropIn.savedCard': 'Gespeicherte Karte: {card}',
  'dropIn.loading': 'Das Zahlungsformular wird geladen…',
  'dropIn.pay': '{amount} bezahlen',
  'dropIn.payWith': '{amount} mit {method} bezahlen',
  'dropIn.redirect.explanation':
    'Sie werden zu {method} weitergeleitet, um die Zahlung über {amount} zu bestätigen, und kehren dann auf diese Seite zurück.',
  'dropIn.wallet.explanation':
    '{method} öffnet sein Zahlungsfenster, um die Zahlung über {amount} zu bestätigen.',
  'dropIn.busy': 'Ihre Zahlung wird bearbeitet…',
  'dropIn.stillWorking': 'Noch in Bearbeitung. Bitte lassen Sie diese Seite geöffnet.',
  'dropIn.result.success': 'Zahlung autorisiert. Vielen Dank!',
  'dropIn.result.pending': 'Ihre Zahlung wird geprüft. Sie erfahren das Ergebnis.',
  'dropIn.result.failed':
    'Die Zahlung wurde abgelehnt. Versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.',
  'dropIn.result.cancelled':
    'Die Zahlung wurde abgebrochen. Es wurde nichts belastet; wählen Sie eine Zahlungsart, um es erneut zu versuchen.',
  'dropIn.result.cancelledMethod':
    'Sie haben die Zahlung mit {method} abgebrochen. Es wurde nichts belastet; wählen Sie, wie Sie bezahlen möchten.',
  'dropIn.result.failedMethod':
    'Die Zahlung mit {method} wurde abgelehnt. Wählen Sie eine andere Zahlungsart.',
  'dropIn.checking': 'Wir prüfen Ihre Zahlung…',
  'dropIn.error.failed':
    'Die Zahlung konnte nicht gestartet werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'dropIn.method.card': 'Karte',
  'dropIn.method.sepaDirectDebit': 'SEPA-Lastschrift',
  'dropIn.method.ach': 'ACH-Lastschrift',
  'dropIn.method.genericRedirect': 'Onlinebanking',
  'dropIn.savedMethod': '{method} (gespeichert): {name}',
  'dropIn.save': 'Für meine nächsten Zahlungen speichern',
  'dropIn.remove': '{name} entfernen',
  'dropIn.remove.question':
    '{name} aus Ihren gespeicherten Zahlungsarten entfernen? Sie können sie beim Bezahlen erneut speichern.',
  'dropIn.remove.keep': 'Behalten',
  'dropIn.remove.confirm': 'Entfernen',
  'dropIn.remove.busy': '{name} wird entfernt…',
  'dropIn.remove.done': '{name} wurde aus Ihren gespeicherten Zahlungsarten entfernt.',
  'dropIn.remove.failed':
    '{name} konnte nicht entfernt werden und bleibt gespeichert. Versuchen Sie es später erneut.',
};
