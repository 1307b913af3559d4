import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render';
import { PositionPicker } from './PositionPicker';

describe('PositionPicker', () => {
  it('names its map for screen readers and shows the chosen position as a marker', () => {
    renderWithProviders(
      <PositionPicker
        value={{ lat: 26.1445, lng: 91.7362 }}
        onChange={vi.fn()}
        label="Where the warehouse is"
      />,
    );
    const map = screen.getByRole('group', { name: 'Where the warehouse is' });
    expect(within(map).getByAltText('Chosen position')).toBeTruthy();
  });

  it('fills the position from the typed coordinates, kept within the globe', () => {
    const onChange = vi.fn();
    renderWithProviders(<PositionPicker value={{ lat: 26.1445, lng: 91.7362 }} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '27.5' } });
    expect(onChange).toHaveBeenLastCalledWith({ lat: 27.5, lng: 91.7362 });
    expect(screen.getByRole('group', { name: 'Position on the map' })).toBeTruthy();
  });
});
