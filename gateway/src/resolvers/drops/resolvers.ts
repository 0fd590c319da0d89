/** The drops domain's resolvers (spec 3 §3 "Drops"): one object for the schema's list. */
import type { Resolvers } from '../../__generated__/resolvers-types';
import { dropMutationResolvers } from './Mutation';
import { dropQueryResolvers } from './Query';
import { Drop, DropGroup, InventoryItem, LocalizationSet } from './types';

export const dropResolvers: Resolvers = {
  Query: dropQueryResolvers,
  Mutation: dropMutationResolvers,
  DropGroup,
  Drop,
  InventoryItem,
  LocalizationSet,
};
