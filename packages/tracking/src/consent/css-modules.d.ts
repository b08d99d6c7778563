// Plain stylesheets imported for their side effect by stories (Vite bundles them; the apps import them in layouts).
declare module '*.css';
