import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/support/render';
import { CollapsiblePanel } from './CollapsiblePanel';

describe('CollapsiblePanel', () => {
  it('starts closed with a lock icon and opens on click', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <CollapsiblePanel title="Address" onChange={onChange}>
        <p>Ward 12, Guwahati</p>
      </CollapsiblePanel>,
    );
    const header = screen.getByRole('button', { name: 'Address' });
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('collapsible-panel-lock')).toBeInTheDocument();
    expect(document.getElementById(header.getAttribute('aria-controls')!)).toHaveAttribute(
      'aria-hidden',
      'true',
    );

    await user.click(header);

    expect(header).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByTestId('collapsible-panel-lock')).not.toBeInTheDocument();
    // jsdom runs no CSS transitions, so the height animation never ends here; the region's state is what counts.
    const region = document.getElementById(header.getAttribute('aria-controls')!);
    expect(region).toHaveAttribute('aria-hidden', 'false');
    expect(region).toContainElement(screen.getByText('Ward 12, Guwahati'));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('can start open and is operated from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <CollapsiblePanel title="Images" defaultOpened>
        <p>No images yet</p>
      </CollapsiblePanel>,
    );
    const header = screen.getByRole('button', { name: 'Images' });
    expect(header).toHaveAttribute('aria-expanded', 'true');
    header.focus();
    await user.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('collapsible-panel-lock')).toBeInTheDocument();
  });
});
