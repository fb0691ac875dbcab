import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  BLOOD_GROUPS,
  COUNTRIES,
  EMPTY_BLOOD_SERVICE_FILTERS,
  PRODUCT_TYPES,
  PROVIDER_TYPES,
  SERVICE_STATUSES,
  UPDATED_PERIODS,
  type BloodServiceFilters,
  type UpdatedPeriod,
} from '../api/blood-services';

/** Query-string names of the filters (shareable links). */
export const FILTER_PARAM: Record<keyof BloodServiceFilters, string> = {
  search: 'q',
  location: 'location',
  productType: 'product',
  bloodGroup: 'bloodGroup',
  country: 'country',
  district: 'district',
  status: 'status',
  providerType: 'provider',
  updated: 'updated',
  eligibleOnly: 'eligible',
  page: 'page',
};

const oneOf = (value: string | null, allowed: readonly string[]) => (value && allowed.includes(value) ? value : '');

/** Reads the filters from the URL; unknown values fall back to "all". */
export function parseBloodServiceParams(params: URLSearchParams): BloodServiceFilters {
  const page = Number(params.get(FILTER_PARAM.page));
  return {
    search: params.get(FILTER_PARAM.search) ?? '',
    location: params.get(FILTER_PARAM.location) ?? '',
    productType: oneOf(params.get(FILTER_PARAM.productType), PRODUCT_TYPES),
    bloodGroup: oneOf(params.get(FILTER_PARAM.bloodGroup), BLOOD_GROUPS),
    country: oneOf(params.get(FILTER_PARAM.country), COUNTRIES),
    district: params.get(FILTER_PARAM.district) ?? '',
    status: oneOf(params.get(FILTER_PARAM.status), SERVICE_STATUSES),
    providerType: oneOf(params.get(FILTER_PARAM.providerType), PROVIDER_TYPES),
    updated: oneOf(params.get(FILTER_PARAM.updated), UPDATED_PERIODS) as UpdatedPeriod | '',
    eligibleOnly: params.get(FILTER_PARAM.eligibleOnly) === '1',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Writes the filters back on top of `base` (other params, e.g. the tab, are kept); defaults are left out. */
export function toBloodServiceParams(filters: BloodServiceFilters, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  (Object.keys(FILTER_PARAM) as (keyof BloodServiceFilters)[]).forEach((key) => {
    const name = FILTER_PARAM[key];
    params.delete(name);
    const value = filters[key];
    if (key === 'eligibleOnly') {
      if (value) params.set(name, '1');
    } else if (key === 'page') {
      if ((value as number) > 1) params.set(name, String(value));
    } else if (typeof value === 'string' && value.trim()) {
      params.set(name, value);
    }
  });
  return params;
}

/** The blood-services filters kept in the query string. Any change but a page change goes back to page 1. */
export function useBloodServiceFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseBloodServiceParams(params), [params]);

  const update = useCallback(
    (patch: Partial<BloodServiceFilters>, options: { replace?: boolean } = {}) => {
      setParams((current) => toBloodServiceParams({ ...parseBloodServiceParams(current), page: 1, ...patch }, current), {
        replace: options.replace,
      });
    },
    [setParams],
  );

  const reset = useCallback(() => {
    setParams((current) => toBloodServiceParams(EMPTY_BLOOD_SERVICE_FILTERS, current));
  }, [setParams]);

  return { filters, update, reset };
}
