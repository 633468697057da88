import type { DropInMessages } from './drop-in-en';

/** French texts of the drop-in. */
export const dropInFr: DropInMessages = {
  'dropIn.legend': 'Moyen de paiement',
  'dropIn.savedCard': 'Carte enregistrée : {card}',
  'dropIn.loading': 'Chargement du formulaire de paiement…',
  'dropIn.pay': 'Payer {amount}',
  'dropIn.payWith': 'Payer {amount} avec {method}',
  'dropIn.redirect.explanation':
    'Vous allez passer sur {method} pour confirmer le paiement de {amount}, puis revenir sur cette page.',
  'dropIn.wallet.explanation':
    '{method} ouvre sa fenêtre de paiement pour confirmer le paiement de {amount}.',
  'dropIn.busy': 'Traitement de votre paiement…',
  'dropIn.stillWorking': 'Traitement toujours en cours. Veuillez garder cette page ouverte.',
  'dropIn.result.success': 'Paiement autorisé. Merci !',
  'dropIn.result.pending': 'Votre paiement est en cours de vérification. Le résultat vous sera communiqué.',
  'dropIn.result.failed': 'Le paiement a été refusé. Réessayez ou choisissez un autre moyen de paiement.',
  'dropIn.result.cancelled':
    'Le paiement a été annulé. Aucun montant n’a été débité ; choisissez un moyen de paiement pour réessayer.',
  'dropIn.result.cancelledMethod':
    'Vous avez annulé le paiement avec {method}. Aucun montant n’a été débité : choisissez un moyen de paiement.',
  'dropIn.result.failedMethod':
    'Le paiement avec {method} a été refusé. Choisissez un autre moyen de paiement.',
  'dropIn.checking': 'Vérification de votre paiement…',
  'dropIn.error.failed': 'Le paiement n’a pas pu être lancé. Vérifiez votre connexion et réessayez.',
  'dropIn.method.card': 'Carte',
  'dropIn.method.sepaDirectDebit': 'Prélèvement SEPA',
  'dropIn.method.ach': 'Prélèvement bancaire ACH',
  'dropIn.method.genericRedirect': 'Banque en ligne',
  'dropIn.savedMethod': '{method} enregistré : {name}',
  'dropIn.save': 'Enregistrer pour mes prochains paiements',
  'dropIn.remove': 'Supprimer {name}',
  'dropIn.remove.question':
    'Supprimer {name} de vos moyens de paiement enregistrés ? Vous pourrez l’enregistrer à nouveau lors d’un paiement.',
  'dropIn.remove.keep': 'Le conserver',
  'dropIn.remove.confirm': 'Supprimer',
  'dropIn.remove.busy': 'Suppression de {name}…',
  'dropIn.remove.done': '{name} a été supprimé de vos moyens de paiement enregistrés.',
  'dropIn.remove.failed': '{name} n’a pas pu être supprimé et reste enregistré. Réessayez plus tard.',
};
