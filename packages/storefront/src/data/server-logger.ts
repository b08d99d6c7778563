/** Server-side events (spec point 8 names) as one JSON line each, for the host's log shipping. */
export const serverLogger = {
  error: (event: string, details?: Record<string, unknown>) => console.error(JSON.stringify({ level: 'error', event, ...details })),
  info: (event: string, details?: Record<string, unknown>) => console.info(JSON.stringify({ level: 'info', event, ...details })),
  warn: (event: string, details?: Record<string, unknown>) => console.warn(JSON.stringify({ level: 'warn', event, ...details })),
};
