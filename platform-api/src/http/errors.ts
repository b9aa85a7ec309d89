// The error catalogue of the platform API. Every failure answers an HTTP 4xx/5xx with
// `{ errorCode, message }`; codes 1 and 2 are the spec's, the others are ours and listed in OpenAPI.

export const ErrorCode = {
  authentication: 1,
  badRequest: 2,
  usernameTaken: 3,
  invalidCredentials: 4,
  tooManyAttempts: 5,
  notFound: 6,
  internal: 7,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorCatalogue: Record<ErrorCode, { httpStatus: number; meaning: string }> = {
  [ErrorCode.authentication]: {
    httpStatus: 401,
    meaning:
      'The token in Authorization is missing, unknown, expired, or of the wrong kind or brand.',
  },
  [ErrorCode.badRequest]: {
    httpStatus: 400,
    meaning: 'The body is malformed, fails its schema, or names something that does not exist.',
  },
  [ErrorCode.usernameTaken]: { httpStatus: 409, meaning: 'The username is taken in this brand.' },
  [ErrorCode.invalidCredentials]: { httpStatus: 401, meaning: 'Wrong username or password.' },
  [ErrorCode.tooManyAttempts]: {
    httpStatus: 429,
    meaning: 'Too many calls from this IP, or too many failed logins of this username.',
  },
  [ErrorCode.notFound]: { httpStatus: 404, meaning: 'No such route or resource.' },
  [ErrorCode.internal]: { httpStatus: 500, meaning: 'An unexpected server failure.' },
};

export class ApiError extends Error {
  readonly errorCode: ErrorCode;
  readonly statusCode: number;

  constructor(errorCode: ErrorCode, message: string) {
    super(message);
    this.name = 'ApiError';
    this.errorCode = errorCode;
    this.statusCode = errorCatalogue[errorCode].httpStatus;
  }
}

export const authenticationError = () =>
  new ApiError(ErrorCode.authentication, 'Authentication problem. Please log in again.');

export const badRequestError = (message: string) => new ApiError(ErrorCode.badRequest, message);

export const notFoundError = (message: string) => new ApiError(ErrorCode.notFound, message);
