import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy* and waitFor wait up to 5 s (1 s by default): a screen that renders after its data arrives can take
// longer than a second on a busy 2-core machine, and a passing check returns as soon as it holds.
configure({ asyncUtilTimeout: 5_000 });
