// Plain stylesheets imported for their side effect by stories (Vite bundles them; the apps import them in layouts).
declare module '*.css';
// Files stories import for their URL (`./story-hero.svg?no-inline`): Vite serves them with the story.
declare module '*?no-inline' {
  const url: string;
  export default url;
}
