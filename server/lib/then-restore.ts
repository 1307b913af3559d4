/**
 * Runs `work`, then `restore` (a transaction setting put back). When `work` fails the transaction is
 * usually aborted and will roll back, so a failing restore must not hide the original error.
 */
export async function thenRestore<T>(work: () => Promise<T>, restore: () => Promise<unknown>): Promise<T> {
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await restore().catch(() => undefined);
    throw error;
  }
  await restore();
  return result;
}
