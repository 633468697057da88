import * as z from 'zod/mini';

/** Money as the platform writes it: a decimal string in major units and an ISO 4217 code. */
export const amountSchema = z.object({
  value: z.string().check(z.regex(/^\d{1,15}(\.\d{1,3})?$/, 'a decimal string such as "125.50"')),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as "EUR"')),
});
export type Amount = z.infer<typeof amountSchema>;

export const uuidSchema = z.uuid();
export const dateTimeSchema = z.iso.datetime({ offset: true });

/** A link to a follow-up action: the method to use and where. */
export const actionLinkSchema = z.object({ method: z.string(), href: z.url() });
export type ActionLink = z.infer<typeof actionLinkSchema>;
