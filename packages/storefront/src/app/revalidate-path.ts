/** Where the shop API's publish webhook (and an editor, by hand) asks a shop to drop its cached content. */
export const REVALIDATE_PATH = '/api/revalidate';
