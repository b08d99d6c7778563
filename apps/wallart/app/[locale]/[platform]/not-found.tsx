'use client';

export { NotFoundView as default } from '@shop/storefront/app/not-found-view';
