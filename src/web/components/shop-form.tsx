// The storefront's forms (issue #19 item 5): React Router forms posting to the page's
// server action, so they work with JavaScript off. `scripted`: with JavaScript on, the
// page's own handlers (on the buttons' clicks) do the work in place, so the form never
// posts (Enter in a field included). A customer's form carries the anti-forgery token as
// a field: a browser without JavaScript cannot set the header the API asks for
// (server/plugins/anti-forgery.ts reads either).
import type { ComponentProps } from 'react';
import { Form } from 'react-router';
import { FORM_TOKEN_FIELD } from '../../domain/site/constants.ts';
import { useRootData } from '../lib/use-root-data.ts';

type ShopFormProps = ComponentProps<typeof Form> & { scripted?: boolean };

export function ShopForm({ children, scripted, onSubmit, ...props }: ShopFormProps) {
  const token = useRootData()?.formToken;
  const posts = props.method !== undefined && props.method !== 'get';
  return (
    <Form
      {...props}
      onSubmit={
        scripted
          ? (e) => {
              e.preventDefault();
              onSubmit?.(e);
            }
          : onSubmit
      }
    >
      {token && posts && <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />}
      {children}
    </Form>
  );
}
