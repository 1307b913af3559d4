/** The workforce list loads 100 people at a time (SPEC section 9). */
export const WORKFORCE_PAGE_SIZE = 100;
/** "Load more" is offered once this many people exist (SPEC section 9: when 100 or more mobile users). */
export const LOAD_MORE_FROM = 100;

interface LoadedPage {
  workforce: readonly unknown[];
  pageTotal: number;
}

export function loadedCount(pages: readonly LoadedPage[]): number {
  return pages.reduce((sum, page) => sum + page.workforce.length, 0);
}

/** Whether to offer "Load more": 100 or more people exist and not all of them are on screen yet. */
export function showLoadMore(loaded: number, total: number): boolean {
  return total >= LOAD_MORE_FROM && loaded < total;
}

/** The next page to fetch when "Load more" is pressed, or undefined when everyone is loaded. */
export function nextWorkforcePage(pages: readonly LoadedPage[], lastPage: number): number | undefined {
  const total = pages.at(-1)?.pageTotal ?? 0;
  return showLoadMore(loadedCount(pages), total) ? lastPage + 1 : undefined;
}

/** "Showing 100 of 240". */
export function shownText(loaded: number, total: number): string {
  return total === 0 ? 'Nobody yet' : `Showing ${loaded} of ${total}`;
}
