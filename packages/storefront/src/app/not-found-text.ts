/**
 * Placeholder the server leaves in the translated 404 text; the browser puts the visited path there.
 * A plain module: constants exported from a 'use client' file reach server components as client references.
 */
export const PATH_PLACEHOLDER = '\u2060PATH\u2060';
