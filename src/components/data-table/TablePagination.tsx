import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { pageCount, PAGE_SIZE_OPTIONS, paginationText, type PaginationState } from './pagination';
import { usePhoneScreen } from '../use-screen-matches';

interface TablePaginationProps {
  pagination: PaginationState;
  total: number;
  onChange: (next: PaginationState) => void;
  disabled?: boolean;
}

const SIZE_DATA = PAGE_SIZE_OPTIONS.map(String);

/** "x - y items of total", the page size choice (5, 10, 20, 50, 100) and the page buttons. */
export function TablePagination({ pagination, total, onChange, disabled }: TablePaginationProps) {
  const pages = pageCount(total, pagination.pageSize);
  const page = Math.min(pagination.page, pages);
  // A row of numbered 44 px buttons does not fit a 360 px phone: there it is first / previous / next / last.
  const phone = usePhoneScreen();
  const rootProps = {
    total: pages,
    value: page,
    onChange: (next: number) => onChange({ ...pagination, page: next }),
    disabled,
    getItemProps: (item: number) => ({ 'aria-label': `Page ${item}` }),
  };

  return (
    <Group justify="space-between" gap="sm" wrap="wrap" py="xs">
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" aria-live="polite" data-testid="pagination-text">
          {paginationText(pagination, total)}
        </Text>
        {/* The device's own picker: a finger's list on a phone, and no floating layer for every table to place. */}
        <NativeSelect
          aria-label="Rows per page"
          data={SIZE_DATA}
          value={String(pagination.pageSize)}
          onChange={(event) => onChange({ page: 1, pageSize: Number(event.currentTarget.value) })}
          disabled={disabled}
          w={96}
        />
      </Group>
      {phone ? (
        <Pagination.Root {...rootProps}>
          <Group gap={4} wrap="nowrap">
            <Pagination.First aria-label="First page" />
            <Pagination.Previous aria-label="Previous page" />
            <Text size="sm" px="xs" miw={72} ta="center">
              {page} / {pages}
            </Text>
            <Pagination.Next aria-label="Next page" />
            <Pagination.Last aria-label="Last page" />
          </Group>
        </Pagination.Root>
      ) : (
        <Pagination
          {...rootProps}
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      )}
    </Group>
  );
}
