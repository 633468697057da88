// docs/checkout-methods.md: iDEAL (offered in the Netherlands) by a full-page redirect.
/* snippet */
