/**
 * Builds one of scripts/entries/ as a merchant's Vite app build would: split at the dynamic imports,
 * minified, without comments. (Library ES output, like dist/railkit.js, keeps the `@__PURE__`
 * annotations for the merchant's bundler, which drops them from what the page loads.) Shared by
 * `npm run size` (what each journey weighs) and `npm run bench` (how fast it becomes interactive).
 */
import { build } from 'vite';
import { compactTranslations } from './compact-translations.mjs';

/**
 * V8's explicit compile hint, as the README's recipe adds it to a merchant's entry chunk (Vite's
 * `build.rolldownOptions.output.postBanner`, after minification, which would drop a comment).
 */
export const compileHintBanner = (chunk) => (chunk.isEntry ? '//# allFunctionsCalledOnLoad' : '');

/**
 * Resolves with the chunks written to `outDir`: `{ fileName, isEntry, imports, dynamicImports }` each,
 * `imports` being the chunks a chunk needs before it runs, `dynamicImports` those it may load later.
 * `compileHint`: with the README's compile-hint recipe.
 */
export async function buildApp(name, outDir, { compileHint = false } = {}) {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    // As dist/ is built: each language's texts without their keys.
    plugins: [compactTranslations()],
    build: {
      outDir,
      target: 'es2022',
      // Hidden: the maps feed `size --breakdown` and add no comment to the measured code.
      sourcemap: 'hidden',
      lib: { entry: `scripts/entries/${name}.ts`, formats: ['es'], fileName: () => `${name}.js` },
      rolldownOptions: {
        // As an app build: modules shared with a lazy chunk may join the entry (no shared chunk).
        preserveEntrySignatures: 'allow-extension',
        output: {
          minify: true,
          comments: false,
          chunkFileNames: '[name].js',
          ...(compileHint ? { postBanner: compileHintBanner } : {}),
        },
      },
    },
  });
  return (Array.isArray(output) ? output : [output])
    .flatMap((result) => result.output)
    .filter((item) => item.type === 'chunk')
    .map(({ fileName, isEntry, imports, dynamicImports }) => ({
      fileName,
      isEntry,
      imports,
      dynamicImports,
    }));
}
