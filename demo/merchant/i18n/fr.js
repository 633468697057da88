// @ts-check
/** French texts of the demo. @type {Record<import('./en.js').DemoTextKey, string>} */
export const fr = {
  'shell.brand': 'Démo Railkit',
  'shell.pages': 'Pages de démo',
  'shell.language': 'Langue',

  'busy.stillWorking': 'Traitement toujours en cours — ne fermez pas cette page.',
  'busy.starting': 'Préparation du formulaire…',
  'busy.checking': 'Vérification de vos coordonnées bancaires…',
  'busy.payingOut': 'Envoi de votre virement…',
  'busy.paying': 'Confirmation du paiement auprès de votre banque…',

  'payout.title': 'Retirer votre solde',
  'payout.start.title': 'Détails du virement',
  'payout.country': 'Pays de votre compte bancaire',
  'payout.amount': 'Montant',
  'payout.amountHint':
    'Bac à sable : un montant se terminant par {fails} échoue, par {pending} reste en attente.',
  'payout.formLanguage': 'Langue du formulaire',
  'payout.continue': 'Continuer',
  'payout.details.title': 'Où devons-nous envoyer l’argent ?',
  'payout.sample': 'Compte d’exemple du bac à sable : {sample}',
  'payout.review': 'Vérifier le virement',
  'payout.confirm.title': 'Confirmez votre virement',
  'payout.confirm.amount': 'Montant',
  'payout.confirm.to': 'Compte crédité',
  'payout.confirm.holder': 'Titulaire du compte',
  'payout.payOut': 'Effectuer le virement',
  'payout.edit': 'Modifier le compte bancaire',
  'payout.retryHint':
    '{error} Vous pouvez appuyer à nouveau sur « Effectuer le virement » : rien ne sera versé deux fois.',
  'payout.group.iban': 'Pays IBAN',
  'payout.group.ibanTerritory': 'Territoires IBAN (format du pays de rattachement)',
  'payout.group.nationalIban': 'IBAN nationaux (hors registre SWIFT)',
  'payout.group.rail': 'Coordonnées bancaires locales',

  'payout.success.title': 'Virement envoyé',
  'payout.success.detail': '{amount} est en route vers {account}.',
  'payout.success.next': 'Les fonds arrivent généralement sous un jour ouvré.',
  'payout.failure.title': 'Échec du virement',
  'payout.failure.detail': 'Votre banque n’a pas pu accepter ce virement. Votre solde est inchangé.',
  'payout.failure.next': 'Essayer un autre compte',
  'payout.pending.title': 'Virement en attente',
  'payout.pending.detail': 'Votre banque n’a pas encore confirmé le virement de {amount}.',
  'payout.unknown.title': 'Nous n’avons pas pu confirmer votre virement',
  'payout.unknown.detail':
    'La connexion a été interrompue avant la réponse de votre banque. Ne refaites pas le virement : rien ne sera versé deux fois.',
  'payout.again': 'Faire un autre virement',

  'result.waiting': 'En attente de la réponse de votre banque…',
  'result.emailLater':
    'Vous pouvez fermer cette page : nous vous enverrons un e-mail dès que votre banque aura répondu.',
  'result.stoppedWaiting':
    'Votre banque n’a pas encore répondu. Vous pouvez fermer cette page : nous vous communiquerons le résultat par e-mail.',

  'checkout.title': 'Paiement',
  'checkout.start.title': 'Votre commande',
  'checkout.amount': 'Montant',
  'checkout.customer': 'Référence client',
  'checkout.customerHint':
    'Les cartes enregistrées par ce client lui sont proposées lors de son prochain achat.',
  'checkout.continue': 'Passer au paiement',
  'checkout.pay.title': 'Payer par carte',
  'checkout.accepted': 'Cartes acceptées',
  'checkout.payWith': 'Payer avec',
  'checkout.newCard': 'Une nouvelle carte',
  'checkout.store': 'Enregistrer cette carte pour la prochaine fois',
  'checkout.testCards':
    'Cartes du bac à sable : {approves} est acceptée, {declines} refusée, {challenge} demande {threeDS}, {timeout} dépasse le délai.',
  'checkout.pay': 'Payer {amount}',
  'checkout.retryHint':
    '{error} Vous pouvez appuyer à nouveau sur « Payer » : rien ne sera débité deux fois.',
  'checkout.cancelled':
    'Vous avez fermé la confirmation auprès de votre banque : le paiement n’a donc pas été effectué. Appuyez sur « Payer » pour réessayer.',
  'checkout.declined': 'Votre banque a refusé la carte. Essayez une autre carte.',
  'checkout.timeout': 'Le paiement n’a pas pu aboutir à temps. Veuillez réessayer.',
  'checkout.authFailed':
    'Votre banque n’a pas pu confirmer le paiement. Réessayez ou utilisez une autre carte.',
  'checkout.failed': 'Le paiement a échoué. Réessayez ou utilisez une autre carte.',
  'checkout.startAgain': '{error} Recommencez pour payer.',
  'checkout.success.title': 'Paiement autorisé',
  'checkout.success.detail': 'Un montant de {amount} est réservé sur votre carte.',
  'checkout.success.next': 'Nous le débiterons à l’expédition de votre commande.',
  'checkout.pending.title': 'Paiement en attente',
  'checkout.pending.detail': 'Votre banque n’a pas encore répondu au sujet du paiement de {amount}.',
  'checkout.unknown.title': 'Nous n’avons pas pu confirmer votre paiement',
  'checkout.unknown.detail':
    'La connexion a été interrompue avant la réponse de votre banque. Ne payez pas à nouveau : rien ne sera débité deux fois.',
  'checkout.again': 'Faire un autre achat',
  'checkout.checking': 'Vérification de votre paiement…',

  'merchant.title': 'Vue commerçant',
  'merchant.note':
    'Ce que le serveur du commerçant sait grâce aux notifications signées. Les payeurs ne voient jamais ce panneau.',
  'merchant.order': 'Commande',
  'merchant.state': 'État rapproché',
  'merchant.none': 'Aucune commande pour l’instant',
  'merchant.awaiting': 'En attente de la notification de la plateforme…',
  'merchant.payoutState': '{status} (notification {id}, signature vérifiée) · {time}',
  'merchant.paymentState': '{status} (notification {action}, signature vérifiée) · {time}',
  'merchant.capture': 'Encaisser',
  'merchant.cancel': 'Annuler le paiement',
  'merchant.refund': 'Rembourser',
  'merchant.authorized': 'Autorisé',
  'merchant.authorizeFailed': 'Échec de l’autorisation',
  'merchant.captured': 'Encaissé',
  'merchant.cancelled': 'Annulé',
  'merchant.refunded': 'Remboursé',
  'merchant.console': 'Ouvrir dans la console du bac à sable',

  'dropInPage.country': 'Pays',
  'dropInPage.testHint':
    'Bac à sable : un montant se terminant par {declined} est refusé, par {pending} reste en attente (hors cartes).',
  'dropInPage.payTitle': 'Payer {amount} pour votre commande',

  'methodsPage.payTitle': 'Choisissez votre moyen de paiement',
  'methodsPage.legend': 'Moyen de paiement',
  'methodsPage.popup': 'Ouvrir la page de paiement dans une fenêtre pop-up et rester sur cette page',
  'methodsPage.redirectHint': 'Vous allez quitter cette page pour payer avec {method}, puis y revenir.',
  'methodsPage.cancelled':
    'Vous avez annulé le paiement avec {method}. Aucun montant n’a été débité : choisissez votre moyen de paiement.',
  'methodsPage.cancelledAny':
    'Vous avez annulé le paiement. Aucun montant n’a été débité : choisissez votre moyen de paiement.',
  'methodsPage.declined': 'Le paiement avec {method} a été refusé. Choisissez un autre moyen de paiement.',
  'methodsPage.declinedAny': 'Le paiement a été refusé. Choisissez un autre moyen de paiement.',
  'methodsPage.popupClosed':
    'La fenêtre de paiement a été fermée avant la fin. Appuyez sur « Payer » pour la rouvrir.',
  'methodsPage.failed': 'Le paiement a échoué. Réessayez ou choisissez un autre moyen de paiement.',
  'methodsPage.success.detail': 'Votre paiement de {amount} est confirmé.',

  // The demo's pages: their names in the header, and the line that says what each shows.
  'page.payout.title': 'Virement',
  'page.payout.summary':
    'Un virement vers un compte bancaire dans 145 pays, avec le SDK importé comme module ES.',
  'page.script-tag.title': 'Balise script',
  'page.script-tag.summary':
    'Le même virement sans bundler : une balise <script> avec son empreinte d’intégrité définit window.Railkit.',
  'page.checkout.title': 'Paiement par carte',
  'page.checkout.summary':
    'Un paiement par carte avec le formulaire de carte dans cette page, chiffré ici avant l’envoi.',
  'page.checkout-drop-in.title': 'Module de paiement',
  'page.checkout-drop-in.summary':
    'Tous les moyens de paiement du pays du payeur dans un seul élément : cartes, prélèvements, redirections et portefeuilles.',
  'page.checkout-secure.title': 'Champs sécurisés',
  'page.checkout-secure.summary':
    'Le même paiement par carte avec le formulaire dans le cadre du coffre-fort : les données de carte ne passent jamais par cette page.',
  'page.checkout-methods.title': 'Tous les moyens de paiement',
  'page.checkout-methods.summary':
    'Le paiement dans six pays avec chaque moyen que le bac à sable y propose : prélèvements, Pix, UPI, iDEAL, PayPal…',
  'page.script-tag-checkout.title': 'Paiement par balise script',
  'page.script-tag-checkout.summary':
    'Un paiement par carte sans bundler : la balise <script> de paiement définit window.Railkit ; 3-D Secure dans une boîte de dialogue.',
  'page.react.title': 'Application React',
  'page.react.summary':
    'Le versement et le module de paiement en composants React (railkit/react), avec un seul client par session.',
  'page.vue.title': 'Application Vue',
  'page.vue.summary':
    'Le versement et le module de paiement en composants Vue (railkit/vue), avec un seul client par session.',
};
