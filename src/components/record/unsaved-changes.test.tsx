import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, Outlet, useSearchParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../tests/support/render';
import { UnsavedChangesGuard, useUnsavedChanges } from './unsaved-changes';

function Section({ name }: { name: string }) {
  const [text, setText] = useState('');
  useUnsavedChanges(text !== '');
  return (
    <label>
      {name}
      <input value={text} onChange={(event) => setText(event.currentTarget.value)} />
    </label>
  );
}

function EditScreen() {
  const [, setParams] = useSearchParams();
  return (
    <>
      <Section name="Details" />
      <Section name="Address" />
      <Link to="/elsewhere">Elsewhere</Link>
      <button type="button" onClick={() => setParams({ tab: 'more' })}>
        More
      </button>
    </>
  );
}

const routes = [
  {
    element: (
      <UnsavedChangesGuard>
        <Outlet />
      </UnsavedChangesGuard>
    ),
    children: [
      { path: '/', element: <EditScreen /> },
      { path: '/elsewhere', element: <p>Another screen</p> },
    ],
  },
];

describe('leaving a screen with unsaved sections', () => {
  it('leaves at once when nothing was edited', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('asks first when a section holds edits; Stay keeps them, Leave drops them', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes);
    await user.type(screen.getByRole('textbox', { name: 'Details' }), 'Dispur');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Guwahati');
    // The query string is not leaving.
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(router.state.location.search).toBe('?tab=more');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('2 sections of this page have changes that are not saved.');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('textbox', { name: 'Details' })).toHaveValue('Dispur');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Another screen')).toBeInTheDocument();
  });
});
