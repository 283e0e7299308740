/** Loads the sign-in contracts chunk (zod and the login schemas); the browser fetches it once. */
export const loadLoginContracts = () => import('./loginContracts');
