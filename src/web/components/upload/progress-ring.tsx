// The upload progress ring (SPEC 9: width 126, stroke 6), drawn in that geometry and
// scaled to fit the 80 px preview.
import { UPLOAD_WIDGET } from '../../../domain/media/uploads.ts';

const { progressWidth: WIDTH, progressStroke: STROKE } = UPLOAD_WIDGET;
const RADIUS = (WIDTH - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function ProgressRing({ percent, label, size }: { percent: number; label: string; size: number }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="relative grid place-items-center"
      style={{ width: size, height: size }}
    >
      <svg viewBox={`0 0 ${WIDTH} ${WIDTH}`} width={size} height={size} aria-hidden className="absolute -rotate-90">
        <circle cx={WIDTH / 2} cy={WIDTH / 2} r={RADIUS} fill="none" strokeWidth={STROKE} className="stroke-white/40" />
        <circle
          cx={WIDTH / 2}
          cy={WIDTH / 2}
          r={RADIUS}
          fill="none"
          strokeWidth={STROKE}
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)}
          className="stroke-white transition-[stroke-dashoffset] duration-200"
        />
      </svg>
      <span className="text-xs font-semibold tabular-nums text-white">{percent}%</span>
    </div>
  );
}
