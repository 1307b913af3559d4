import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setViewportWidth } from '../../../../tests/support/dom-polyfills';
import { APP_ROUTES } from '../../../app/routes';
import { mapCalls, mapFrame, render, setUpMapPage, stubServer } from './map-page-test-kit';

setUpMapPage();

describe('/work-order/map-view on a phone', { timeout: 20_000 }, () => {
  it('puts the map under one bar and the controls in a sheet, where a status toggles', async () => {
    setViewportWidth(360);
    let release: (() => void) | null = null;
    const sent = stubServer({
      held: () => (release ? new Promise<void>((resolve) => (release = resolve)) : null),
    });
    const user = userEvent.setup();
    render('/work-order/map-view', APP_ROUTES);
    expect(screen.getByRole('heading', { level: 1, name: 'Map view' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Statuses shown' })).not.toBeInTheDocument();
    await waitFor(() => expect(mapFrame()).toHaveAttribute('data-markers', '2'));
    expect(screen.getByText('2 work orders')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Controls' }));
    const sheet = await screen.findByRole('dialog', { name: 'Map controls' });
    expect(within(sheet).getByRole('tab', { name: 'Map view' })).toBeInTheDocument();
    const legend = within(sheet).getByRole('group', { name: 'Statuses shown' });
    const entry = (name: string) => within(legend).getByRole('button', { name: new RegExp(`^${name}`) });
    expect(entry('Unassigned')).toHaveTextContent('Unassigned1');

    // While the new choice's orders are on their way the counts say so, rather than the old answer's.
    release = () => undefined;
    await user.click(entry('Assigned'));
    await waitFor(() =>
      expect(mapCalls(sent).at(-1)!.body).toMatchObject({ status: 1, multipleStatus: [3, 5] }),
    );
    expect(entry('Assigned')).toHaveAttribute('aria-pressed', 'false');
    expect(legend).toHaveAttribute('aria-busy', 'true');
    expect(entry('Unassigned')).toHaveTextContent('Unassigned…');
    release();
    await waitFor(() => expect(entry('Unassigned')).toHaveTextContent('Unassigned1'));
    expect(legend).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('1 work order · 3 of 4 statuses')).toBeInTheDocument();
  });
});
