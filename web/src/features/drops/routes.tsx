import { lazyPage } from '../../shell/lazyPage';
import { Navigate, type RouteObject } from 'react-router-dom';
import { dropGroupListPath } from './dropsPaths';
import { inventoryListPath } from './inventory/inventoryPaths';

const DropGroupListPage = lazyPage(() => import('./groups/DropGroupListPage'));
const DropGroupFormPage = lazyPage(() => import('./groups/DropGroupFormPage'));
const RarityListPage = lazyPage(() => import('./rarities/RarityListPage'));
const InventoryItemListPage = lazyPage(() => import('./inventory/InventoryItemListPage'));
const InventoryItemFormPage = lazyPage(() => import('./inventory/InventoryItemFormPage'));
const LocalizationMatrixPage = lazyPage(() => import('./localizations/LocalizationMatrixPage'));

/** The drops section's pages; other drops pages add their routes to this list. */
export const dropRoutes: RouteObject[] = [
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
];
