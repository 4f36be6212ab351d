// Any other path (SPEC 2 and 8): HTTP 404 and the error page, 'Page Not Found: {path}'.
import { data } from 'react-router';
import type { Route } from './+types/catch-all';

export const handle = { layout: false };

export function loader({ request }: Route.LoaderArgs): never {
  const { pathname } = new URL(request.url);
  throw data({ code: 404, message: `Page Not Found: ${decodeURIComponentSafe(pathname)}` }, { status: 404 });
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function meta() {
  return [{ title: 'Page Not Found' }, { name: 'robots', content: 'noindex' }];
}

export default function CatchAll() {
  return null;
}
