import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/support/render';
import { TemplateSearch } from './TemplateSearch';

function Harness({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TemplateSearch
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('TemplateSearch', () => {
  it('has the placeholder "Search template"', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByPlaceholderText('Search template')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search template' })).toBeInTheDocument();
  });

  it('reports what is typed, without a leading space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search template' });
    await user.type(box, ' meter');
    expect(box).toHaveValue('meter');
    expect(onChange).toHaveBeenLastCalledWith('meter');
  });

  it('clears the search', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const box = screen.getByRole('searchbox', { name: 'Search template' });
    await user.type(box, 'pole');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
  });
});
