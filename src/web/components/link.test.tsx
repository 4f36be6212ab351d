// The server's links must be the anchors React Router's own would render, or hydration
// would find other markup than the browser renders.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Link, NavLink, StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ServerLink, ServerNavLink } from './link.tsx';

const at = (location: string, node: ReactNode) =>
  renderToStaticMarkup(<StaticRouter location={location}>{node}</StaticRouter>);

describe('server links', () => {
  it('render what Link renders', () => {
    const cases = [
      { to: '/product/1', className: 'card', prefetch: 'intent' as const },
      { to: '/en/cart?x=1#top', 'aria-label': 'Cart', 'data-testid': 'cart-link', replace: true },
      { to: '/my/order', preventScrollReset: true, state: { a: 1 }, discover: 'none' as const },
    ];
    for (const props of cases) {
      expect(at('/', <ServerLink {...props}>x</ServerLink>)).toBe(at('/', <Link {...props}>x</Link>));
    }
  });

  it('leave what they do not resolve themselves to Link (relative and external paths)', () => {
    expect(at('/product/1', <ServerLink to="../cart">x</ServerLink>)).toBe(
      at('/product/1', <Link to="../cart">x</Link>),
    );
    expect(
      at(
        '/',
        <ServerLink to="/faq" prefetch="render">
          x
        </ServerLink>,
      ),
    ).toBe(
      at(
        '/',
        <Link to="/faq" prefetch="render">
          x
        </Link>,
      ),
    );
    expect(at('/', <ServerLink to="https://example.com/a">x</ServerLink>)).toBe(
      at('/', <Link to="https://example.com/a">x</Link>),
    );
  });

  it('mark the current page as NavLink does', () => {
    const className = ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off');
    for (const location of ['/product/cate/1', '/product/cate/12', '/product/cate/1/x', '/PRODUCT/cate/1', '/']) {
      for (const to of ['/product/cate/1', '/', '/product/cate/']) {
        expect(
          at(
            location,
            <ServerNavLink to={to} className={className}>
              x
            </ServerNavLink>,
          ),
        ).toBe(
          at(
            location,
            <NavLink to={to} className={className}>
              x
            </NavLink>,
          ),
        );
        expect(
          at(
            location,
            <ServerNavLink to={to} className="tab">
              x
            </ServerNavLink>,
          ),
        ).toBe(
          at(
            location,
            <NavLink to={to} className="tab">
              x
            </NavLink>,
          ),
        );
      }
    }
  });
});
