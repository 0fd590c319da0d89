import {
  DEFAULT_SPORT,
  HIDDEN_BY_DEFAULT_SPORT,
  isSportCode,
  SPORTS,
  type SportCode,
} from '@esports-admin/schema/rules/sports';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { readLocalSetting, writeLocalSetting } from './localSetting';

export const SPORT_STORAGE_KEY = 'esports-admin.sport';
export const WILD_RIFT_STORAGE_KEY = 'esports-admin.showWildRift';

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

interface SportState {
  sport: SportCode;
  setSport: (sport: SportCode) => void;
  /** The sports the selector offers: Wild Rift only while its toggle is on. */
  offeredSports: readonly (typeof SPORTS)[number][];
  showWildRift: boolean;
  toggleWildRift: () => void;
}

const SportContext = createContext<SportState | null>(null);

function initialSport(showWildRift: boolean): SportCode {
  const stored = readLocalSetting(SPORT_STORAGE_KEY, isSportCode);
  if (!stored) return DEFAULT_SPORT;
  return stored === HIDDEN_BY_DEFAULT_SPORT && !showWildRift ? DEFAULT_SPORT : stored;
}

/** Holds the selected sport and the Wild Rift toggle, both persisted in localStorage. */
export function SportProvider({ children }: { children: ReactNode }) {
  const [showWildRift, setShowWildRift] = useState(
    () => readLocalSetting(WILD_RIFT_STORAGE_KEY, isBoolean) ?? false,
  );
  const [sport, setSportState] = useState<SportCode>(() => initialSport(showWildRift));

  const setSport = useCallback((next: SportCode) => {
    setSportState(next);
    writeLocalSetting(SPORT_STORAGE_KEY, next);
  }, []);

  const toggleWildRift = useCallback(() => {
    setShowWildRift((previous) => {
      const next = !previous;
      writeLocalSetting(WILD_RIFT_STORAGE_KEY, next);
      return next;
    });
  }, []);

  // Hiding Wild Rift while it is selected falls back to the default sport.
  const effectiveSport = sport === HIDDEN_BY_DEFAULT_SPORT && !showWildRift ? DEFAULT_SPORT : sport;

  const value = useMemo<SportState>(
    () => ({
      sport: effectiveSport,
      setSport,
      offeredSports: SPORTS.filter((s) => showWildRift || s.code !== HIDDEN_BY_DEFAULT_SPORT),
      showWildRift,
      toggleWildRift,
    }),
    [effectiveSport, setSport, showWildRift, toggleWildRift],
  );
  return <SportContext.Provider value={value}>{children}</SportContext.Provider>;
}

export function useSport(): SportState {
  const state = useContext(SportContext);
  if (!state) throw new Error('useSport must be used inside <SportProvider>');
  return state;
}
