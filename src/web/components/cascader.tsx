// Remote cascader (SPEC 3, 4, 8 and 9): a button opening a panel with one listbox per
// level, fed by a caller-supplied loader, lazily level by level or (with `all`) once
// from the root. Only a leaf can be chosen. A filter (300 ms debounce) searches the
// loaded options as paths joined by ' / '. Load failures are swallowed.
// Keyboard: arrows move and open levels, Enter chooses, Escape closes, and typing jumps
// to the next option starting with what was typed (APG typeahead; Chinese names also by
// their pinyin initials, see cascader-model.ts). The panel is a top-layer popover next
// to the button, and a full-width sheet on phones.
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { BREAKPOINTS } from '../../domain/site/constants.ts';
import { useT } from '../i18n/index.tsx';
import { loadSection } from '../i18n/messages.ts';
import {
  CASCADER,
  type CascaderKeys,
  type CascaderLoader,
  type CascaderNode,
  columnsOf,
  DEFAULT_KEYS,
  filterPaths,
  levelLoader,
  loadPath,
  nodesOf,
  TYPEAHEAD_MS,
  typeaheadBuffer,
  typeaheadIndex,
  withChildren,
} from './cascader-model.ts';
import { ChevronRight, X } from './icons.ts';

await loadSection('address');

export interface CascaderProps {
  /** The chosen path of ids, root first (empty: nothing chosen). */
  value: string[];
  onChange(value: string[], path: CascaderNode[]): void;
  load: CascaderLoader;
  /** Load the whole tree once from the root instead of level by level. */
  all?: boolean;
  maxLevel?: number;
  keys?: Partial<CascaderKeys>;
  /** Names of the levels (column labels for screen readers and the phone tabs). */
  levelLabels?: string[];
  placeholder?: string;
  /** Id of the button, for a <label htmlFor>. */
  id?: string;
  labelledBy?: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  testId?: string;
}

const GAP = 4;

