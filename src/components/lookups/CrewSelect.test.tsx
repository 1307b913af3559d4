import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, errorResponse, stubFetch } from '../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../tests/support/render';
import { CrewSelect } from './CrewSelect';

const KLC = '01890a5d-ac96-7000-8000-00000000000b';

function crews(from: number, count: number) {
  return Array.from({ length: count }, (_, offset) => ({
    id: `01890a5d-ac96-7000-8000-${String(from + offset).padStart(12, '0')}`,
    name: `Crew ${String(from + offset).padStart(3, '0')}`,
    vendorId: KLC,
  }));
}

afterEach(() => vi.unstubAllGlobals());

// Whole screens driven through jsdom: more than the 5 s default on a busy machine.
describe('CrewSelect', { timeout: 15_000 }, () => {
  it('asks for the vendor’s crews 100 at a time, the next page at the end of the list, searches after a pause', async () => {
    const sent = stubFetch((request) => {
      const { page, searchTerm } = request.body as { page: number; searchTerm?: string };
      if (searchTerm) return dataResponse({ crews: crews(7, 1), pageTotal: 1 });
      return dataResponse(
        page === 1 ? { crews: crews(1, 100), pageTotal: 120 } : { crews: crews(101, 20), pageTotal: 120 },
      );
    });
    const user = userEvent.setup();
    renderWithProviders(<CrewSelect vendorId={KLC} value={null} onChange={() => undefined} />);
    const box = screen.getByRole('combobox', { name: 'Crew' });
    await user.click(box);
    await screen.findByRole('option', { name: 'Crew 100' });

    fireEvent.scroll(document.querySelector('.mantine-ScrollArea-viewport')!);
    expect(await screen.findByRole('option', { name: 'Crew 120' })).toBeInTheDocument();

    await user.type(box, '007');
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent.map((request) => request.body)).toEqual([
      { page: 1, pageSize: 100, vendorId: KLC },
      { page: 2, pageSize: 100, vendorId: KLC },
      { page: 1, pageSize: 100, vendorId: KLC, searchTerm: '007' },
    ]);
  });

  it('toasts the first returnMessage when the crews cannot be fetched and nothing else is said', async () => {
    stubFetch(() =>
      errorResponse(400, { title: 'Crews unavailable', returnMessage: ['The vendor was not found.'] }),
    );
    renderWithProviders(<CrewSelect vendorId={null} value={null} onChange={() => undefined} />);
    expect(await screen.findByText('The vendor was not found.')).toBeInTheDocument();
    expect(screen.getByText('Crews unavailable')).toBeInTheDocument();
  });

  it('toasts the response title alone when it has no message', async () => {
    stubFetch(() => errorResponse(500, { title: 'Crew list failed' }));
    renderWithProviders(<CrewSelect vendorId={undefined} value={null} onChange={() => undefined} />);
    expect(await screen.findByText('Crew list failed')).toBeInTheDocument();
  });
});
