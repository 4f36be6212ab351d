// The storefront's search field: a plain GET form to /search (it works before the
// page's script runs), and once it does, suggestions as you type (300 ms after the
// last key) in an ARIA combobox: arrows move through the goods, Enter opens the active
// one or searches, Escape closes the list, then clears the field.
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { GoodCard } from '../../../domain/catalog/catalog.ts';
import { imageUrl } from '../../../domain/media/images.ts';
import { browserApi } from '../../api/browser.ts';
import { useLocalePath, useT } from '../../i18n/index.tsx';
import { Search } from '../icons.ts';
import { Price } from '../price.tsx';

const DEBOUNCE_MS = 300;
const SUGGESTIONS = 6;

export function SearchBox({
  initial = '',
  autoFocus = false,
  className = '',
  size = 'md',
}: {
  initial?: string;
  autoFocus?: boolean;
  className?: string;
  size?: 'md' | 'lg';
}) {
  const t = useT();
  const to = useLocalePath();
  const navigate = useNavigate();
  const listId = useId();
  const [keyword, setKeyword] = useState(initial);
  const [suggestions, setSuggestions] = useState<GoodCard[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const asked = useRef(0);

  useEffect(() => setKeyword(initial), [initial]);

  useEffect(() => {
    const term = keyword.trim();
    if (!open || !term) {
      setSuggestions([]);
      return;
    }
    const ask = ++asked.current;
    const timer = setTimeout(async () => {
      const page = await (await browserApi())
        .get('/good/list', { keyword: term, page_size: SUGGESTIONS }, { silent: true })
        .catch(() => null);
      // Only the latest keyword's answer counts: an older one may arrive after it.
      if (page && ask === asked.current) {
        setSuggestions(page.list);
        setActive(-1);
      }
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [keyword, open]);

  const showing = open && keyword.trim() !== '' && suggestions.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;

  function search(term: string) {
    setOpen(false);
    if (term.trim()) navigate(`${to('/search')}?${new URLSearchParams({ keyword: term.trim() })}`);
  }

  function openGood(good: GoodCard) {
    setOpen(false);
    navigate(to(`/product/${good.id}`));
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const chosen = showing ? suggestions[active] : undefined;
    if (chosen) openGood(chosen);
    else search(keyword);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!showing) {
        setOpen(true);
        return;
      }
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // Past either end back to the field itself (-1), as listbox comboboxes do.
      setActive((i) => ((i + step + 1 + suggestions.length + 1) % (suggestions.length + 1)) - 1);
    } else if (e.key === 'Escape') {
      if (showing) {
        e.preventDefault();
        e.stopPropagation();
        setOpen(false);
      } else if (keyword) {
        e.preventDefault();
        setKeyword('');
      }
    }
  }

  const big = size === 'lg';
  return (
    <search className={`relative block ${className}`}>
      <form action={to('/search')} method="get" onSubmit={onSubmit}>
        <label htmlFor={`${listId}-input`} className="sr-only">
          {t('search.label')}
        </label>
        <Search
          aria-hidden
          className={`pointer-events-none absolute top-1/2 -translate-y-1/2 text-slate-500 ${big ? 'left-4 size-5' : 'left-3 size-4'}`}
        />
        <input
          id={`${listId}-input`}
          type="search"
          name="keyword"
          value={keyword}
          maxLength={100}
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the search page and the phone's search row exist to type in
          autoFocus={autoFocus}
          placeholder={t('search.placeholder')}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showing}
          aria-controls={listId}
          aria-activedescendant={showing && active >= 0 ? optionId(active) : undefined}
          onChange={(e) => {
            setKeyword(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={`w-full rounded-full border border-slate-300 bg-white text-slate-900 placeholder:text-slate-500 focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-200 ${big ? 'py-3 pl-11 pr-4 text-base' : 'py-1.5 pl-9 pr-3 text-sm'}`}
          data-testid="search-input"
        />
        <div
          id={listId}
          role="listbox"
          tabIndex={-1}
          aria-label={t('search.suggestions')}
          hidden={!showing}
          // A click on an option must not blur the field first (that would close the list).
          onMouseDown={(e) => e.preventDefault()}
          className="absolute right-0 top-full z-40 mt-1 max-h-96 w-full min-w-[min(24rem,calc(100vw-2rem))] overflow-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
          data-testid="search-suggestions"
        >
          {suggestions.map((g, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's field handles the keys (aria-activedescendant)
            <div
              key={g.id}
              id={optionId(i)}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              onClick={() => openGood(g)}
              onMouseEnter={() => setActive(i)}
              className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${i === active ? 'bg-primary-50' : ''}`}
            >
              <img
                src={imageUrl(g.image, 160)}
                alt=""
                width={40}
                height={40}
                className="size-10 rounded-md object-cover"
              />
              <span className="min-w-0 flex-1 truncate text-slate-900">{g.name}</span>
              <Price price={g.price} unit={g.currency} className="shrink-0 text-slate-700" />
            </div>
          ))}
        </div>
      </form>
    </search>
  );
}
