import {
  isCappedStrategy,
  validateDropGroupDraft,
  type CappedValues,
  type DropStrategy,
} from '@esports-admin/schema/rules/drops';
import type {
  DropGroupForm_GroupFragment,
  DropGroupInput,
  Sport,
} from '../../../__generated__/graphql';

/** The five image pickers of spec 3 §2, in the order the editor shows them. */
export const DROP_IMAGE_FIELDS = [
  ['cardProgramImageUrl', 'Card program image'],
  ['cardOverlaySponsorImageUrl', 'Card overlay sponsor image'],
  ['notificationSponsorImageUrl', 'Notification sponsor image'],
  ['notificationProgramImageUrl', 'Notification program image'],
  ['presentedBySponsorImageUrl', 'Presented-by sponsor image'],
] as const;
export type DropImageField = (typeof DROP_IMAGE_FIELDS)[number][0];

export type DropRow = {
  /** Client key: stable while rows move. */
  key: string;
  id: string | null;
  title: string;
  description: string;
  sponsor: string;
  inventoryId: string;
  rarityId: string;
  /** The capped share as DropInput takes it; NaN while a field is empty. */
  capped: CappedValues;
} & Record<DropImageField, string>;

export interface DropGroupFormValues {
  description: string;
  league: string;
  strategy: DropStrategy;
  drops: DropRow[];
}

let nextKey = 0;
const newKey = () => `drop-${(nextKey += 1)}`;

export function newDropRow(): DropRow {
  return {
    key: newKey(),
    id: null,
    title: '',
    description: '',
    sponsor: '',
    inventoryId: '',
    rarityId: '',
    capped: { quantity: 0, percent: 0 },
    cardProgramImageUrl: '',
    cardOverlaySponsorImageUrl: '',
    notificationSponsorImageUrl: '',
    notificationProgramImageUrl: '',
    presentedBySponsorImageUrl: '',
  };
}

export const newDropGroupFormValues = (): DropGroupFormValues => ({
  description: '',
  league: '',
  strategy: 'Default',
  drops: [newDropRow()],
});

/** The stored request without the `__typename` Apollo adds, which the input type refuses. */
const cappedOf = (stored: CappedValues | null): CappedValues =>
  stored ? { quantity: stored.quantity, percent: stored.percent } : { quantity: 0, percent: 0 };

export function dropGroupFormValuesFrom(group: DropGroupForm_GroupFragment): DropGroupFormValues {
  return {
    description: group.description,
    league: group.league,
    strategy: group.strategy,
    drops: group.drops.map((drop) => ({
      key: newKey(),
      id: drop.id,
      title: drop.title,
      description: drop.description,
      sponsor: drop.sponsor,
      inventoryId: drop.inventoryIds[0] ?? '',
      rarityId: drop.rarityId ?? '',
      capped: cappedOf(drop.cappedDropRequest),
      ...Object.fromEntries(DROP_IMAGE_FIELDS.map(([field]) => [field, drop[field] ?? ''])),
    })) as DropRow[],
  };
}

export function validateDropGroupForm(values: DropGroupFormValues) {
  return validateDropGroupDraft({
    ...values,
    drops: values.drops.map((row) => ({
      title: row.title,
      sponsor: row.sponsor,
      inventoryIds: row.inventoryId ? [row.inventoryId] : [],
      capped: row.capped,
    })),
  });
}

export function toDropGroupInput(values: DropGroupFormValues, sport: Sport): DropGroupInput {
  return {
    description: values.description.trim(),
    league: values.league,
    sport,
    strategy: values.strategy,
    drops: values.drops.map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      title: row.title.trim(),
      description: row.description.trim(),
      sponsor: row.sponsor.trim(),
      inventoryIds: row.inventoryId ? [row.inventoryId] : [],
      rarityId: row.rarityId || null,
      ...Object.fromEntries(DROP_IMAGE_FIELDS.map(([field]) => [field, row[field].trim() || null])),
      capped: isCappedStrategy(values.strategy) ? row.capped : null,
    })),
  };
}

/** Moves a row to another index (drag or the keyboard's move buttons). */
export function moveRow<T>(rows: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) {
    return [...rows];
  }
  const next = [...rows];
  const [row] = next.splice(from, 1);
  next.splice(to, 0, row!);
  return next;
}
