import { notFound } from 'next/navigation';

/**
 * The catch-all route. Content pages come from the content space (its own issue); until a path resolves
 * to a story, every path that reaches this route is a 404 with the shared layout.
 */
export function createContentPage() {
  return async function ContentPage(): Promise<never> {
    notFound();
  };
}
