import { notFound } from 'next/navigation';

/** Where the proxy sends requests its routing rules reject (unknown language prefix, refused path). */
export default function ShopNotFound(): never {
  notFound();
}
