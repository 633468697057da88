// docs/card-checkout.md "Without a bundler": the page has loaded railkit-checkout.iife.js (window.Railkit)
// before this module.
/* snippet */
