import { Badge, Box, HStack, IconButton } from '@chakra-ui/react';
import type { Environment } from '@esports-admin/schema/rules/access';
import { lazy, Suspense, useState } from 'react';

const EnvironmentHideDialog = lazy(() => import('./EnvironmentHideDialog'));

const HIDDEN_COOKIE = 'esports-admin-environment-indicator-hidden';
const DAY_MS = 24 * 60 * 60 * 1000;

const COLORS: Record<Exclude<Environment, 'prod'>, string> = {
  local: 'purple',
  dev: 'blue',
  test: 'orange',
};

export function indicatorHidden(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((c) => c.trim().startsWith(`${HIDDEN_COOKIE}=`));
}

function hideFor(days: number): void {
  const expires = new Date(Date.now() + days * DAY_MS).toUTCString();
  document.cookie = `${HIDDEN_COOKIE}=1; expires=${expires}; path=/; SameSite=Lax`;
}

/**
 * Spec 2 "Environment panel and indicators": outside production a coloured frame around the
 * window and a TEST / DEV / LOCAL badge, so nobody mistakes a test system for the real one. The
 * close control asks how long to hide it (a cookie of 1 day or 1 month).
 */
export function EnvironmentIndicator({ environment }: { environment: Environment }) {
  const [hidden, setHidden] = useState(() => indicatorHidden());
  const [asking, setAsking] = useState(false);
  if (environment === 'prod' || hidden) return null;
  const color = COLORS[environment];
  const hide = (days: number) => {
    hideFor(days);
    setAsking(false);
    setHidden(true);
  };
  return (
    <>
      <Box
        position="fixed"
        inset="0"
        pointerEvents="none"
        zIndex="banner"
        borderWidth="3px"
        borderColor={`${color}.500`}
        aria-hidden="true"
        data-testid="environment-frame"
      />
      <HStack position="fixed" bottom="4" left="4" zIndex="banner" gap="1">
        <Badge
          colorPalette={color}
          variant="solid"
          size="lg"
          aria-label={`Environment: ${environment.toUpperCase()}`}
        >
          {environment.toUpperCase()}
        </Badge>
        <IconButton
          aria-label="Hide the environment badge"
          size="2xs"
          variant="subtle"
          colorPalette={color}
          onClick={() => setAsking(true)}
        >
          ×
        </IconButton>
      </HStack>
      <Suspense fallback={null}>
        <EnvironmentHideDialog
          open={asking}
          environment={environment}
          onCancel={() => setAsking(false)}
          onHide={hide}
        />
      </Suspense>
    </>
  );
}
