import { Link, Text } from '@chakra-ui/react';
import {
  INVITATION_APPROVAL_TIMEOUT_MS,
  INVITATION_REDIRECT_MS,
  SUPPORT_CHANNEL,
  SUPPORT_CHAT_URL,
} from '@esports-admin/schema/rules/constants';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useApproveInvitationMutation } from '../../__generated__/hooks';
import { PageLoader } from '../../components/PageLoader';
import { MessagePage } from '../../shell/MessagePage';
import { useViewer } from '../../shell/viewer';
import { INVITATION_APPROVED_PATH, INVITE_CODE_PARAM } from './invitationPaths';

type InvitationOutcome =
  { status: 'approving' } | { status: 'approved' } | { status: 'failed'; reason: string | null };

const TIMED_OUT: InvitationOutcome = {
  status: 'failed',
  reason: `No answer within ${INVITATION_APPROVAL_TIMEOUT_MS / 1000} seconds.`,
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Spec 2 §7: the approval races a timeout; whichever settles first decides. */
async function withinTimeout(answer: Promise<InvitationOutcome>): Promise<InvitationOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<InvitationOutcome>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), INVITATION_APPROVAL_TIMEOUT_MS);
  });
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** '/?inviteCode=CODE' and '/invite/CODE' (spec 2 §2 Invitation page, §4 Invitation). */
export default function InvitationPage() {
  const { inviteCode: fromPath } = useParams();
  const [params] = useSearchParams();
  const inviteCode = fromPath ?? params.get(INVITE_CODE_PARAM) ?? '';
  return <Invitation key={inviteCode} inviteCode={inviteCode} />;
}

function Invitation({ inviteCode }: { inviteCode: string }) {
  const navigate = useNavigate();
  const { refetchViewer } = useViewer();
  const [approveInvitation] = useApproveInvitationMutation();
  const [outcome, setOutcome] = useState<InvitationOutcome>({ status: 'approving' });
  const mounted = useRef(true);
  // Approving is not idempotent: StrictMode's second effect run must not send it again.
  const requested = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (requested.current) return;
    requested.current = true;

    const answer = approveInvitation({ variables: { inviteCode } }).then(
      ({ data }): InvitationOutcome =>
        data?.approveInvitation.ok
          ? { status: 'approved' }
          : { status: 'failed', reason: data?.approveInvitation.error?.message ?? null },
      // GraphQL and transport errors are toasted by the error link.
      (): InvitationOutcome => ({ status: 'failed', reason: null }),
    );

    void withinTimeout(answer).then(async (result) => {
      if (!mounted.current) return;
      setOutcome(result);
      if (result.status !== 'approved') return;
      // The user's roles changed: load them before the redirect so the next page is not denied.
      await Promise.all([refetchViewer(), wait(INVITATION_REDIRECT_MS)]);
      if (mounted.current) void navigate(INVITATION_APPROVED_PATH, { replace: true });
    });
  }, [approveInvitation, inviteCode, navigate, refetchViewer]);

  if (outcome.status === 'approving') return <PageLoader label="Approving your invitation…" />;

  if (outcome.status === 'approved') {
    return (
      <MessagePage eyebrow="Invitation" title="Approved">
        <Text color="fg.muted" role="status">
          Redirecting to default page in {INVITATION_REDIRECT_MS / 1000} seconds...
        </Text>
      </MessagePage>
    );
  }

  return (
    <MessagePage eyebrow="Invitation" title="User Registration Failed">
      <Text color="fg.muted">
        Your invitation could not be approved. Ask in{' '}
        <Link href={SUPPORT_CHAT_URL} target="_blank" rel="noreferrer" color="teal.700">
          {SUPPORT_CHANNEL}
        </Link>{' '}
        for access.
      </Text>
      {outcome.reason && (
        <Text fontSize="sm" color="fg.subtle">
          {outcome.reason}
        </Text>
      )}
    </MessagePage>
  );
}
