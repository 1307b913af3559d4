import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/support/render';
import { SignaturePad } from './SignaturePad';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

/**
 * jsdom has no canvas drawing. The pad's drawing calls go to a context that accepts everything, and the PNG
 * export returns a fixed data URL, so the test covers the component's wiring: strokes, Clear, Save.
 */
beforeEach(() => {
  const context = new Proxy({} as CanvasRenderingContext2D, {
    get: (target, key) => (key in target ? target[key as keyof CanvasRenderingContext2D] : () => undefined),
    set: (target, key, value) => Reflect.set(target, key, value),
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
});
afterEach(() => vi.restoreAllMocks());

function drawStroke(canvas: HTMLElement) {
  fireEvent.pointerDown(canvas, { pointerId: 1, buttons: 1, clientX: 10, clientY: 10, pointerType: 'pen' });
  fireEvent.pointerMove(window, { pointerId: 1, buttons: 1, clientX: 40, clientY: 30, pointerType: 'pen' });
  fireEvent.pointerUp(window, { pointerId: 1, buttons: 0, clientX: 40, clientY: 30, pointerType: 'pen' });
}

describe('SignaturePad', () => {
  it('offers Save only once something is drawn, then exports a PNG data URL', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithProviders(<SignaturePad onSave={onSave} label="Customer signature" />);
    const canvas = screen.getByRole('img', { name: 'Customer signature' });
    const save = screen.getByRole('button', { name: 'Save signature' });
    expect(save).toBeDisabled();
    expect(canvas).toHaveStyle({ touchAction: 'none' });

    drawStroke(canvas);
    await user.click(save);

    expect(onSave).toHaveBeenCalledWith(PNG);
    expect(vi.mocked(HTMLCanvasElement.prototype.toDataURL).mock.calls[0]?.[0]).toBe('image/png');
  });

  it('clears the drawing', async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    renderWithProviders(<SignaturePad onSave={() => undefined} onClear={onClear} />);
    drawStroke(screen.getByRole('img', { name: 'Signature' }));
    expect(screen.getByRole('button', { name: 'Save signature' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Clear' }));

    expect(onClear).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Save signature' })).toBeDisabled();
  });
});
