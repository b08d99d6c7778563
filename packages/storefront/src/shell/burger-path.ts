/** Where the burger fetches its levels when first opened (shell/burger-route.ts); the proxy passes it untouched. */
export const BURGER_DATA_PATH = '/api/burger';
