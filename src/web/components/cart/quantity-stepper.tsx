// A quantity field with minus and plus buttons, bounded by 1 and `max`: the cart's lines
// and the product page. `commitOn: 'blur'` (the cart, each change is a call): typing
// commits on Enter or when leaving the field, so a half-typed number never goes out;
// `'input'` (the product page, nothing is sent): every keystroke is clamped at once.
// In a form without JavaScript the field posts as `name` and the buttons as `stepName`
// with the next value (the server action prefers the button's).
import { useEffect, useState } from 'react';
import { Minus, Plus } from '../icons.ts';

export interface QuantityStepperProps {
  value: number;
  max: number;
  onChange(quantity: number): void;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  /** Shown on the plus button when `max` is reached. */
  maxHint?: string;
  disabled?: boolean;
  testId?: string;
  commitOn?: 'blur' | 'input';
  /** The field's name in a form. */
  name?: string;
  /** The buttons submit the form with this name and the next value (without JavaScript); else they only work with it. */
  stepName?: string;
}

export function QuantityStepper(props: QuantityStepperProps) {
  const { value, max, onChange, disabled, commitOn = 'blur' } = props;
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const clamp = (n: number) => Math.max(1, Math.min(n, Math.max(1, max)));

  const commit = () => {
    const n = Math.floor(Number(draft));
    const next = Number.isFinite(n) ? clamp(n) : value;
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  const step = (next: number) => ({
    type: props.stepName ? ('submit' as const) : ('button' as const),
    // Without a form to post, only a script makes the buttons work.
    'data-script-only': props.stepName ? undefined : true,
    name: props.stepName,
    value: props.stepName ? String(next) : undefined,
    onClick: (e: { preventDefault(): void }) => {
      e.preventDefault();
      onChange(next);
    },
  });

  return (
    <div
      className={`inline-flex items-center rounded-full border border-slate-300 ${disabled ? 'bg-slate-50' : 'bg-white'}`}
    >
      <button
        {...step(Math.min(value - 1, Math.max(1, max)))}
        disabled={disabled || value <= 1}
        aria-label={props.decreaseLabel}
        className="rounded-full p-2.5 text-slate-700 hover:bg-slate-100 disabled:text-slate-300 disabled:hover:bg-transparent"
      >
        <Minus aria-hidden className="size-4" />
      </button>
      <input
        type="number"
        inputMode="numeric"
        name={props.name}
        min={1}
        max={Math.max(1, max)}
        value={draft}
        disabled={disabled}
        aria-label={props.label}
        onChange={(e) => {
          if (commitOn === 'blur') return setDraft(e.target.value);
          const n = Math.floor(Number(e.target.value));
          const next = Number.isFinite(n) ? clamp(n) : 1;
          setDraft(String(next));
          if (next !== value) onChange(next);
        }}
        onBlur={commitOn === 'blur' ? commit : undefined}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          // With JavaScript the value is committed here, not by submitting the form.
          e.preventDefault();
          if (commitOn === 'blur') commit();
        }}
        className="w-12 border-0 bg-transparent text-center text-sm tabular-nums text-slate-900 [appearance:textfield] focus:outline-none disabled:text-slate-400 [&::-webkit-inner-spin-button]:appearance-none"
        data-testid={props.testId}
      />
      <button
        {...step(value + 1)}
        disabled={disabled || value >= max}
        aria-label={props.increaseLabel}
        title={!disabled && value >= max ? props.maxHint : undefined}
        className="rounded-full p-2.5 text-slate-700 hover:bg-slate-100 disabled:text-slate-300 disabled:hover:bg-transparent"
      >
        <Plus aria-hidden className="size-4" />
      </button>
    </div>
  );
}
