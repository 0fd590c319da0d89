/** The tournaments domain's resolvers: one list for the schema, each part merged by graphql-tools. */
import type { Resolvers } from '../../__generated__/resolvers-types';
import { tournamentFormatResolvers } from './formats';
import { tournamentImpactResolvers } from './impact';
import { tournamentLintResolvers } from './lint';
import { tournamentMutationResolvers } from './Mutation';
import { tournamentQueryResolvers } from './Query';
import { tournamentResultResolvers } from './results';
import { tournamentSlugResolvers } from './slug';
import { tournamentTypeResolvers } from './types';

export const tournamentResolvers: Resolvers[] = [
  tournamentQueryResolvers,
  tournamentMutationResolvers,
  tournamentResultResolvers,
  tournamentTypeResolvers,
  tournamentSlugResolvers,
  tournamentLintResolvers,
  tournamentImpactResolvers,
  tournamentFormatResolvers,
];
