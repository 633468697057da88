let url: string | undefined;

/**
 * Remembers the address of the script tag running this code (`railkit.iife.js`): the script-tag entries
 * call it at their top level, the one moment `document.currentScript` is that script. The languages the
 * script fetches later are found beside it (./fetched-translations.ts).
 */
export function rememberScriptUrl(): void {
  url =
    typeof document === 'undefined' ? undefined : (document.currentScript as HTMLScriptElement | null)?.src;
}

/** The script tag's address, once remembered. */
export const scriptUrl = (): string | undefined => url;
