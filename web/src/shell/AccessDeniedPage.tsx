import { Link, Text } from '@chakra-ui/react';
import { SUPPORT_CHANNEL, SUPPORT_CHAT_URL } from '@esports-admin/schema/rules/constants';
import { MessagePage } from './MessagePage';

/** Spec 1 §2: shown at /access-denied and whenever the gateway answers FORBIDDEN. */
export function AccessDeniedPage() {
  return (
    <MessagePage title="ACCESS DENIED">
      <Text color="fg.muted">
        Reach out to{' '}
        <Link href={SUPPORT_CHAT_URL} target="_blank" rel="noreferrer" color="teal.700">
          {SUPPORT_CHANNEL}
        </Link>{' '}
        if you need access to this page.
      </Text>
    </MessagePage>
  );
}
