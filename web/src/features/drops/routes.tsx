import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { dropGroupListPath } from './dropsPaths';
import { inventoryListPath } from './inventory/inventoryPaths';

const DropGroupListPage = lazy(() => import('./groups/DropGroupListPage'));
const DropGroupFormPage = lazy(() => import('./groups/DropGroupFormPage'));
const RarityListPage = lazy(() => import('./rarities/RarityListPage'));
const InventoryItemListPage = lazy(() => import('./inventory/InventoryItemListPage'));
const InventoryItemFormPage = lazy(() => import('./inventory/InventoryItemFormPage'));
const LocalizationMatrixPage = lazy(() => import('./localizations/LocalizationMatrixPage'));

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
