import { QueryClient } from '@tanstack/react-query';

/**
 * The page's one query client, for the account mutations (log in, sign up, password reset, log out). Imported only by
 * the account dialogs and the log-out button, which load when a dialog opens or the visitor is logged in: an anonymous
 * visitor who opens no dialog loads no query library (issue 16).
 */
export const accountQueryClient = new QueryClient();
