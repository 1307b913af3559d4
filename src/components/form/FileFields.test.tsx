import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render';
import { FileField, ImageUploadField } from './FileFields';

afterEach(() => vi.restoreAllMocks());

function ImageHarness({ onChange }: { onChange?: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <ImageUploadField
      label="Site photo"
      value={file}
      onChange={(next) => {
        setFile(next);
        onChange?.(next);
      }}
    />
  );
}

describe('ImageUploadField', () => {
  it('accepts only .jpg .jpeg .bmp .gif .png in the picker', () => {
    renderWithProviders(<ImageHarness />);
    expect(screen.getByLabelText('Site photo', { selector: 'input' })).toHaveAttribute(
      'accept',
      '.jpg,.jpeg,.bmp,.gif,.png',
    );
  });

  it('takes a supported image', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<ImageHarness onChange={onChange} />);
    const photo = new File(['png'], 'pole-7.PNG', { type: 'image/png' });

    await user.upload(screen.getByLabelText('Site photo', { selector: 'input' }), photo);

    expect(onChange).toHaveBeenLastCalledWith(photo);
    expect(screen.getByText('pole-7.PNG')).toBeInTheDocument();
  });

  it('alerts "File extension not supported!" for any other file and clears the input', async () => {
    // The picker's "All files" option lets a user choose anything; the accept list is only a hint.
    const user = userEvent.setup({ applyAccept: false });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const onChange = vi.fn();
    renderWithProviders(<ImageHarness onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('Site photo', { selector: 'input' });

    await user.upload(input, new File(['%PDF'], 'meter-reading.pdf', { type: 'application/pdf' }));

    expect(alert).toHaveBeenCalledWith('File extension not supported!');
    expect(input.value).toBe('');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText('meter-reading.pdf')).not.toBeInTheDocument();
  });
});

describe('FileField', () => {
  it('shows "File is required." after blur when no file is chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FileField label="Import file" value={null} required />);
    const button = screen.getByRole('button', { name: /^Import file/ });
    act(() => button.focus());
    await user.tab();
    expect(screen.getByText('File is required.')).toBeInTheDocument();
  });
});
