/** A catalogue's translations, as `import.meta.glob` finds them: the loader of each file, by its path. */
export type TranslationFiles = Readonly<Record<string, () => Promise<unknown>>>;
