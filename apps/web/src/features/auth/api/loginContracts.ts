import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema, loginResponseSchema } from '@plantel/contracts';

/**
 * The sign-in contracts (zod), in a chunk of their own: the login page renders without them and
 * fetches them once the user starts filling in the form (see loadLoginContracts).
 */
export const loginResolver = zodResolver(loginRequestSchema);
export { loginResponseSchema };
