import type { Page } from '@playwright/test';

/** A tap target smaller than the rule allows: what it is and the area a finger can hit. */
export interface SmallTarget {
  target: string;
  width: number;
  height: number;
}

/**
 * Every visible, enabled control on the page whose hit area is under 44 x 44 px, unless it is at least
 * 24 x 24 px and nothing else a finger could hit lies within 22 px of its centre (WCAG 2.5.8's spacing rule,
 * with a 44 px circle instead of 24). The hit area is found as a finger finds it: by asking the browser what
 * a tap at each point along the control's middle lines would land on (the control, its content, or a label
 * that passes the tap on to it), so a padded label or a widened pseudo-element counts and a covered edge
 * does not.
 */
export async function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate(() => {
    const MIN = 44;
    const SMALL = 24;
    const REACH = 40;
    const INTERACTIVE = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="tab"]',
      '[role="menuitem"]',
      '[role="slider"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');

    interface Box {
      left: number;
      top: number;
      right: number;
      bottom: number;
    }

    /** A link in running text, as tall as its line (WCAG's inline exception). */
    function inText(element: Element): boolean {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const around = (element.parentElement?.textContent ?? '').replace(element.textContent ?? '', '');
      return /\w/.test(around);
    }

    /**
     * The small cross on a chosen item of a multiple choice: the 44 px field around it opens the list where
     * the same tap takes the item out (WCAG's equivalent-control exception).
     */
    function pillCross(element: Element): boolean {
      return element.matches('.mantine-Pill-remove') && element.closest('.mantine-Input-wrapper') !== null;
    }

    // Hidden from screen readers is not hidden from a finger: a clear button or stepper still counts.
    function usable(element: Element): boolean {
      if (element.closest('[inert], [disabled], [aria-disabled="true"]')) return false;
      if (inText(element) || pillCross(element)) return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.pointerEvents === 'none') return false;
      return element.getClientRects().length > 0;
    }

    /** The control and, for a check box or radio, the labels that toggle it (often all that shows of it). */
    function ownBox(element: Element): Box | null {
      const parts = [element.getBoundingClientRect()];
      if (element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)) {
        for (const label of Array.from(element.labels ?? [])) parts.push(label.getBoundingClientRect());
      }
      const shown = parts.filter((rect) => rect.width > 0 && rect.height > 0);
      if (shown.length === 0) return null;
      return {
        left: Math.min(...shown.map((rect) => rect.left)),
        top: Math.min(...shown.map((rect) => rect.top)),
        right: Math.max(...shown.map((rect) => rect.right)),
        bottom: Math.max(...shown.map((rect) => rect.bottom)),
      };
    }

    function reaches(hit: Element | null, target: Element): boolean {
      if (!hit) return false;
      if (target.contains(hit)) return true;
      // A multiple choice's typing field, beside its chosen items: Mantine's field box around it takes a tap
      // anywhere in it (on an item too, but not on an item's cross) to focus the field and open the list.
      const box = target.matches('.mantine-PillsInputField-field')
        ? target.closest('.mantine-Input-input')
        : null;
      if (box?.contains(hit) && !hit.closest('.mantine-Pill-remove')) return true;
      const label = hit.closest('label');
      return label !== null && label.control === target;
    }

    /**
     * The span of points where a tap lands on the target, along the lines through the control's own middle
     * (a check box's, not its label's), as far as its labels reach.
     */
    function hitBox(target: Element, box: Box): Box | null {
      const own = target.getBoundingClientRect();
      const sized = own.width > 1 && own.height > 1;
      const midX = sized ? own.left + own.width / 2 : (box.left + box.right) / 2;
      const midY = sized ? own.top + own.height / 2 : (box.top + box.bottom) / 2;
      let found: Box | null = null;
      const take = (x: number, y: number) => {
        if (!reaches(document.elementFromPoint(x, y), target)) return;
        found = found
          ? {
              left: Math.min(found.left, x),
              top: Math.min(found.top, y),
              right: Math.max(found.right, x + 1),
              bottom: Math.max(found.bottom, y + 1),
            }
          : { left: x, top: y, right: x + 1, bottom: y + 1 };
      };
      for (let x = Math.floor(box.left - REACH); x <= box.right + REACH; x += 1) take(x, midY);
      for (let y = Math.floor(box.top - REACH); y <= box.bottom + REACH; y += 1) take(midX, y);
      return found;
    }

    /** Whether a box that clips without scrolling (overflow clip or hidden) leaves nothing of `box` on screen. */
    function clippedAway(target: Element, box: Box): boolean {
      for (let at = target.parentElement; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (![style.overflowX, style.overflowY].some((o) => o === 'clip' || o === 'hidden')) continue;
        const clip = at.getBoundingClientRect();
        if (
          box.right <= clip.left ||
          box.left >= clip.right ||
          box.bottom <= clip.top ||
          box.top >= clip.bottom
        ) {
          return true;
        }
      }
      return false;
    }

    function distance(x: number, y: number, box: Box): number {
      const dx = Math.max(box.left - x, 0, x - box.right);
      const dy = Math.max(box.top - y, 0, y - box.bottom);
      return Math.hypot(dx, dy);
    }

    function describe(element: Element): string {
      const name =
        element.getAttribute('aria-label') ??
        (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null) ??
        element.textContent ??
        '';
      const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
      const type = element instanceof HTMLInputElement ? `[type=${element.type}]` : '';
      const classes = Array.from(element.classList)
        .filter((name) => !/^m_/.test(name))
        .slice(0, 2)
        .join('.');
      const text = name.trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${role}${type}${classes ? `.${classes}` : ''} "${text}"`;
    }

    // With a dialog open, only the dialog can be tapped.
    const scope = document.querySelector('[role="dialog"][aria-modal="true"]') ?? document;
    const targets = Array.from(scope.querySelectorAll(INTERACTIVE)).filter(usable);
    const boxes = new Map<Element, Box>();
    for (const target of targets) {
      const box = ownBox(target);
      if (box) boxes.set(target, box);
    }
    const small: Array<{ target: Element; box: Box }> = [];
    const scrolled = { x: window.scrollX, y: window.scrollY };
    for (const [target, own] of boxes) {
      if (own.right - own.left >= MIN && own.bottom - own.top >= MIN) continue;
      // Brought to the screen's middle, clear of the header, so that the browser can say what a tap hits.
      target.scrollIntoView({ block: 'center', inline: 'center' });
      const moved = ownBox(target)!;
      // Cut off whole by a box that does not scroll (a swim-lane order outside the hours on screen, which
      // focus brings into view): nothing of it is there to tap until it is shown, and then it is measured.
      if (clippedAway(target, moved)) continue;
      const hit = hitBox(target, moved) ?? { left: 0, top: 0, right: 0, bottom: 0 };
      const width = hit.right - hit.left;
      const height = hit.bottom - hit.top;
      if (width >= MIN && height >= MIN) continue;
      if (width >= SMALL && height >= SMALL) {
        // Spaced apart: no other target (other than one holding it or held by it) within 22 px of its centre.
        const x = (hit.left + hit.right) / 2;
        const y = (hit.top + hit.bottom) / 2;
        const crowded = targets.some((other) => {
          if (other === target || other.contains(target) || target.contains(other) || !boxes.has(other)) {
            return false;
          }
          const otherBox = ownBox(other);
          return otherBox !== null && distance(x, y, otherBox) < MIN / 2;
        });
        if (!crowded) continue;
      }
      small.push({ target, box: hit });
    }
    window.scrollTo(scrolled.x, scrolled.y);
    return small.map(({ target, box }) => ({
      target: describe(target),
      width: Math.round(box.right - box.left),
      height: Math.round(box.bottom - box.top),
    }));
  });
}
