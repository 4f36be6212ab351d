// A labelled form field with an optional hint and an error, tied to its control by ids
// (the control gets `aria-describedby` from `describedBy`; the label's id is
// `{id}-label` for controls that are not inputs, such as the cascader's button).
import type { ReactNode } from 'react';

export function describedBy(id: string, opts: { hint?: boolean; error?: string }): string | undefined {
  const ids = [opts.hint && `${id}-hint`, opts.error && `${id}-error`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function Field(props: { id: string; label: ReactNode; hint?: ReactNode; error?: string; children: ReactNode }) {
  return (
    <div>
      <label id={`${props.id}-label`} htmlFor={props.id} className="mb-1 block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      {props.children}
      {props.hint && (
        <p id={`${props.id}-hint`} className="mt-1 text-xs text-slate-600">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${props.id}-error`} className="field-error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
}
