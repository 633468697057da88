/*
 * `import.meta.env.DEV`: true in a development build (Vite's dev server, the tests), false in a
 * production build, which the bundler then strips of the long developer texts written behind it.
 */
/// <reference types="vite/client" />
