/**
 * All of Mantine's styles (core, dates, toasts), in the `mantine` cascade layer. The first screen loads only
 * what it draws (main.tsx); this comes with the signed-in shell, the other public screens and the toasts,
 * i.e. before anything else can show. The rules main.tsx loaded come again here, in Mantine's own order, so
 * the cascade is the same as with one sheet; being layered, Mantine's rules yield to the console's own
 * (unlayered) CSS whichever file arrives last.
 */
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
