import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Filters of a list: text or choice values (strings) by name, plus the 1-based page. */
export interface ListFilters {
  page: number;
}

export interface UrlFilterSpec<F extends ListFilters> {
  /** Query-string name of each filter but the page (shareable links). */
  params: Record<Exclude<keyof F, 'page'>, string>;
  /** Allowed values of the choice filters; anything else in the URL falls back to the default. */
  choices: Partial<Record<Exclude<keyof F, 'page'>, readonly string[]>>;
  defaults: F;
}

const PAGE_PARAM = 'page';

const filterKeys = <F extends ListFilters>(spec: UrlFilterSpec<F>) => Object.keys(spec.params) as Exclude<keyof F, 'page'>[];

/** Reads the filters from the URL; unknown choices fall back to the defaults. */
export function parseFilterParams<F extends ListFilters>(spec: UrlFilterSpec<F>, params: URLSearchParams): F {
  const filters = { ...spec.defaults };
  for (const key of filterKeys(spec)) {
    const value = params.get(spec.params[key]);
    if (value === null) continue;
    const allowed = spec.choices[key];
    if (!allowed || allowed.includes(value)) (filters as Record<string, unknown>)[key as string] = value;
  }
  const page = Number(params.get(PAGE_PARAM));
  filters.page = Number.isInteger(page) && page > 1 ? page : 1;
  return filters;
}

/** Writes the filters on top of `base` (other params, e.g. the tab, are kept); defaults are left out. */
export function toFilterParams<F extends ListFilters>(spec: UrlFilterSpec<F>, filters: F, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of filterKeys(spec)) {
    const name = spec.params[key];
    const value = String(filters[key] ?? '');
    params.delete(name);
    if (value.trim() && value !== String(spec.defaults[key])) params.set(name, value);
  }
  params.delete(PAGE_PARAM);
  if (filters.page > 1) params.set(PAGE_PARAM, String(filters.page));
  return params;
}

/** A list's filters kept in the query string. Any change but a page change goes back to page 1. */
export function useUrlFilters<F extends ListFilters>(spec: UrlFilterSpec<F>) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilterParams(spec, params), [spec, params]);

  const update = useCallback(
    (patch: Partial<F>, options: { replace?: boolean } = {}) => {
      setParams((current) => toFilterParams(spec, { ...parseFilterParams(spec, current), page: 1, ...patch }, current), {
        replace: options.replace,
      });
    },
    [spec, setParams],
  );

  const reset = useCallback(() => setParams((current) => toFilterParams(spec, spec.defaults, current)), [spec, setParams]);

  return { filters, update, reset };
}
