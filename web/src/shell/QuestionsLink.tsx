import { Link } from '@chakra-ui/react';
import { SUPPORT_CHAT_URL } from '@esports-admin/schema/rules/constants';

/** Width of the viewport's bottom-right corner the floating link covers, plus a gap. */
export const FLOATING_LINK_CLEARANCE_PX = 170;

/** The floating 'Questions?' link to the support chat channel (spec 1 §2). */
export function QuestionsLink() {
  return (
    <Link
      href={SUPPORT_CHAT_URL}
      target="_blank"
      rel="noreferrer"
      position="fixed"
      bottom="5"
      right="5"
      zIndex="docked"
      px="4"
      py="2"
      rounded="full"
      bg="teal.600"
      color="white"
      fontSize="sm"
      fontWeight="semibold"
      boxShadow="lg"
      _hover={{ bg: 'teal.700', textDecoration: 'none' }}
    >
      Questions?
    </Link>
  );
}
