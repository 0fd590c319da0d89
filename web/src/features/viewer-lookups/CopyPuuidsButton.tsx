import { Button } from '@chakra-ui/react';
import { countOf } from '@esports-admin/schema/rules/formatting';
import { toast } from '../../components/toast';

/** Copies puuids, one a line, for a follow-up ticket or a script. */
export function CopyPuuidsButton({ puuids, label }: { puuids: readonly string[]; label: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(puuids.join('\n'));
      toast.success(`${countOf(puuids.length, 'puuid')} copied.`);
    } catch {
      toast.error('The puuids could not be copied: this browser refused the clipboard.');
    }
  }
  return (
    <Button size="xs" variant="outline" onClick={() => void copy()} disabled={puuids.length === 0}>
      {label}
    </Button>
  );
}
