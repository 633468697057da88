/**
 * The JSON Schema subset the platform publishes as `clientConfig.instrumentDataSchema` (contract 5).
 * Typed loosely on purpose: the schema comes from the network, and `schema-form` checks it for real.
 */
export interface InstrumentDataSchema {
  $id?: string;
  $ref?: string;
  $defs?: Record<string, InstrumentDataSchema>;
  type?: 'object' | 'string' | 'boolean';
  title?: string;
  description?: string;
  properties?: Record<string, InstrumentDataSchema>;
  required?: string[];
  additionalProperties?: boolean;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  enum?: string[];
  oneOf?: { const: string; title?: string }[];
  const?: string | boolean;
  default?: string | boolean;
  dependentSchemas?: Record<string, InstrumentDataSchema>;
  dependentRequired?: Record<string, string[]>;
  if?: InstrumentDataSchema;
  then?: InstrumentDataSchema;
  else?: InstrumentDataSchema;
  allOf?: InstrumentDataSchema[];
  'x-ui'?: {
    order?: number;
    autocomplete?: string;
    inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
    placeholder?: string;
    format?: string;
    widget?: 'select' | 'radio' | 'text';
  };
  'x-check'?: string;
  /**
   * On a field whose `x-check` is `iban`: the format of each country the field takes, so that a page
   * checks its IBANs without the registry of every country. A prepared schema carries it.
   */
  'x-iban'?: Record<string, IbanFormatData>;
  errorMessage?: Record<string, string>;
}

/** One country's IBAN format in an `x-iban`: the SWIFT registry's length and BBAN structure. */
export interface IbanFormatData {
  /** Length of the whole IBAN, e.g. 22. */
  length: number;
  /** BBAN structure in the registry's notation without `!`, e.g. `8n10n`. */
  bban: string;
  /** The country whose national check digits the BBAN carries (`FR` for `GP`), when it has them. */
  nationalCheck?: string;
}
