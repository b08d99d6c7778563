// The view is in error.tsx's module: one script for both boundaries (see there).
export { NotFoundPage as default } from './error.tsx';
