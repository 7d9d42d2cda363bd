/** The one error type services throw; the app turns it into `{error: {code, message}}`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string) => new AppError(400, code, message);
export const notFound = (message = 'Not found.') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
export const unauthorized = (message: string) => new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message: string) => new AppError(403, 'FORBIDDEN', message);
