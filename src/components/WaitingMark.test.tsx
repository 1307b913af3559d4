import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/support/render';
import { MARK_AFTER_MS, setPendingRecords } from '../offline/pending-records';
import { WaitingMark, WithWaitingMark } from './WaitingMark';

const RECORD = '0190d1f0-0000-7000-8000-000000002888';
const longAgo = () => Date.now() - MARK_AFTER_MS;

afterEach(() => act(() => setPendingRecords([])));

describe('the "Waiting to send" mark', () => {
  it('shows while a write of the record waits, and goes when it lands', () => {
    renderWithProviders(<WaitingMark id={RECORD} />);
    expect(screen.queryByText('Waiting to send')).toBeNull();
    act(() => setPendingRecords([RECORD], longAgo()));
    expect(screen.getByText('Waiting to send')).toBeInTheDocument();
    act(() => setPendingRecords([]));
    expect(screen.queryByText('Waiting to send')).toBeNull();
  });

  it('sits beside a row’s name as an icon whose words screen readers hear', () => {
    act(() => setPendingRecords([RECORD], longAgo()));
    renderWithProviders(<WithWaitingMark id={RECORD}>North Line 2</WithWaitingMark>);
    expect(screen.getByText('North Line 2')).toBeInTheDocument();
    expect(screen.getByText('Waiting to send')).toBeInTheDocument();
  });

  it('marks nothing for another record', () => {
    act(() => setPendingRecords(['other'], longAgo()));
    renderWithProviders(<WithWaitingMark id={RECORD}>North Line 2</WithWaitingMark>);
    expect(screen.queryByText('Waiting to send')).toBeNull();
  });
});
