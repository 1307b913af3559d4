import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../domain/messages';
import { errorToastContent, showErrorToast } from '../components/error-toast';
import { ApiError, SessionEndedError, WriteQueuedError } from './errors';
import { applyFieldErrors, fieldErrorsOf } from '../components/form/form-errors';

function apiError(body: Partial<ApiError['body']>, status = 400): ApiError {
  return new ApiError(status, { title: '', message: '', returnMessage: [], errors: [], ...body });
}

afterEach(() => vi.restoreAllMocks());

describe('errorToastContent', () => {
  it('uses the response title as the toast title and its message as the text', () => {
    expect(
      errorToastContent(apiError({ title: 'Sign-in failed', message: 'Email or password is incorrect.' })),
    ).toEqual({
      title: 'Sign-in failed',
      message: 'Email or password is incorrect.',
    });
  });

  it('falls back to the first returnMessage when there is no message', () => {
    expect(
      errorToastContent(apiError({ title: 'Import', returnMessage: ['Row 3: code missing', 'Row 4'] })),
    ).toEqual({
      title: 'Import',
      message: 'Row 3: code missing',
    });
  });

  it('says "Something went wrong!" when the response says nothing, or there was no response', () => {
    expect(errorToastContent(apiError({}, 500)).message).toBe(MESSAGES.somethingWentWrong);
    expect(errorToastContent(new TypeError('Failed to fetch'))).toEqual({
      title: '',
      message: 'Something went wrong!',
    });
  });

  it('takes a screen-specific default such as "Error while fetching vendors"', () => {
    expect(errorToastContent(apiError({}), MESSAGES.vendorFetchFailed).message).toBe(
      'Error while fetching vendors',
    );
  });
});

describe('showErrorToast', () => {
  it('shows a red toast for a failure', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    showErrorToast(apiError({ title: 'Not found', message: 'The record was not found.' }, 404));
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Not found', message: 'The record was not found.', color: 'red' }),
    );
  });

  it('stays quiet for a write queued offline and for a session that already ended', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    showErrorToast(new WriteQueuedError('key'));
    showErrorToast(new SessionEndedError(401, { title: '', message: '', returnMessage: [], errors: [] }));
    expect(show).not.toHaveBeenCalled();
  });
});

describe('field errors', () => {
  it('maps PascalCase server fields onto camelCase form fields', () => {
    const error = apiError({
      errors: [
        { field: 'Email', message: 'Enter valid email address' },
        { field: 'ProjectName', message: 'Project name is required' },
      ],
    });
    expect(fieldErrorsOf(error)).toEqual({
      email: 'Enter valid email address',
      projectName: 'Project name is required',
    });
  });

  it('sets them on the form and reports whether any was set', () => {
    const setFieldError = vi.fn();
    expect(
      applyFieldErrors({ setFieldError }, apiError({ errors: [{ field: 'Name', message: 'Taken' }] })),
    ).toBe(true);
    expect(setFieldError).toHaveBeenCalledWith('name', 'Taken');
    expect(applyFieldErrors({ setFieldError }, new Error('other'))).toBe(false);
  });

  it('keeps every message when one field has several', () => {
    const error = apiError({
      errors: [
        { field: 'Password', message: 'must be at least 8 characters' },
        { field: 'Password', message: 'must contain a digit' },
      ],
    });
    expect(fieldErrorsOf(error).password).toBe('must be at least 8 characters must contain a digit');
  });
});
