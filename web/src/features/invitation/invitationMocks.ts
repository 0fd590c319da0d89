/** Mocked gateway answers for the invitation tests. */
import type { MockLink } from '@apollo/client/testing';
import { ApproveInvitationDocument } from '../../__generated__/graphql';
import { mutationError } from '../../test/mutationMocks';

export const approvedMock = (inviteCode: string, roles: string[]): MockLink.MockedResponse => ({
  request: { query: ApproveInvitationDocument, variables: { inviteCode } },
  result: {
    data: {
      approveInvitation: {
        __typename: 'InvitationResult',
        ok: { __typename: 'InvitationApproved', roles },
        error: null,
      },
    },
  },
});

export const refusedMock = (inviteCode: string, message: string): MockLink.MockedResponse => ({
  request: { query: ApproveInvitationDocument, variables: { inviteCode } },
  result: {
    data: {
      approveInvitation: {
        __typename: 'InvitationResult',
        ok: null,
        error: mutationError(message, 'BAD_USER_INPUT'),
      },
    },
  },
});

/** An approval the gateway never answers. */
export const unansweredMock = (inviteCode: string): MockLink.MockedResponse => ({
  request: { query: ApproveInvitationDocument, variables: { inviteCode } },
  delay: Infinity,
});
