import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, ERROR_MESSAGES, errorMessage, normalizeError } from './errors';

const config = { headers: {} } as InternalAxiosRequestConfig;

function httpError(status: number, body: unknown): AxiosError {
  const response = { status, data: body, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_REQUEST',
    config,
    null,
    response,
  );
}

describe('ERROR_MESSAGES', () => {
  it('holds the catalogue texts exactly, and a human one for an unreachable server', () => {
    expect(ERROR_MESSAGES.network).toBe(
      "We couldn't reach the server. Check your connection and try again.",
    );
    expect(ERROR_MESSAGES[1]).toBe('Authentication problem. Please log in again.');
    expect(ERROR_MESSAGES[2]).toBe(
      "There's an issue with the request body. Please check your input.",
    );
    expect(ERROR_MESSAGES.unexpected).toBe('An unexpected error occurred.');
  });
});

describe('normalizeError', () => {
  it("uses the server's errorCode and message from the response body", () => {
    const error = normalizeError(httpError(409, { errorCode: 7, message: 'Insufficient balance' }));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 7, message: 'Insufficient balance' });
    expect(error.data).toEqual({ errorCode: 7, message: 'Insufficient balance' });
  });

  it('uses the network message when there is no response', () => {
    const error = normalizeError(new AxiosError('Network Error', 'ERR_NETWORK', config));

    expect(error).toMatchObject({ code: -1, message: 'Network Error' });
  });

  it('keeps the HTTP message when the body is not an error body', () => {
    const error = normalizeError(httpError(502, '<html>Bad gateway</html>'));

    expect(error).toMatchObject({ code: -1, message: 'Request failed with status code 502' });
    expect(error.data).toBe('<html>Bad gateway</html>');
  });

  it('accepts a thrown response body', () => {
    expect(normalizeError({ errorCode: 1, message: 'Token expired' })).toMatchObject({
      code: 1,
      message: 'Token expired',
    });
  });

  it('wraps any other error or value', () => {
    expect(normalizeError(new TypeError('boom'))).toMatchObject({ code: -1, message: 'boom' });
    expect(normalizeError('plain text')).toMatchObject({ code: -1, message: 'plain text' });
    expect(normalizeError(undefined)).toMatchObject({ code: -1, message: '' });
  });

  it('returns an ApiError unchanged', () => {
    const original = new ApiError(5, 'already normalised');
    expect(normalizeError(original)).toBe(original);
  });
});

describe('errorMessage', () => {
  it('shows the catalogue text for code 1, whatever the server said', () => {
    expect(errorMessage(httpError(401, { errorCode: 1, message: 'jwt expired' }))).toBe(
      'Authentication problem. Please log in again.',
    );
  });

  it('shows the catalogue text for code 2', () => {
    expect(errorMessage(httpError(400, { errorCode: 2, message: 'body/amount required' }))).toBe(
      "There's an issue with the request body. Please check your input.",
    );
  });

  it('shows the catalogue text for code 42, which points the player to the verification page', () => {
    const refusal = {
      errorCode: 42,
      message: 'Verify your identity (upload your documents) before your first withdrawal',
    };
    expect(errorMessage(httpError(403, refusal))).toBe(
      'Verify your identity first: upload your documents on the Verification page of your account.',
    );
  });

  it("shows the error's own message for the server's other codes", () => {
    expect(errorMessage(httpError(409, { errorCode: 7, message: 'Insufficient balance' }))).toBe(
      'Insufficient balance',
    );
  });

  it('never shows a raw transport message', () => {
    expect(errorMessage(new AxiosError('Network Error', 'ERR_NETWORK', config))).toBe(
      ERROR_MESSAGES.network,
    );
    expect(errorMessage(httpError(500, '<html>Internal Server Error</html>'))).toBe(
      'An unexpected error occurred.',
    );
    expect(errorMessage(httpError(502, undefined))).toBe('An unexpected error occurred.');
  });

  it('falls back to the unexpected-error text when there is no message', () => {
    expect(errorMessage(httpError(500, { errorCode: 99 }))).toBe('An unexpected error occurred.');
    expect(errorMessage(null)).toBe('An unexpected error occurred.');
  });
});
