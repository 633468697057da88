/** Text overrides by message key (see `src/i18n/en.ts` for the keys and English defaults). */
export type Translations = Readonly<Partial<Record<string, string>>>;
