/**
 * Runs `tasks` with at most `concurrency` of them running at once and yields their results in the tasks' order:
 * while the consumer handles one result, the next ones are already being worked on. A task's failure is thrown
 * when its turn comes; tasks already started run to their end (their failures handled, never unhandled
 * rejections), including when the consumer stops early.
 */
export async function* inOrder<T>(
  tasks: ReadonlyArray<() => Promise<T>>,
  concurrency: number,
): AsyncGenerator<T> {
  const running: Array<Promise<T>> = [];
  let next = 0;
  const start = () => {
    const task = tasks[next++]!();
    task.catch(() => undefined);
    running.push(task);
  };
  while (next < tasks.length && running.length < Math.max(1, concurrency)) start();
  while (running.length > 0) {
    const value = await running.shift()!;
    // The next task starts before this result is handed over, so the work goes on while it is consumed.
    if (next < tasks.length) start();
    yield value;
  }
}
