import { checkModules } from './checks';

/**
 * Pix's tax number, a CPF or a CNPJ (`x-check: cpfCnpj`), lives in the CPF's module. Only the checkout
 * methods (railkit/checkout, and the sandbox that publishes their schemas) name it, so they add it to the
 * dispatch when registered; the payout forms' bundle stays without it.
 */
export function registerPixCheck(): void {
  checkModules.cpfCnpj = () => import('./cpf');
}
