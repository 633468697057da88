import { defineConfig } from 'vite';

/**
 * Library builds of the browser SDK:
 * - `vite build`              -> dist/railkit.js, ESM for bundlers (tree-shakeable, deps bundled in),
 *                                with the non-English texts as chunks beside it (dist/railkit-ar.js, ...);
 * - `vite build --mode iife`  -> dist/railkit.iife.js, the script-tag build that sets `window.Railkit`.
 * The demo serves the sources through its own Vite dev server (demo/server.ts).
 */
export default defineConfig(({ mode }) => {
  const iife = mode === 'iife';
  return {
    build: {
      target: 'es2022',
      emptyOutDir: !iife,
      sourcemap: true,
      lib: iife
        ? { entry: 'src/global.ts', formats: ['iife'], name: 'Railkit', fileName: () => 'railkit.iife.js' }
        : { entry: 'src/index.ts', formats: ['es'], fileName: () => 'railkit.js' },
      rolldownOptions: {
        // The lazy payout runner imports from the entry instead of splitting a shared chunk off it.
        preserveEntrySignatures: 'allow-extension',
        output: {
          // Vite 8 leaves whitespace in ES library output unless the Rolldown output is minified too.
          minify: true,
          // ESM: each non-English locale is a chunk beside railkit.js, loaded when a page shows it.
          // The script tag loads one file, so the IIFE inlines them.
          chunkFileNames: 'railkit-[name].js',
          codeSplitting: !iife,
        },
      },
    },
  };
});
