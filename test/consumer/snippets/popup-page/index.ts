// docs/checkout-methods.md: iDEAL in a popup, the payer staying on the page.
/* snippet */
