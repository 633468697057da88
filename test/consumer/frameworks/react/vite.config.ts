import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A fresh Vite React app, as `npm create vite` makes one; top-level await in its entry.
export default defineConfig({ plugins: [react()], build: { target: 'es2022' } });
