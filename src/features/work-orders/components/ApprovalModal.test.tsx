import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/render';
import { ApprovalModal } from './ApprovalModal';
import { STUB_PNG, stubCanvas } from '../../../../tests/support/canvas-stub';

const PNG = STUB_PNG;

beforeEach(stubCanvas);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function sign(canvas: HTMLElement) {
  fireEvent.pointerDown(canvas, { pointerId: 1, buttons: 1, clientX: 10, clientY: 10, pointerType: 'pen' });
  fireEvent.pointerMove(window, { pointerId: 1, buttons: 1, clientX: 80, clientY: 30, pointerType: 'pen' });
  fireEvent.pointerUp(window, { pointerId: 1, buttons: 0, clientX: 80, clientY: 30, pointerType: 'pen' });
}

describe('ApprovalModal', { timeout: 30_000 }, () => {
  it('approves with remarks and the approver’s signature', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(
      <ApprovalModal opened code="WO-000042" onCancel={() => undefined} onSubmit={onSubmit} />,
    );
    expect(screen.getByRole('dialog', { name: 'Approval of WO-000042' })).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Remarks' }));
    await user.paste('Meter sealed and photographed');
    sign(screen.getByRole('img', { name: 'Approver signature (optional)' }));
    await user.click(screen.getByRole('button', { name: 'Save signature' }));
    expect(screen.getByRole('img', { name: 'Approver signature' })).toHaveAttribute('src', PNG);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onSubmit).toHaveBeenCalledWith({
      approvalStatus: 2,
      remarks: 'Meter sealed and photographed',
      signatureDataUrl: PNG,
    });
  });

  it('rejects without a signature; empty remarks are sent as null', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(
      <ApprovalModal
        opened
        code="WO-000042"
        initialDecision={3}
        onCancel={() => undefined}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByText('What needs correcting, for the crew')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onSubmit).toHaveBeenCalledWith({ approvalStatus: 3, remarks: null, signatureDataUrl: null });
  });

  it('switches the decision before sending', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(
      <ApprovalModal opened code="WO-000042" onCancel={() => undefined} onSubmit={onSubmit} />,
    );
    await user.click(screen.getByRole('radio', { name: 'Reject' }));
    await user.click(screen.getByRole('textbox', { name: 'Remarks' }));
    await user.paste('Photo is blurred');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onSubmit).toHaveBeenCalledWith({
      approvalStatus: 3,
      remarks: 'Photo is blurred',
      signatureDataUrl: null,
    });
  });

  it('starts empty at each opening', async () => {
    const user = userEvent.setup();
    const props = { code: 'WO-000042', onCancel: () => undefined, onSubmit: () => undefined };
    const { rerender } = renderWithProviders(<ApprovalModal opened {...props} />);
    await user.click(screen.getByRole('textbox', { name: 'Remarks' }));
    await user.paste('First try');
    rerender(<ApprovalModal opened={false} {...props} />);
    rerender(<ApprovalModal opened {...props} />);
    expect(screen.getByRole('textbox', { name: 'Remarks' })).toHaveValue('');
  });
});
