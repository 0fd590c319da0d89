import { useEffect, useRef } from 'react';

/**
 * Whether the component is still on screen: a save or change that settles after the user left
 * the page has nothing left to update.
 */
export function useMounted() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
