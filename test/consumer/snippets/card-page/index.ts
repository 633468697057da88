// README "A card checkout": the card form in the vault's secure-fields frame, and a pay button.
/* snippet */
