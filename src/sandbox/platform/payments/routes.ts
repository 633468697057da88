import * as z from 'zod/mini';
import {
  authorizeRequestSchema,
  followUpActionRequestSchema,
  lookupRequestSchema,
  lookupResultSchema,
  paymentActionResultSchema,
} from '../../../api/schemas/actions';
import { instrumentSchema } from '../../../api/schemas/instrument';
import { type Route, type RouteAccess } from '../../http/context';
import { type FollowUp } from './payments';
import { handleAuthorize } from './authorize';
import { followUpHandler } from './follow-ups';
import { handleLookup } from './lookup';
import { challengePage, challengeFormSchema, completeChallenge } from './three-ds';
import { completeRedirectPage, redirectFormSchema, redirectPage } from './redirect-page';
import { handleDisableInstrument } from './saved-methods';

// The routes of the payment actions; handlers live one action a file.

const executionPath = '/merchant/workflows/:code/executions/:id';
const merchantOrClient: RouteAccess = {
  credentials: ['apiKey', 'merchantToken', 'clientToken'],
  scope: 'executions:write',
};
const merchantOnly: RouteAccess = { credentials: ['apiKey', 'merchantToken'], scope: 'executions:write' };

function followUpRoute(name: FollowUp, summary: string): Route {
  return {
    host: 'api',
    method: 'POST',
    path: `${executionPath}/${name}`,
    body: 'json',
    idempotent: true,
    validateBody: true,
    fault: 'payment-actions',
    access: merchantOnly,
    docs: {
      summary,
      specSection: '8',
      permission: 'merchant (scope executions:write)',
      requestBody: followUpActionRequestSchema,
      responses: [{ status: 202, body: paymentActionResultSchema }],
    },
    handle: followUpHandler(name),
  };
}

export const paymentRoutes: Route[] = [
  {
    host: 'api',
    method: 'POST',
    path: `${executionPath}/authorize`,
    body: 'json',
    idempotent: true,
    validateBody: true,
    fault: 'authorize',
    access: merchantOrClient,
    docs: {
      summary:
        'Authorize the payment of a checkout execution with a client-side encrypted card (JWE) or a stored card instrument; the outcome arrives by notification',
      specSection: '4.2',
      permission: 'merchant or client token of this execution (scope executions:write)',
      requestBody: authorizeRequestSchema,
      responses: [{ status: 202, body: paymentActionResultSchema }],
    },
    handle: handleAuthorize,
  },
  followUpRoute('capture', 'Capture an authorized payment, in full or in part (amount at most what is left)'),
  followUpRoute('cancel', 'Cancel (void) an authorization before capture, in full or in part'),
  followUpRoute('refund', 'Refund a captured payment, in full or in part (amount at most what is left)'),
  {
    host: 'api',
    method: 'POST',
    path: `${executionPath}/lookup`,
    body: 'json',
    idempotent: true,
    validateBody: true,
    fault: 'payment-actions',
    access: merchantOrClient,
    docs: {
      summary: "Lookup of the payment (or payout) options of the execution's workflow",
      specSection: '8',
      permission: 'merchant or client token of this execution (scope executions:write)',
      requestBody: lookupRequestSchema,
      responses: [{ status: 200, body: lookupResultSchema }],
    },
    handle: handleLookup,
  },
  {
    host: 'api',
    method: 'POST',
    path: '/payment/instruments/:id/disable',
    idempotent: true,
    fault: 'instruments',
    access: { credentials: ['apiKey', 'merchantToken', 'clientToken'], scope: 'instruments:write' },
    docs: {
      summary:
        'The sandbox\'s own endpoint (the spec has no removal): removes a saved instrument (a card, a SEPA or ACH account, a PayPal agreement): answers it with status "disabled"; no lookup lists it again and a payment or payout naming it gets 400 (rule disabled). Repeating the call answers the same; another holder\'s instrument is 404',
      specSection: 'contract 6 (sandbox extension)',
      permission: "merchant, or the client token of the instrument's holder (scope instruments:write)",
      responses: [{ status: 200, body: instrumentSchema }],
    },
    handle: handleDisableInstrument,
  },
  {
    host: 'api',
    method: 'GET',
    path: '/sandbox/3ds/:executionId',
    auth: false,
    docs: {
      summary:
        'The 3-D Secure challenge page (links.consumerWait): an HTML form with Complete and Fail; framed only by threeDSecure.parentOrigin, never when the challenge is by redirect',
      specSection: 'sandbox',
      permission: 'none: the consumer opens it in a browser',
      responses: [{ status: 200, body: z.string(), contentType: 'text/html' }],
    },
    handle: challengePage,
  },
  {
    host: 'api',
    method: 'POST',
    path: '/sandbox/3ds/:executionId',
    auth: false,
    body: 'form',
    docs: {
      summary:
        'The challenge form: outcome=complete authorizes, outcome=fail fails the authorization; a framed challenge (threeDSecure.challenge "frame") ends on its own page, which posts the outcome to threeDSecure.parentOrigin; otherwise redirects (303) to returnInfo.success or .error',
      specSection: 'sandbox',
      permission: 'none: the consumer submits it from the challenge page',
      requestBody: challengeFormSchema,
      responses: [{ status: 303 }, { status: 200, body: z.string(), contentType: 'text/html' }],
    },
    handle: completeChallenge,
  },
  {
    host: 'api',
    method: 'GET',
    path: '/sandbox/redirect/:executionId',
    auth: false,
    docs: {
      summary:
        "A redirect method's page (links.consumerWait of iDEAL, Bancontact, PayPal, genericRedirect): Approve, Fail, Cancel, Leave pending",
      specSection: 'sandbox',
      permission: 'none: the consumer opens it in a browser',
      responses: [{ status: 200, body: z.string(), contentType: 'text/html' }],
    },
    handle: redirectPage,
  },
  {
    host: 'api',
    method: 'POST',
    path: '/sandbox/redirect/:executionId',
    auth: false,
    body: 'form',
    docs: {
      summary:
        'The redirect page form: choice=approve|fail|cancel|pending ends the payment so and redirects (303) to returnInfo.success, .error, .cancel or .pending (success when absent); a page answered before changes nothing',
      specSection: 'sandbox',
      permission: 'none: the consumer submits it from the redirect page',
      requestBody: redirectFormSchema,
      responses: [{ status: 303 }, { status: 200, body: z.string(), contentType: 'text/html' }],
    },
    handle: completeRedirectPage,
  },
];
