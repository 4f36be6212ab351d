// Any other path (SPEC 2 and 8): HTTP 404 and the error page, 'Page Not Found: {path}'
// in the page's language, inside the usual header and footer (root ErrorBoundary).
import { notFound } from '../api/not-found.ts';
import type { Route } from './+types/catch-all';

export function loader({ request, context }: Route.LoaderArgs): Promise<never> {
  return notFound(context, request);
}

export default function CatchAll() {
  return null;
}
