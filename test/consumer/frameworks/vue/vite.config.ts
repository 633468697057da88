import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

// A fresh Vite Vue app, as `npm create vite` makes one; top-level await in its entry.
export default defineConfig({
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('rk-') } } })],
  build: { target: 'es2022' },
});
