import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen matches `query` (a CSS media query), right from the first render. Mantine's default reads
 * it in an effect, after a first render as if it did not match: on a phone every table was drawn as a table,
 * then again as cards. The console renders only in the browser, so the first render can ask the browser.
 */
export function useScreenMatches(query: string): boolean {
  return useMediaQuery(query, undefined, { getInitialValueInEffect: false }) ?? false;
}

/** A phone (narrower than Mantine's `sm`, 48em): tables become cards, dialogs full screen, pickers compact. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** Whether the screen is a phone's (PHONE_QUERY), right from the first render. */
export function usePhoneScreen(): boolean {
  return useScreenMatches(PHONE_QUERY);
}
