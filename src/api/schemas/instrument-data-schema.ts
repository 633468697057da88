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
  errorMessage?: Record<string, string>;
}
