import {
  DROP_MESSAGES,
  dropGroupStatusChangeProblem,
  rarityStyle,
  rarityType,
  validateDropGroupDraft,
  validateInventoryDraft,
  validateLocalizationSets,
  validateRarityDraft,
} from '@esports-admin/schema/rules/drops';
import { isFulfillmentStatus } from '@esports-admin/schema/rules/fulfillment-status';
import { MESSAGES } from '@esports-admin/schema/rules/validation';
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { ErrorCode } from '../../errors';
import { inputErrorsOf, Refusal } from '../../mutations/outcome';
import { runCreateMutation } from '../../mutations/run-create';
import { runMutation } from '../../mutations/run-mutation';
import { localizationSetOf, toDropGroupWrite, toLocalizationSet } from './mapping';

const groupNotFound = (id: string) =>
  new Refusal(`404 - Drop group ${id} not found`, ErrorCode.NOT_FOUND);

export const dropMutationResolvers: MutationResolvers = {
  createDropGroup: (_, { input }, context, info) =>
    runCreateMutation(context, info, {
      inputErrors: inputErrorsOf(validateDropGroupDraft(input)),
      write: () => toDropGroupWrite(input),
      create: (write) => context.apis.drops.createDropGroup(write),
      ok: (dropGroup) => ({ dropGroup, message: DROP_MESSAGES.groupCreated }),
    }),
  updateDropGroup: (_, { id, input, expectedVersion }, context, info) =>
    runMutation(context, info, {
      entityId: id,
      expectedVersion,
      inputErrors: inputErrorsOf(validateDropGroupDraft(input)),
      load: () => context.apis.drops.getDropGroup(id),
      requested: (before) => toDropGroupWrite(input, before),
      async perform(before) {
        if (!before) throw groupNotFound(id);
        const dropGroup = await context.apis.drops.editDropGroup(
          id,
          toDropGroupWrite(input, before),
        );
        return { ok: { dropGroup, message: DROP_MESSAGES.groupUpdated }, after: dropGroup };
      },
    }),
  changeDropGroupStatus: (_, { id, status, expectedVersion, reason }, context, info) =>
    runMutation(context, info, {
      entityId: id,
      expectedVersion,
      reason,
      load: () => context.apis.drops.getDropGroup(id),
      requested: () => ({ status }),
      async perform(before) {
        if (!before) throw groupNotFound(id);
        const problem = dropGroupStatusChangeProblem(before.status, status);
        if (problem) throw new Refusal(problem, ErrorCode.CONFLICT);
        const dropGroup = await context.apis.drops.changeDropGroupStatus(id, status);
        return {
          ok: { dropGroup, message: DROP_MESSAGES.statusChanged(dropGroup.status) },
          after: dropGroup,
        };
      },
    }),
  saveInventoryItem: (_, { input, expectedVersion }, context, info) =>
    runMutation(context, info, {
      entityId: input.id ?? null,
      expectedVersion,
      inputErrors: inputErrorsOf(validateInventoryDraft(input)),
      load: input.id
        ? () => context.apis.drops.getInventoryItem(input.id!, input.sport)
        : undefined,
      requested: () => input,
      async perform() {
        const { gameItemId, id, ...rest } = input;
        const inventoryItem = await context.apis.drops.saveInventoryItem({
          ...rest,
          ...(id ? { id } : {}),
          internalTitle: input.internalTitle.trim(),
          gameItemID: gameItemId?.trim() || null,
          storeType: rest.storeType ?? null,
          itemType: rest.itemType ?? null,
          imageUrl: rest.imageUrl?.trim() || null,
          titleGroupKey: '',
          titleKey: '',
        });
        return {
          ok: { inventoryItem, message: DROP_MESSAGES.inventorySaved },
          after: inventoryItem,
          entityId: inventoryItem.id,
        };
      },
    }),
  changeInventoryItemStatus: (_, { id, sport, status, reason, expectedVersion }, context, info) =>
    runMutation(context, info, {
      entityId: id,
      reason,
      expectedVersion,
      load: () => context.apis.drops.getInventoryItem(id, sport),
      requested: () => ({ status }),
      async perform() {
        const inventoryItem = await context.apis.drops.changeInventoryItemStatus(id, status);
        return {
          ok: { inventoryItem, message: DROP_MESSAGES.inventoryStatus(status) },
          after: inventoryItem,
        };
      },
    }),
  saveInventoryDescriptions: (_, { id, sport, descriptions, expectedVersion }, context, info) =>
    runMutation(context, info, {
      entityId: id,
      expectedVersion,
      inputErrors: inputErrorsOf(
        Object.fromEntries(
          descriptions.flatMap((d, i) => [
            [
              `descriptions.${i}.fulfillmentStatus`,
              isFulfillmentStatus(d.fulfillmentStatus) ? null : MESSAGES.fieldNotValid,
            ],
            [`descriptions.${i}.text`, d.text.trim() ? null : MESSAGES.fieldNotValid],
          ]),
        ),
      ),
      load: () => context.apis.drops.getInventoryItem(id, sport),
      requested: () => descriptions,
      async perform() {
        const inventoryItem = await context.apis.drops.saveInventoryDescriptions(id, {
          descriptions: descriptions.map((d) => ({ ...d, text: d.text.trim() })),
        });
        return {
          ok: { inventoryItem, message: DROP_MESSAGES.descriptionsSaved },
          after: inventoryItem,
        };
      },
    }),
  createRarity: (_, { input }, context, info) =>
    runMutation(context, info, {
      inputErrors: inputErrorsOf(validateRarityDraft(input)),
      requested: () => input,
      async perform() {
        const one = input.notificationColorOne || null;
        const two = input.notificationColorTwo || null;
        const rarity = await context.apis.drops.createRarity({
          name: input.name.trim(),
          league: input.league,
          type: rarityType(input.type),
          style: rarityStyle(one, two),
          badgeForegroundColor: input.badgeForegroundColor,
          badgeBackgroundColor: input.badgeBackgroundColor,
          notificationColorOne: one,
          notificationColorTwo: two,
        });
        return {
          ok: { rarity, message: DROP_MESSAGES.rarityCreated },
          after: rarity,
          entityId: rarity.id,
        };
      },
    }),
  changeRarityStatus: (_, { id, status, reason, expectedVersion }, context, info) =>
    runMutation(context, info, {
      entityId: id,
      reason,
      expectedVersion,
      load: async () => (await context.apis.drops.getRarities()).find((r) => r.id === id) ?? null,
      requested: () => ({ status }),
      async perform() {
        const rarity = await context.apis.drops.changeRarityStatus(id, status);
        return { ok: { rarity, message: DROP_MESSAGES.rarityStatus(status) }, after: rarity };
      },
    }),
  saveLocalizations: (_, { sets, expectedVersion }, context, info) =>
    runMutation(context, info, {
      entityId: sets[0]?.key ?? null,
      expectedVersion,
      inputErrors: inputErrorsOf({
        ...validateLocalizationSets(sets),
        expectedVersion: expectedVersion && sets.length !== 1 ? MESSAGES.fieldNotValid : null,
      }),
      // One set is one record, read as it is stored so its version can be checked.
      load:
        sets.length === 1
          ? async () => {
              const entries = await context.apis.drops.getLocalization(sets[0]!.key);
              return entries.length > 0 ? localizationSetOf(entries) : null;
            }
          : undefined,
      requested: () => sets,
      async perform() {
        const saved = await context.apis.drops.saveLocalizations(sets.map(toLocalizationSet));
        const localizations = saved.filter((e) => e.length > 0).map(localizationSetOf);
        return {
          ok: { localizations, message: DROP_MESSAGES.localizationSaved },
          after: sets.length === 1 ? localizations[0] : localizations,
        };
      },
    }),
};
