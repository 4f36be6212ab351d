// The shop's links. In the browser they are React Router's Link and NavLink. On the
// server they render the same anchors without the per-link work that only matters in
// the browser (resolving the path against the route tree, click and prefetch handlers):
// about 30 links per page made that a twentieth of a page's render time.
import type { Ref } from 'react';
import {
  type LinkProps,
  type NavLinkProps,
  type NavLinkRenderProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
  useLocation,
} from 'react-router';

/** What React Router's Link renders on the server for an absolute in-app path. */
export function ServerLink(props: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const {
    to,
    prefetch,
    replace,
    state,
    preventScrollReset,
    viewTransition,
    discover,
    reloadDocument,
    relative,
    mask,
    defaultShouldRevalidate,
    ...rest
  } = props;
  // Relative and external paths, masked URLs and prefetching at render are React Router's to do.
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || prefetch === 'render' || mask) {
    return <RouterLink {...props} />;
  }
  return <a {...rest} href={to} data-discover={discover === 'none' ? undefined : 'true'} />;
}

/** NavLink's active rule (not case-sensitive, `end` false) without resolving the path. */
export function ServerNavLink(props: NavLinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const { className, style, children, end, caseSensitive, ...rest } = props;
  const pathname = useLocation().pathname.toLowerCase();
  const to = typeof props.to === 'string' ? props.to.split(/[?#]/)[0].toLowerCase() : undefined;
  if (to === undefined || end || caseSensitive) return <RouterNavLink {...props} />;
  const slashAt = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  const isActive = pathname === to || (pathname.startsWith(to) && pathname.charAt(slashAt) === '/');
  const state: NavLinkRenderProps = { isActive, isPending: false, isTransitioning: false };
  return (
    <ServerLink
      {...rest}
      aria-current={isActive ? (props['aria-current'] ?? 'page') : undefined}
      className={
        typeof className === 'function' ? className(state) : [className, isActive && 'active'].filter(Boolean).join(' ')
      }
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </ServerLink>
  );
}

export const Link = import.meta.env.SSR ? ServerLink : RouterLink;
export const NavLink = import.meta.env.SSR ? ServerNavLink : RouterNavLink;
