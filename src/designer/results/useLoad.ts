import { useCallback, useEffect, useRef, useState } from 'react';

export type LoadState<T> = {
  data: T | null;
  error: unknown;
  loading: boolean;
  reload: () => void;
};

/**
 * One read that follows its inputs: it reruns when `key` changes (the inputs serialised), keeps the last data
 * while the next read runs (so a filter change does not blank the screen), and drops answers that arrive
 * after a newer read started.
 */
export function useLoad<T>(key: string, read: () => Promise<T>): LoadState<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  const readRef = useRef(read);
  readRef.current = read;

  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the inputs; round for a reload
  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(null);
    readRef.current().then(
      (value) => {
        if (!current) return;
        setData(value);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!current) return;
        setError(failure);
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [key, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { data, error, loading, reload };
}
