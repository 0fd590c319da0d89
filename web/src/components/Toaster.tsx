import { Alert, Box, CloseButton, Link, Spinner, Stack } from '@chakra-ui/react';
import { NAV_BAR_HEIGHT_PX, SUPPORT_CHAT_URL } from '@esports-admin/schema/rules/constants';
import { useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, subscribeToToasts, type Toast } from './toast';

const STATUS_BY_TYPE = { success: 'success', error: 'error', loading: 'info' } as const;

/**
 * Renders the messages of the toast module below the navigation bar, centred: errors stay until
 * closed, and in the centre they never cover a page's primary actions (top right) or Save bar.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts);
  return (
    <Box
      position="fixed"
      top={`${NAV_BAR_HEIGHT_PX + 12}px`}
      left="50%"
      transform="translateX(-50%)"
      zIndex="toast"
      width="min(420px, calc(100vw - 32px))"
      aria-label="Messages"
      role="region"
    >
      <Stack gap="2">
        {toasts.map((t) => (
          <ToastMessage key={t.id} toast={t} />
        ))}
      </Stack>
    </Box>
  );
}

function ToastMessage({ toast }: { toast: Toast }) {
  const isError = toast.type === 'error';
  return (
    <Alert.Root
      status={STATUS_BY_TYPE[toast.type]}
      variant="surface"
      boxShadow="lg"
      alignItems="flex-start"
      role={isError ? 'alert' : 'status'}
      data-toast-type={toast.type}
    >
      {toast.type === 'loading' ? <Spinner size="sm" mt="0.5" /> : <Alert.Indicator />}
      <Alert.Content>
        <Alert.Title fontWeight="medium" lineHeight="short">
          {toast.message}
        </Alert.Title>
        {isError && (
          <Alert.Description mt="1">
            <Link
              href={SUPPORT_CHAT_URL}
              target="_blank"
              rel="noreferrer"
              fontWeight="semibold"
              textDecoration="underline"
            >
              Need Help?
            </Link>
          </Alert.Description>
        )}
      </Alert.Content>
      <CloseButton
        size="2xs"
        aria-label="Close message"
        onClick={() => dismissToast(toast.id)}
        mt="-1"
        me="-1"
      />
    </Alert.Root>
  );
}
