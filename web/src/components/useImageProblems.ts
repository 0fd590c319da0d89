import { useMemo, useState } from 'react';

/**
 * The image-size problem (over 4000 px) each image field of a form reports, so the form can
 * refuse to save while any remains. `keys` is a constant list: its reporters stay the same.
 */
export function useImageProblems<Key extends string>(keys: readonly Key[]) {
  const [problems, setProblems] = useState<Partial<Record<Key, string>>>({});
  const reporters = useMemo(
    () =>
      Object.fromEntries(
        keys.map((key) => [
          key,
          (problem: string | null) =>
            setProblems((current) =>
              (current[key] ?? null) === problem
                ? current
                : { ...current, [key]: problem ?? undefined },
            ),
        ]),
      ) as Record<Key, (problem: string | null) => void>,
    [keys],
  );
  return { invalid: Object.values(problems).some(Boolean), reporters };
}

export type ImageProblems<Key extends string> = ReturnType<typeof useImageProblems<Key>>;
