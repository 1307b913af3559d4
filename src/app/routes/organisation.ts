import { inSection, screen, type AppRoute } from '../../navigation/route-types';

export const ORGANISATION_ROUTES: readonly AppRoute[] = inSection('organisation', [
  {
    path: '/organizations',
    permission: 'organisation.view',
    title: 'Organisations',
    nav: true,
    screen: screen(() => import('../../features/organisations/Organisations.page'), 'OrganisationsPage'),
  },
  {
    path: '/organizations/create',
    permission: 'organisation.create',
    title: 'New organisation',
    screen: screen(
      () => import('../../features/organisations/OrganisationCreate.page'),
      'OrganisationCreatePage',
    ),
  },
  {
    path: '/organizations/:id',
    permission: 'organisation.view',
    title: 'Organisation',
    screen: screen(() => import('../../features/organisations/Organisation.page'), 'OrganisationPage'),
  },
  {
    path: '/import-export-history/:dataTypeId/:operationTypeId',
    permission: 'importExport.view',
    title: 'Import and export history',
    screen: screen(
      () => import('../../features/import-export/ImportExportHistory.page'),
      'ImportExportHistoryPage',
    ),
  },
]);
