/**
 * What jsdom lacks and Mantine needs: matchMedia (answered from a settable viewport width, so a test can be
 * "a 360 px phone"), ResizeObserver, scrollIntoView, document.fonts and a getComputedStyle that ignores pseudo
 * elements.
 */
let viewportWidth = 1280;
const EM = 16;

function toPx(value: string, unit: string): number {
  return unit === 'em' || unit === 'rem' ? Number(value) * EM : Number(value);
}

function queryMatches(query: string): boolean {
  const max = /max-width:\s*([\d.]+)(px|em|rem)/.exec(query);
  const min = /min-width:\s*([\d.]+)(px|em|rem)/.exec(query);
  if (max && viewportWidth > toPx(max[1]!, max[2]!)) return false;
  if (min && viewportWidth < toPx(min[1]!, min[2]!)) return false;
  return Boolean(max ?? min);
}

/** Every matchMedia query answered after this call sees a viewport of `width` CSS pixels. */
export function setViewportWidth(width: number): void {
  viewportWidth = width;
}

window.matchMedia = (query: string): MediaQueryList =>
  ({
    matches: queryMatches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;

class NoopResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver ??= NoopResizeObserver;
globalThis.ResizeObserver ??= NoopResizeObserver;

Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// Textarea autosize listens for web fonts finishing to load.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: {
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      ready: Promise.resolve(),
    },
  });
}

const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
