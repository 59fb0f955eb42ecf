import { NAME_MAX_LENGTH } from '../domain/limits';

/**
 * The attributes of the field where customers type their own name (the sign-in's name step, the
 * profile page): the browser may fill it in, a phone's keyboard starts each word capitalised, and
 * it stops at the length the API keeps. Not for a name typed for someone else (the admin's forms):
 * autofill would offer the admin's own.
 */
export const OWN_NAME_INPUT = { autoComplete: 'name', autoCapitalize: 'words', maxLength: NAME_MAX_LENGTH } as const;
