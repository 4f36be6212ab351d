// The shop's default logo (public/brand/logo.svg) drawn in the page itself. As an
// `<img>`, an SVG file is a document of its own: the browser builds one for it on the
// main thread (30-50 ms on a phone's first visit, measured in a trace), in the middle of
// the first screen's work. Inline, it is a few elements of the page. A logo the owner
// uploads (a raster image) stays an `<img>`. brand-mark.test.tsx keeps the two drawings alike.

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 128 128" width={36} height={36} className={className} aria-hidden focusable="false">
      <defs>
        <linearGradient id="brand-mark-fill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fb923c" />
          <stop offset="1" stopColor="#ea580c" />
        </linearGradient>
      </defs>
      <rect width="128" height="128" rx="30" fill="url(#brand-mark-fill)" />
      <path d="M34 50h60l-6 46a8 8 0 0 1-8 7H48a8 8 0 0 1-8-7z" fill="#fff" />
      <path d="M50 50V42a14 14 0 0 1 28 0v8" fill="none" stroke="#fff" strokeWidth="8" strokeLinecap="round" />
      <circle cx="64" cy="76" r="9" fill="#ea580c" />
    </svg>
  );
}
