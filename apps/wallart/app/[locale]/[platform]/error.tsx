'use client';

export { ErrorBoundary as default } from '@shop/storefront/app/error-boundary';
