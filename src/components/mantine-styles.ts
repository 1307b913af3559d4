/**
 * Mantine's styles (core, dates, toasts), in the `mantine` cascade layer; being layered, Mantine's rules yield
 * to the console's own (unlayered) CSS whichever file arrives last. The first screen loads only what it draws
 * (main.tsx); this module comes with the signed-in shell, the other public screens and the toasts.
 *
 * As written it brings all of them, which is what the development server and the unit tests get. The build
 * (vite-mantine-styles.ts) makes it bring only the sheets of the components the start screens draw, in
 * Mantine's own order; every other component's sheet comes with that component's code, so a screen's styles
 * load with the screen.
 */
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
