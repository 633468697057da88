import { defineConfig } from 'vite';

/**
 * Library builds of the browser SDK:
 * - `vite build`              -> dist/railkit.js, ESM for bundlers (tree-shakeable, deps bundled in),
 *                                with the non-English texts as chunks beside it (dist/railkit-ar.js, ...);
 * - `vite build --mode iife`  -> dist/railkit.iife.js, the script-tag build that sets `window.Railkit`.
 * The demo serves the sources through its own Vite dev server (demo/server.ts).
 */
export default defineConfig(({ mode }) => {
  if (mode === 'frame') return secureFieldsFrameBuild;
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

/**
 * `vite build --mode frame` -> dist/secure-fields/: the script of the vault's secure-fields page (the card
 * form and the JWE encryptor, which run inside the vault-origin iframe), with its locale and encryptor
 * chunks beside it. The sandbox's vault host serves it (src/sandbox/secure-fields.ts).
 */
const secureFieldsFrameBuild = {
  build: {
    target: 'es2022',
    outDir: 'dist/secure-fields',
    emptyOutDir: true,
    sourcemap: false,
    lib: { entry: 'src/frame/main.ts', formats: ['es' as const], fileName: () => 'secure-fields.js' },
    rolldownOptions: {
      output: { minify: true, comments: false, chunkFileNames: 'secure-fields-[name].js' },
    },
  },
};
