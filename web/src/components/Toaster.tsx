import { Alert, Box, CloseButton, Link, Spinner, Stack } from '@chakra-ui/react';
import { SUPPORT_CHAT_URL } from '@esports-admin/schema/rules/constants';
import { useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, subscribeToToasts, type Toast } from './toast';

/** Clears the 'Questions?' link (bottom 20 px, 36 px tall) and a sticky Save bar's row. */
const TOASTER_BOTTOM_OFFSET_PX = 84;

const STATUS_BY_TYPE = { success: 'success', error: 'error', loading: 'info' } as const;

/**
 * Renders the messages of the toast module in the bottom-right corner, stacked upwards from just
 * above the floating 'Questions?' link and a form's sticky Save bar. Under the navigation bar
 * they covered the page header: its title, status badges and actions (Export participants …).
 * The newest message is nearest the corner; errors stay until closed.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts);
  return (
    <Box
      position="fixed"
      bottom={`${TOASTER_BOTTOM_OFFSET_PX}px`}
      right="5"
      zIndex="toast"
      width="min(400px, calc(100vw - 40px))"
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