/** Keeps the panel by the button (below, or above when there is no room); a bottom sheet on phones. */
function place(panel: HTMLElement, trigger: HTMLElement) {
  const s = panel.style;
  if (window.innerWidth < BREAKPOINTS.sm) {
    Object.assign(s, { top: 'auto', bottom: '0px', left: '0px', right: '0px', width: '100%' });
    return;
  }
  const r = trigger.getBoundingClientRect();
  const height = panel.offsetHeight;
  const below = r.bottom + GAP + height <= window.innerHeight || r.top < height + GAP;
  const left = Math.max(8, Math.min(r.left, window.innerWidth - panel.offsetWidth - 8));
  Object.assign(s, {
    top: `${below ? r.bottom + GAP : r.top - height - GAP}px`,
    left: `${left}px`,
    bottom: 'auto',
    right: 'auto',
    width: 'auto',
  });
}

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function Cascader(props: CascaderProps) {
  const { value, onChange, load, all = false, maxLevel = CASCADER.maxLevel, levelLabels = [] } = props;
  const t = useT();
  const uid = useId();
  const id = props.id ?? `${uid}-button`;
  const panelId = `${uid}-panel`;
  const keys = useMemo(() => ({ ...DEFAULT_KEYS, ...props.keys }), [props.keys]);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const filterRef = useRef<HTMLInputElement>(null);

  const [roots, setRoots] = useState<CascaderNode[]>();
  const rootsRef = useRef(roots);
  rootsRef.current = roots;
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [column, setColumn] = useState(0);
  const [index, setIndex] = useState(0);
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const filter = useDebounced(query, CASCADER.debounceMs);
  const [resultIndex, setResultIndex] = useState(-1);
  /** The root failed to load: the panel says "No data" and the next opening tries again. */
  const [failed, setFailed] = useState(false);
  const failedRef = useRef(failed);
  failedRef.current = failed;
  const [attempt, setAttempt] = useState(0);
  /** What was typed in a column lately (typeahead). */
  const typed = useRef({ text: '', at: Number.NEGATIVE_INFINITY });
  /** A column to focus once it is on screen (a level that just loaded renders later). */
  const [focusTarget, setFocusTarget] = useState<number | null>(null);

  const loadLevel = useMemo(() => levelLoader(load, { keys, maxLevel, all }), [load, keys, maxLevel, all]);

  // The first load resolves the whole preselected path (SPEC 4); later values load what they miss.
  const valueKey = value.join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `valueKey` stands for `value`; `attempt` retries
  useEffect(() => {
    let live = true;
    void loadPath(rootsRef.current, value, loadLevel).then((tree) => {
      if (!live) return;
      if (!tree) setFailed(true);
      else if (tree !== rootsRef.current) setRoots(tree);
    });
    return () => {
      live = false;
    };
  }, [valueKey, loadLevel, attempt]);

  const chosen = roots ? nodesOf(roots, value) : [];
  const chosenLabel = chosen.length === value.length ? chosen.map((n) => n.label).join(CASCADER.separator) : '';
  const columns = roots ? columnsOf(roots, expanded) : [];
  const results = useMemo(() => (roots ? filterPaths(roots, filter) : []), [roots, filter]);
  const filtering = filter.trim() !== '';

  // Native popover: the browser toggles it from the button and closes it on outside clicks.
  useEffect(() => {
    const panel = panelRef.current;
    const trigger = triggerRef.current;
    if (!panel || !trigger) return;
    const onToggle = (e: Event) => {
      const opening = (e as ToggleEvent).newState === 'open';
      setOpen(opening);
      if (!opening) return;
      const current = rootsRef.current ? nodesOf(rootsRef.current, value) : [];
      setExpanded(current.slice(0, -1).map((n) => n.value));
      setColumn(Math.max(0, current.length - 1));
      setIndex(0);
      setQuery('');
      if (failedRef.current) {
        setFailed(false);
        setAttempt((n) => n + 1);
      }
      place(panel, trigger);
    };
    panel.addEventListener('toggle', onToggle);
    return () => panel.removeEventListener('toggle', onToggle);
  }, [value]);

  useEffect(() => {
    if (!open) return;
    const reposition = () => panelRef.current && triggerRef.current && place(panelRef.current, triggerRef.current);
    window.addEventListener('resize', reposition);
    window.addEventListener('scroll', reposition, true);
    return () => {
      window.removeEventListener('resize', reposition);
      window.removeEventListener('scroll', reposition, true);
    };
  }, [open]);

  // On opening, the highlight starts on the chosen option of the deepest open column.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the panel opens or the tree arrives
  useEffect(() => {
    if (!open || !roots) return;
    const current = nodesOf(roots, value);
    const last = current.at(-1);
    const col = columnsOf(
      roots,
      current.slice(0, -1).map((n) => n.value),
    )[Math.max(0, current.length - 1)];
    setIndex(Math.max(0, col?.findIndex((n) => n.value === last?.value) ?? 0));
    focusColumn(Math.max(0, current.length - 1));
    if (panelRef.current && triggerRef.current) place(panelRef.current, triggerRef.current);
  }, [open, !!roots]);

  useEffect(() => {
    if (open) document.getElementById(`${uid}-opt-${column}-${index}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, column, index, uid]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the awaited column appears
  useEffect(() => {
    if (focusTarget === null) return;
    const el = document.getElementById(`${uid}-col-${focusTarget}`);
    if (!el) return;
    el.focus({ preventScroll: true });
    setFocusTarget(null);
  }, [focusTarget, columns.length, uid]);

  function close(refocus = true) {
    if (panelRef.current?.matches(':popover-open')) panelRef.current.hidePopover();
    if (refocus) triggerRef.current?.focus();
  }

  function focusColumn(col: number) {
    setColumn(col);
    setFocusTarget(col);
  }

  function commit(path: CascaderNode[]) {
    onChange(
      path.map((n) => n.value),
      path,
    );
    close();
  }

  /** Opens a node's level (loading it when needed); a node that loads empty is a leaf and gets chosen. */
  async function expand(col: number, node: CascaderNode) {
    const path = [...expanded.slice(0, col), node.value];
    setExpanded(path);
    let children = node.children;
    if (!children && !node.leaf) {
      setLoadingId(node.value);
      children = await loadLevel(node.level + 1, node.value);
      setLoadingId(null);
      if (!children) return;
      const tree = withChildren(rootsRef.current ?? [], path, children);
      rootsRef.current = tree;
      setRoots(tree);
    }
    if (!children || children.length === 0) return commit(nodesOf(rootsRef.current ?? [], path));
    setIndex(0);
    focusColumn(col + 1);
  }

  function pick(col: number, node: CascaderNode) {
    if (node.disabled) return;
    if (node.leaf) return commit(nodesOf(rootsRef.current ?? [], [...expanded.slice(0, col), node.value]));
    void expand(col, node);
  }

  /** Typeahead: a printable key (a space too while a search is going on) moves the highlight. */
  function typeahead(e: KeyboardEvent, nodes: CascaderNode[]): boolean {
    if (e.ctrlKey || e.metaKey || e.altKey || [...e.key].length !== 1) return false;
    const now = performance.now();
    const searching = typed.current.text !== '' && now - typed.current.at <= TYPEAHEAD_MS;
    if (e.key === ' ' && !searching) return false;
    e.preventDefault();
    typed.current = typeaheadBuffer(typed.current, e.key, now);
    const to = typeaheadIndex(nodes, index, typed.current.text);
    if (to >= 0) setIndex(to);
    return true;
  }

  function onColumnKey(e: KeyboardEvent, col: number) {
    const nodes = columns[col] ?? [];
    const node = nodes[index];
    if (typeahead(e, nodes)) return;
    const move = (to: number) => {
      e.preventDefault();
      setIndex(Math.max(0, Math.min(nodes.length - 1, to)));
    };
    switch (e.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        if (index === 0) {
          e.preventDefault();
          return filterRef.current?.focus();
        }
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(nodes.length - 1);
      case 'ArrowRight':
        e.preventDefault();
        if (node && !node.leaf && !node.disabled) void expand(col, node);
        return;
      case 'ArrowLeft':
        e.preventDefault();
        if (col > 0) {
          setIndex(
            Math.max(
              0,
              (columns[col - 1] ?? []).findIndex((n) => n.value === expanded[col - 1]),
            ),
          );
          focusColumn(col - 1);
        }
        return;
      case 'Enter':
      case ' ':
        e.preventDefault();
        if (node) pick(col, node);
        return;
      case 'Escape':
        e.preventDefault();
        return close();
    }
  }

  function onResultsKey(e: KeyboardEvent) {
    const move = (to: number) => {
      e.preventDefault();
      setResultIndex(Math.max(0, Math.min(results.length - 1, to)));
    };
    if (e.key === 'ArrowDown') return move(resultIndex + 1);
    if (e.key === 'ArrowUp') {
      if (resultIndex <= 0) {
        e.preventDefault();
        return filterRef.current?.focus();
      }
      return move(resultIndex - 1);
    }
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (results[resultIndex]) commit(results[resultIndex].path);
      return;
    }
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    }
  }

  function onFilterKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      e.preventDefault(); // never submits the surrounding form
      if (filtering && results[0]) commit(results[0].path);
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (filtering) {
        setResultIndex(0);
        document.getElementById(`${uid}-results`)?.focus();
      } else {
        focusColumn(column);
      }
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (query) setQuery('');
      else close();
    }
  }

  function onTriggerKey(e: KeyboardEvent) {
    if (e.key === 'ArrowDown' && !open) {
      e.preventDefault();
      panelRef.current?.showPopover();
    }
  }

  const optionClass = (active: boolean, onPath: boolean, disabled: boolean) =>
    [
      'flex cursor-pointer items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm',
      disabled ? 'cursor-not-allowed text-slate-400' : onPath ? 'font-semibold text-primary-800' : 'text-slate-800',
      active ? 'bg-primary-50 outline-2 -outline-offset-2 outline-primary-500' : 'hover:bg-slate-100',
    ].join(' ');

  return (
    <div className="relative" data-testid={props.testId}>
      <button
        ref={triggerRef}
        id={id}
        type="button"
        popoverTarget={panelId}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={props.labelledBy ? `${props.labelledBy} ${id}` : undefined}
        aria-describedby={props.describedBy}
        aria-invalid={props.invalid || undefined}
        disabled={props.disabled}
        onKeyDown={onTriggerKey}
        className="input flex items-center justify-between gap-2 text-left"
        data-testid={props.testId && `${props.testId}-button`}
      >
        <span className={chosenLabel ? 'truncate' : 'truncate text-slate-500'}>
          {chosenLabel || props.placeholder || t('cascader.placeholder')}
        </span>
        <ChevronRight
          aria-hidden
          className={`size-4 shrink-0 text-slate-500 transition ${open ? '-rotate-90' : 'rotate-90'}`}
        />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        popover="auto"
        role="dialog"
        aria-label={props.placeholder || t('cascader.placeholder')}
        className="fixed m-0 max-h-[70vh] overflow-hidden rounded-t-2xl border-0 bg-white p-0 text-slate-900 shadow-2xl ring-1 ring-slate-200 max-sm:backdrop:bg-slate-900/40 sm:max-h-none sm:rounded-xl"
        onBlur={(e) => {
          // Tabbing out of the panel closes it (clicks outside are the browser's job).
          const next = e.relatedTarget as Node | null;
          if (next && !panelRef.current?.contains(next) && next !== triggerRef.current) close(false);
        }}
      >
        {open && (
          <>
            <div className="flex items-center gap-2 border-b border-slate-100 p-2">
              <input
                ref={filterRef}
                type="search"
                value={query}
                onChange={(e) => {
                  setQuery(e.target.value);
                  setResultIndex(-1);
                }}
                onKeyDown={onFilterKey}
                aria-label={t('cascader.search')}
                aria-controls={filtering ? `${uid}-results` : undefined}
                placeholder={t('cascader.searchPlaceholder')}
                className="input py-2"
                data-testid="cascader-filter"
              />
              <button
                type="button"
                onClick={() => close()}
                aria-label={t('cascader.close')}
                className="rounded-full p-2 text-slate-500 hover:bg-slate-100 sm:hidden"
              >
                <X aria-hidden className="size-5" />
              </button>
            </div>
            {!roots ? (
              <p className="flex items-center gap-2 p-4 text-sm text-slate-600" role="status">
                {failed ? (
                  t('cascader.empty')
                ) : (
                  <>
                    <span aria-hidden className="spinner" />
                    {t('cascader.loading')}
                  </>
                )}
              </p>
            ) : filtering ? (
              <>
                <p className="sr-only" role="status">
                  {t('cascader.results', { count: results.length })}
                </p>
                {results.length === 0 ? (
                  <p className="p-4 text-sm text-slate-600">{t('cascader.noMatch')}</p>
                ) : (
                  <div
                    id={`${uid}-results`}
                    role="listbox"
                    tabIndex={-1}
                    aria-label={t('cascader.results', { count: results.length })}
                    aria-activedescendant={resultIndex >= 0 ? `${uid}-res-${resultIndex}` : undefined}
                    onKeyDown={onResultsKey}
                    className="max-h-[50vh] overflow-auto p-1 sm:max-h-72 sm:w-[26rem]"
                  >
                    {results.map((match, i) => (
                      // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles the keyboard
                      <div
                        key={match.label}
                        id={`${uid}-res-${i}`}
                        role="option"
                        tabIndex={-1}
                        aria-selected={i === resultIndex}
                        onMouseDown={(e) => e.preventDefault()}
                        onClick={() => commit(match.path)}
                        className={optionClass(i === resultIndex, false, false)}
                      >
                        {match.label}
                      </div>
                    ))}
                  </div>
                )}
              </>
            ) : roots.length === 0 ? (
              <p className="p-4 text-sm text-slate-600">{t('cascader.empty')}</p>
            ) : (
              <>
                {/* Phones show one level at a time; these tabs go back up the path. */}
                <div className="flex gap-1 overflow-x-auto border-b border-slate-100 px-2 py-1.5 sm:hidden">
                  {columns.map((_, col) => (
                    <button
                      // biome-ignore lint/suspicious/noArrayIndexKey: one tab per level
                      key={col}
                      type="button"
                      onClick={() => focusColumn(col)}
                      aria-current={col === column ? 'step' : undefined}
                      className={`shrink-0 rounded-full px-3 py-1 text-sm ${col === column ? 'bg-primary-50 font-semibold text-primary-800' : 'text-slate-600'}`}
                    >
                      {nodesOf(roots, expanded)[col]?.label ?? levelLabels[col] ?? t('cascader.placeholder')}
                    </button>
                  ))}
                </div>
                <div className="flex divide-x divide-slate-100">
                  {columns.map((nodes, col) => (
                    <div
                      // biome-ignore lint/suspicious/noArrayIndexKey: one column per level
                      key={col}
                      id={`${uid}-col-${col}`}
                      role="listbox"
                      tabIndex={col === column ? 0 : -1}
                      aria-label={levelLabels[col]}
                      aria-activedescendant={col === column ? `${uid}-opt-${col}-${index}` : undefined}
                      onKeyDown={(e) => onColumnKey(e, col)}
                      onFocus={() => setColumn(col)}
                      className={`max-h-[50vh] w-full overflow-auto p-1 outline-none sm:max-h-72 sm:w-48 ${col === column ? '' : 'max-sm:hidden'}`}
                      data-testid={`cascader-column-${col}`}
                    >
                      {nodes.map((node, i) => {
                        const onPath =
                          expanded[col] === node.value || (col === value.length - 1 && value[col] === node.value);
                        return (
                          // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles the keyboard
                          <div
                            key={node.value}
                            id={`${uid}-opt-${col}-${i}`}
                            role="option"
                            tabIndex={-1}
                            aria-selected={onPath}
                            onMouseDown={(e) => e.preventDefault()}
                            aria-disabled={node.disabled || undefined}
                            onClick={() => {
                              setColumn(col);
                              setIndex(i);
                              document.getElementById(`${uid}-col-${col}`)?.focus({ preventScroll: true });
                              pick(col, node);
                            }}
                            className={optionClass(col === column && i === index, onPath, node.disabled)}
                          >
                            <span className="truncate">{node.label}</span>
                            {loadingId === node.value ? (
                              <span aria-hidden className="spinner size-3.5 text-slate-400" />
                            ) : (
                              !node.leaf && <ChevronRight aria-hidden className="size-4 shrink-0 text-slate-400" />
                            )}
                          </div>
                        );
                      })}
                    </div>
                  ))}
                </div>
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
