export * from './common';
export * from './error';
export * from './execution';
export * from './instrument';
export * from './client-config';
export * from './notification';
export type { InstrumentDataSchema } from './instrument-data-schema';
