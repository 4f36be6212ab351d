// A quantity field with minus and plus buttons, bounded by 1 and `max`. Typing commits
// on Enter or when leaving the field (clamped), so a half-typed number never goes out.
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
}

export function QuantityStepper(props: QuantityStepperProps) {
  const { value, max, onChange, disabled } = props;
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = () => {
    const n = Math.floor(Number(draft));
    const next = Number.isFinite(n) ? Math.max(1, Math.min(n, Math.max(1, max))) : value;
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <div
      className={`inline-flex items-center rounded-full border border-slate-300 ${disabled ? 'bg-slate-50' : 'bg-white'}`}
    >
      <button
        type="button"
        onClick={() => onChange(Math.min(value - 1, Math.max(1, max)))}
        disabled={disabled || value <= 1}
        aria-label={props.decreaseLabel}
        className="rounded-full p-2 text-slate-700 hover:bg-slate-100 disabled:text-slate-300 disabled:hover:bg-transparent"
      >
        <Minus aria-hidden className="size-4" />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, max)}
        value={draft}
        disabled={disabled}
        aria-label={props.label}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
        className="w-11 border-0 bg-transparent text-center text-sm tabular-nums text-slate-900 [appearance:textfield] focus:outline-none disabled:text-slate-400 [&::-webkit-inner-spin-button]:appearance-none"
        data-testid={props.testId}
      />
      <button
        type="button"
        onClick={() => onChange(value + 1)}
        disabled={disabled || value >= max}
        aria-label={props.increaseLabel}
        title={!disabled && value >= max ? props.maxHint : undefined}
        className="rounded-full p-2 text-slate-700 hover:bg-slate-100 disabled:text-slate-300 disabled:hover:bg-transparent"
      >
        <Plus aria-hidden className="size-4" />
      </button>
    </div>
  );
}
