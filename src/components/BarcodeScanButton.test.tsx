import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/support/render';
import { BarcodeScanButton } from './BarcodeScanButton';

/**
 * jsdom has neither a camera nor BarcodeDetector: the test gives the browser both, as a tablet's Chromium
 * has them, and checks the wiring (camera opened, the detected code handed on, the camera released).
 */
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

function giveCamera(detected: string) {
  const stop = vi.fn();
  const stream = { getTracks: () => [{ stop }] } as unknown as MediaStream;
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(async () => stream) },
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.stubGlobal(
    'BarcodeDetector',
    class {
      detect = vi.fn(async () => [{ rawValue: detected }]);
    },
  );
  return { stop };
}

describe('BarcodeScanButton', () => {
  it('is not offered where the browser cannot scan (typing still works)', () => {
    renderWithProviders(<BarcodeScanButton onScan={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Scan barcode' })).not.toBeInTheDocument();
  });

  it('opens the camera, hands on the first barcode it sees and releases the camera', async () => {
    const { stop } = giveCamera('8901000015838');
    const onScan = vi.fn();
    renderWithProviders(<BarcodeScanButton onScan={onScan} />);
    await userEvent.click(screen.getByRole('button', { name: 'Scan barcode' }));
    await waitFor(() => expect(onScan).toHaveBeenCalledWith('8901000015838'));
    expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: 'environment' },
    });
    await waitFor(() => expect(stop).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Scan a barcode' })).not.toBeInTheDocument(),
    );
  });
});
