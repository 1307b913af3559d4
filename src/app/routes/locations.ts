import { inSection, screen, type AppRoute } from '../../navigation/route-types';

export const LOCATIONS_ROUTES: readonly AppRoute[] = inSection('locations', [
  {
    path: '/projects',
    permission: 'project.view',
    title: 'Projects',
    nav: true,
    screen: screen(() => import('../../features/projects/Projects.page'), 'ProjectsPage'),
  },
  {
    path: '/projects/create',
    permission: 'project.create',
    title: 'New project',
    screen: screen(() => import('../../features/projects/ProjectCreate.page'), 'ProjectCreatePage'),
  },
  {
    path: '/projects/:id',
    permission: 'project.view',
    title: 'Project',
    screen: screen(() => import('../../features/projects/Project.page'), 'ProjectPage'),
  },
  {
    path: '/access-groups',
    permission: 'accessGroup.view',
    title: 'Access groups',
    nav: true,
    screen: screen(() => import('../../features/access-groups/AccessGroups.page'), 'AccessGroupsPage'),
  },
  {
    path: '/access-groups/create',
    permission: 'accessGroup.create',
    title: 'New access group',
    screen: screen(
      () => import('../../features/access-groups/AccessGroupCreate.page'),
      'AccessGroupCreatePage',
    ),
  },
  {
    path: '/access-groups/:id',
    permission: 'accessGroup.view',
    title: 'Access group',
    screen: screen(() => import('../../features/access-groups/AccessGroup.page'), 'AccessGroupPage'),
  },
  {
    path: '/work-locations',
    permission: 'workLocation.view',
    title: 'Work locations',
    nav: true,
    screen: screen(() => import('../../features/work-locations/WorkLocations.page'), 'WorkLocationsPage'),
  },
  {
    path: '/work-locations/create',
    permission: 'workLocation.create',
    title: 'New work location',
    screen: screen(
      () => import('../../features/work-locations/WorkLocationCreate.page'),
      'WorkLocationCreatePage',
    ),
  },
  {
    path: '/work-locations/:id',
    permission: 'workLocation.view',
    title: 'Work location',
    screen: screen(() => import('../../features/work-locations/WorkLocation.page'), 'WorkLocationPage'),
  },
  {
    path: '/wl-templates',
    permission: 'workLocationTemplate.view',
    title: 'Work location templates',
    nav: true,
    screen: screen(() => import('../../features/wl-templates/Templates.page'), 'TemplatesPage'),
  },
  {
    path: '/wl-templates/create',
    permission: 'workLocationTemplate.create',
    title: 'New work location template',
    screen: screen(() => import('../../features/wl-templates/TemplateCreate.page'), 'TemplateCreatePage'),
  },
  {
    path: '/wl-templates/:id',
    permission: 'workLocationTemplate.view',
    title: 'Work location template',
    screen: screen(() => import('../../features/wl-templates/Template.page'), 'TemplatePage'),
  },
  {
    path: '/work-locations-groups',
    permission: 'workLocationGroup.view',
    title: 'Work location groups',
    nav: true,
    screen: screen(() => import('../../features/work-location-groups/Groups.page'), 'GroupsPage'),
  },
  {
    path: '/work-locations-groups/create',
    permission: 'workLocationGroup.create',
    title: 'New work location group',
    screen: screen(() => import('../../features/work-location-groups/GroupCreate.page'), 'GroupCreatePage'),
  },
  {
    path: '/work-locations-groups/:id',
    permission: 'workLocationGroup.view',
    title: 'Work location group',
    screen: screen(() => import('../../features/work-location-groups/Group.page'), 'GroupPage'),
  },
]);
