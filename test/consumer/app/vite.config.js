// A merchant's ordinary Vite app build; nothing Railkit-specific.
export default { build: { target: 'es2022' } };
