import type { OrganizationListFilter } from '@esports-admin/schema/rules/organization';

/** Spec 2 §2: after a create or update the app goes here, which redirects to the active list. */
export const ORGANIZATION_LIST_PATH = '/organizations/list';
export const organizationListPath = (filter: OrganizationListFilter) =>
  `/organizations/list/${filter}`;
export const ORGANIZATION_CREATE_PATH = '/organizations/create';
export const organizationEditPath = (id: string) => `/organizations/${encodeURIComponent(id)}/edit`;
