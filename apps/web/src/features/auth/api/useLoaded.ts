import { useEffect, useState } from 'react';

export type Loaded<T> = { status: 'pending' } | { status: 'done'; data: T } | { status: 'failed'; error: unknown };

/**
 * One read of the pages outside the signed-in layout (no query client there), done again when `key`
 * changes and not at all while it is null; `read` is a function of the key, defined once.
 */
export function useLoaded<T>(key: string | null, read: (key: string, signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'pending' });
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    read(key, controller.signal).then(
      (data) => setState({ status: 'done', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [key, read]);
  return state;
}
