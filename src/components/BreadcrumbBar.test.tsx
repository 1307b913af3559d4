import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/support/render';
import { BreadcrumbBar } from './BreadcrumbBar';

describe('BreadcrumbBar', () => {
  it('links the parent and shows the current page as the heading', () => {
    renderWithProviders(<BreadcrumbBar parent={{ label: 'Assets', to: '/asset' }} current="New asset" />);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Assets' })).toHaveAttribute('href', '/asset');
    expect(within(trail).getByText('New asset')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'New asset' })).toBeInTheDocument();
  });

  it('puts the optional middle page between parent and current, and the sub line under the heading', () => {
    renderWithProviders(
      <BreadcrumbBar
        parent={{ label: 'Vendors', to: '/user-management/vendor' }}
        middle={{ label: 'Assam Line Works', to: '/user-management/vendor/42' }}
        current="Access groups"
        subLine="Project: North feeder"
      />,
    );
    const links = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Vendors', 'Assam Line Works']);
    expect(links[1]).toHaveAttribute('href', '/user-management/vendor/42');
    expect(screen.getByText('Project: North feeder')).toBeInTheDocument();
  });

  it('leaves the middle and sub line out when not given', () => {
    renderWithProviders(<BreadcrumbBar parent={{ label: 'Projects', to: '/projects' }} current="Project" />);
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('link')).toHaveLength(
      1,
    );
  });
});
