// docs/checkout-methods.md: a direct method's form (SEPA Direct Debit, offered in Germany).
/* snippet */
