import { ROUTE_ACCESS } from '@esports-admin/schema/rules/access';
import { lazyPage } from '../../shell/lazyPage';
import type { Section } from '../../shell/section';
import { Navigate } from 'react-router-dom';
import {
  dropGroupListPath,
  INVENTORY_ITEM_LIST_PATH,
  LOCALIZATION_MATRIX_PATH,
  RARITY_LIST_PATH,
} from './dropsPaths';
import { inventoryListPath } from './inventory/inventoryPaths';

const DropGroupListPage = lazyPage(() => import('./groups/DropGroupListPage'));
const DropGroupFormPage = lazyPage(() => import('./groups/DropGroupFormPage'));
const RarityListPage = lazyPage(() => import('./rarities/RarityListPage'));
const InventoryItemListPage = lazyPage(() => import('./inventory/InventoryItemListPage'));
const InventoryItemFormPage = lazyPage(() => import('./inventory/InventoryItemFormPage'));
const LocalizationMatrixPage = lazyPage(() => import('./localizations/LocalizationMatrixPage'));

/** The drops section; the triggers, promo codes and viewer lookups add their pages to it. */
export const dropsSection: Section = {
  key: 'drops',
  label: 'Drops',
  link: dropGroupListPath('current'),
  sports: ['lol', 'val'],
  access: ROUTE_ACCESS.drops,
  pages: [
    { label: 'Groups', path: dropGroupListPath('current'), match: ['/drops/list', '/drops/group'] },
    { label: 'Inventory', path: INVENTORY_ITEM_LIST_PATH, match: [INVENTORY_ITEM_LIST_PATH] },
    { label: 'Rarities', path: RARITY_LIST_PATH, match: [RARITY_LIST_PATH] },
    { label: 'Localizations', path: LOCALIZATION_MATRIX_PATH, match: [LOCALIZATION_MATRIX_PATH] },
  ],
  routes: [
    {
      path: 'drops',
      children: [
        { index: true, element: <Navigate to={dropGroupListPath('current')} replace /> },
        { path: 'list', element: <Navigate to={dropGroupListPath('current')} replace /> },
        { path: 'list/:filter', element: <DropGroupListPage /> },
        { path: 'group/create', element: <DropGroupFormPage /> },
        { path: 'group/:id/edit', element: <DropGroupFormPage /> },
        { path: 'rarities', element: <RarityListPage /> },
        { path: 'inventory', element: <Navigate to={inventoryListPath('active')} replace /> },
        { path: 'inventory/list/:status', element: <InventoryItemListPage /> },
        { path: 'inventory/create', element: <InventoryItemFormPage /> },
        { path: 'inventory/:id/edit', element: <InventoryItemFormPage /> },
        { path: 'localizations', element: <LocalizationMatrixPage /> },
      ],
    },
  ],
};
