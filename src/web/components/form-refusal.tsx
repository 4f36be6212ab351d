import type { ReactNode } from 'react';

/** What the API answered to a page's form (a server action's refusal), beside the form. */
export function FormRefusal({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <p
      role="alert"
      className={`rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ${className}`}
      data-testid="form-refusal"
    >
      {children}
    </p>
  );
}
