import { expect, test } from '@playwright/test';
import { signInAs } from '../fixtures';

/**
 * How often React draws each component while a screen loads, read from the hook React's developer tools use
 * (React calls it on every commit, production build included). A component drawn again with nothing changed
 * costs a phone main-thread time: Mantine's useId, for one, drew every check box, input and tooltip a second
 * time as it mounted (src/mantine-use-id.ts).
 */
const COUNT_RENDERS = () => {
  const renders = new Map<string, number>();
  const seen = new WeakMap<object, { props: unknown; state: unknown }>();
  const nameOf = (type: unknown): string | null => {
    if (typeof type === 'function') {
      const named = type as { displayName?: string; name?: string };
      return named.displayName ?? named.name ?? null;
    }
    if (type && typeof type === 'object' && 'render' in type)
      return nameOf((type as { render: unknown }).render);
    return null;
  };
  interface Fiber {
    type: unknown;
    memoizedProps: unknown;
    memoizedState: unknown;
    alternate: Fiber | null;
    child: Fiber | null;
    sibling: Fiber | null;
  }
  (window as unknown as { __renders: Map<string, number> }).__renders = renders;
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      const stack: Array<Fiber | null> = [root.current.child];
      while (stack.length > 0) {
        const fiber = stack.pop();
        if (!fiber) continue;
        // Drawn in this commit: its props or state are not those it had at the last commit.
        const before = seen.get(fiber) ?? (fiber.alternate ? seen.get(fiber.alternate) : undefined);
        const drawn = !before || before.props !== fiber.memoizedProps || before.state !== fiber.memoizedState;
        seen.set(fiber, { props: fiber.memoizedProps, state: fiber.memoizedState });
        const name = drawn ? nameOf(fiber.type) : null;
        if (name) renders.set(name, (renders.get(name) ?? 0) + 1);
        stack.push(fiber.sibling, fiber.child);
      }
    },
  };
};

test('the work-order list draws each row once as it loads', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page);
  await page.addInitScript(COUNT_RENDERS);
  await page.goto('/work-order/list-view?size=25');
  const boxes = page.getByRole('checkbox', { name: /^Select WO-/ });
  await expect(boxes.first()).toBeVisible();
  const rows = await boxes.count();
  expect(rows).toBeGreaterThan(5);
  // Quiet for a moment: anything drawn again after the rows appeared has been drawn by now.
  await page.waitForTimeout(1_500);
  const renders = await page.evaluate(() =>
    Object.fromEntries((window as unknown as { __renders: Map<string, number> }).__renders),
  );
  // One table row a row and the header's, one cell for each of a row's six columns, each drawn once (Mantine
  // names its components; the console's own names do not survive the build).
  expect(renders['@mantine/core/TableTr']).toBe(rows + 1);
  expect(renders['@mantine/core/TableTd']).toBe(rows * 6);
  // The rows' check boxes are the browser's own (WorkOrderTable's ListCheckbox): Mantine's drew six
  // components for each (Checkbox, InlineInput, CheckboxIcon, CheckIcon and two boxes).
  expect(renders['@mantine/core/Checkbox']).toBeUndefined();
});
