/** The no-store route where the browser SDK fetches its per-visitor start (pages themselves are cached). */
export const FLAGS_BOOTSTRAP_PATH = '/api/flags';
