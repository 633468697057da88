// README "A payout": the payout form of a German beneficiary's session, paid out on the payer's press.
/* snippet */
