import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  CreateDropGroupPageDocument,
  DropGroupEditPageDocument,
  type DropGroupInput,
} from '../../web/src/__generated__/graphql';

/** A one-drop lol group; with `dropId` the same drop again, as an edit sends it. */
export function dropGroupInput(description: string, dropId?: string): DropGroupInput {
  return {
    description,
    league: '98767991302996019',
    sport: 'lol',
    strategy: 'Default',
    drops: [
      {
        ...(dropId ? { id: dropId } : {}),
        title: 'Concurrency drop',
        description: 'For watching',
        sponsor: 'Acme',
        inventoryIds: [],
      },
    ],
  };
}

type Send = <T, V extends object>(document: TypedDocumentNode<T, V>, variables: V) => Promise<T>;

/**
 * Creates a group as the staff app does (save the new group, then open its edit page) and answers
 * it as the editor reads it: version and drop ids for the next save.
 */
export async function createDropGroup(send: Send, input: DropGroupInput) {
  const { createDropGroup: outcome } = await send(CreateDropGroupPageDocument, { input });
  if (!outcome.ok) throw new Error(`creating a drop group was refused: ${JSON.stringify(outcome)}`);
  const { id } = outcome.ok.dropGroup;
  const { dropGroup } = await send(DropGroupEditPageDocument, { id, sport: input.sport });
  if (!dropGroup) throw new Error(`drop group ${id} was created but cannot be read`);
  return dropGroup;
}
