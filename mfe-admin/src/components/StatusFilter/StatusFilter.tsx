import { FilterSelect } from '@donation-network/shared-ui';
import { label } from '../../lib/format';
import { useAdminList, type AdminList, type AdminListPage } from '../AdminList/AdminList';
import { FilterBar } from '../FilterBar/FilterBar';

/** One status, or every status. */
export type StatusFilter<Status extends string> = Status | 'all';

/** A console list whose one filter is its items' status, and the statuses it offers. */
export interface StatusList<Status extends string, Item> extends AdminList<{ status: StatusFilter<Status> }, Item> {
  statuses: readonly Status[];
}

/**
 * A console list filtered by status. It opens on the first of `statuses`, the status of the items waiting
 * for the admin (new messages, pending verifications), so the admin starts with what needs doing.
 */
export function useStatusList<Status extends string, Item>(
  name: string,
  statuses: readonly [Status, ...Status[]],
  pageSize: number,
  read: (status: StatusFilter<Status>, page: number, signal: AbortSignal) => Promise<AdminListPage<Item>>,
): StatusList<Status, Item> {
  const list = useAdminList({
    name,
    initialFilters: { status: statuses[0] as StatusFilter<Status> },
    pageSize,
    read: ({ status }, page, signal) => read(status, page, signal),
  });
  return { ...list, statuses };
}

interface StatusFilterBarProps<Status extends string> {
  /** The select's label ('Verification status'). */
  label: string;
  list: Pick<StatusList<Status, unknown>, 'filters' | 'filterBy' | 'statuses'>;
}

/** The filter bar of a list filtered by status: one select with each status in the list's order, then 'All'. */
export function StatusFilterBar<Status extends string>({ label: selectLabel, list }: StatusFilterBarProps<Status>) {
  const options = [...list.statuses.map((status) => ({ value: status, label: label(status) })), { value: 'all', label: 'All' }];
  return (
    <FilterBar>
      <FilterSelect
        label={selectLabel}
        value={list.filters.status}
        options={options}
        onValueChange={(status) => list.filterBy({ status: status as StatusFilter<Status> })}
      />
    </FilterBar>
  );
}
