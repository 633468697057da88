// @ts-check
/**
 * Canadian French texts of the demo: what they change of France's (`parentLanguages` in
 * src/i18n/languages.ts): « courriel », « jour ouvrable », « fenêtre contextuelle », « marchand ».
 * @type {Partial<Record<import('./en.js').DemoTextKey, string>>}
 */
export const frCA = {
  'payout.success.next': 'Les fonds arrivent généralement en un jour ouvrable.',
  'result.emailLater':
    'Vous pouvez fermer cette page : nous vous enverrons un courriel dès que votre banque aura répondu.',
  'result.stoppedWaiting':
    'Votre banque n’a pas encore répondu. Vous pouvez fermer cette page : nous vous communiquerons le résultat par courriel.',
  'merchant.title': 'Vue marchand',
  'merchant.note':
    'Ce que le serveur du marchand sait grâce aux notifications signées. Les payeurs ne voient jamais ce panneau.',
  'methodsPage.popup': 'Ouvrir la page de paiement dans une fenêtre contextuelle et rester sur cette page',
};
