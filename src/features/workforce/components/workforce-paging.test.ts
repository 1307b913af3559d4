import { describe, expect, it } from 'vitest';
import {
  LOAD_MORE_FROM,
  nextWorkforcePage,
  showLoadMore,
  shownText,
  WORKFORCE_PAGE_SIZE,
} from './workforce-paging';

function page(count: number, pageTotal: number) {
  return { workforce: Array.from({ length: count }, (_, index) => index), pageTotal };
}

describe('workforce paging', () => {
  it('loads 100 at a time and offers more from 100 people on', () => {
    expect(WORKFORCE_PAGE_SIZE).toBe(100);
    expect(LOAD_MORE_FROM).toBe(100);
  });

  it('offers "Load more" only when 100 or more exist and some are not shown yet', () => {
    expect(showLoadMore(99, 99)).toBe(false);
    expect(showLoadMore(100, 100)).toBe(false);
    expect(showLoadMore(100, 101)).toBe(true);
    expect(showLoadMore(100, 250)).toBe(true);
    expect(showLoadMore(250, 250)).toBe(false);
  });

  it('asks for the next page until everyone is loaded', () => {
    expect(nextWorkforcePage([page(100, 250)], 1)).toBe(2);
    expect(nextWorkforcePage([page(100, 250), page(100, 250)], 2)).toBe(3);
    expect(nextWorkforcePage([page(100, 250), page(100, 250), page(50, 250)], 3)).toBeUndefined();
    expect(nextWorkforcePage([page(42, 42)], 1)).toBeUndefined();
  });

  it('says how many are shown', () => {
    expect(shownText(100, 250)).toBe('Showing 100 of 250');
    expect(shownText(0, 0)).toBe('Nobody yet');
  });
});
