// One shipping address as a card: contact, masked number (SPEC 5: first 3 and last 4
// digits; the API masks it, so no phone metadata reaches this bundle), then the address
// as its country writes it (src/domain/addresses/format.ts) with the country/region, and the default
// badge; the caller adds actions (edit, delete, choose…).
import { type ReactNode, useId } from 'react';
import type { Address } from '../../../domain/addresses/addresses.ts';
import { addressLines, inLatin, type WrittenAddress } from '../../../domain/addresses/format.ts';
import { useT } from '../../i18n/index.tsx';
import { loadSection } from '../../i18n/messages.ts';

await loadSection('address');

export interface AddressCardProps {
  address: Address;
  /** Buttons at the bottom of the card. */
  actions?: ReactNode;
  /** Marks the card chosen (e.g. the address an order ships to). */
  selected?: boolean;
}

/**
 * The address's lines in its country's order, the country/region with them: last as
 * international mail writes it, first where the address is written big-endian (China in
 * Chinese: 中国 / 510000 / 广东省广州市 / 天河路 1 号).
 */
export function writtenAddress(address: WrittenAddress & { country: string }): {
  lines: string[];
  countryFirst: boolean;
} {
  const latin = inLatin(address.country, address);
  return { lines: addressLines(address.country, address, { latin }), countryFirst: !latin };
}

export function AddressCard({ address, actions, selected = false }: AddressCardProps) {
  const t = useT();
  const headingId = useId();
  const { lines, countryFirst } = writtenAddress(address);
  const country = (
    <span className="block text-slate-700">
      <span className="sr-only">{t('address.countryRegion')}: </span>
      {address.country_name}
    </span>
  );
  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col rounded-2xl bg-white p-4 ring-1 transition md:p-5 ${
        selected ? 'ring-2 ring-primary-600' : 'ring-slate-200'
      }`}
      data-testid="address-card"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="truncate font-semibold text-slate-900">{address.contact}</span>
          <span className="text-sm tabular-nums text-slate-700" data-testid="address-masked-phone">
            {address.phone_masked}
          </span>
        </h3>
        {address.is_default && (
          <span
            className="shrink-0 rounded-full bg-primary-100 px-2.5 py-0.5 text-xs font-semibold text-primary-800"
            data-testid="address-default-badge"
          >
            {t('address.default')}
          </span>
        )}
      </div>
      <p className="mt-2 break-words text-sm text-slate-900" data-testid="address-lines">
        {countryFirst && country}
        {lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one address never reorder
          <span key={i} className="block">
            {line}
          </span>
        ))}
        {!countryFirst && country}
      </p>
      {actions && (
        <div className="mt-auto pt-4">
          <div className="flex flex-wrap items-center gap-x-1 gap-y-2 border-t border-slate-100 pt-3">{actions}</div>
        </div>
      )}
    </article>
  );
}
