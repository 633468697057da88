// docs/checkout-methods.md: the page iDEAL sends the payer back to, with the order's session.
/* snippet */
