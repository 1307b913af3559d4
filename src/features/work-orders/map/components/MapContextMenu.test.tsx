import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../tests/support/render';
import { menuEntries, type MapActionAccess } from '../map-menu';
import { MapContextMenu, type MapMenuState } from './MapContextMenu';

const OPENED: MapMenuState = { x: 40, y: 60, title: 'WO-000401', orderIds: ['a'] };

function Harness({ access, onChoose }: { access: MapActionAccess; onChoose: () => void }) {
  const [menu, setMenu] = useState<MapMenuState | null>(OPENED);
  return (
    <MapContextMenu
      menu={menu}
      entries={menuEntries(access)}
      onChoose={onChoose}
      onClose={() => setMenu(null)}
    />
  );
}

describe('MapContextMenu', () => {
  it('offers only Re-Open to a user with reopen access alone, for the order it was opened on', async () => {
    const onChoose = vi.fn();
    renderWithProviders(<Harness access={{ assign: false, reopen: true }} onChoose={onChoose} />);
    const menu = await screen.findByRole('menu', { name: 'Actions for WO-000401' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Re-Open']);
    await userEvent.setup().click(within(menu).getByRole('menuitem', { name: 'Re-Open' }));
    expect(onChoose).toHaveBeenCalledWith('reopen', ['a']);
  });

  it('closes on Escape', async () => {
    renderWithProviders(<Harness access={{ assign: true, reopen: true }} onChoose={vi.fn()} />);
    await screen.findByRole('menu');
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('does not open without an entry', () => {
    renderWithProviders(<Harness access={{ assign: false, reopen: false }} onChoose={vi.fn()} />);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
