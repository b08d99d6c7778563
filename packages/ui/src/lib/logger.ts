/** The app's logger, injected: the spec's event names (point 8) go in as `event`. */
export interface ShopLogger {
  error: (event: string, details?: Record<string, unknown>) => void;
  warn?: (event: string, details?: Record<string, unknown>) => void;
}
