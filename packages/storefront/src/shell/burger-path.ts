/** Where the burger fetches its levels when first opened (shell/burger-route.ts); the proxy passes it untouched. */
export const BURGER_DATA_PATH = '/api/burger';

/** Where the main navigation fetches its flyouts on a wide screen (shell/burger-route.ts); the proxy passes it untouched. */
export const FLYOUT_DATA_PATH = '/api/flyouts';
