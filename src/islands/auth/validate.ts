/** The fields of the login and register forms (SPEC section 3). */
export interface AuthFields {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  remember: boolean;
}

/** Message keys of client-side errors. */
export type FieldProblem = 'required' | 'invalidEmail' | 'mismatch';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Client-side checks before calling the API (SPEC section 5): email and password required,
 * name and confirmation for registering, a plausible email, matching passwords. The server
 * has the last word on everything else (its messages show under the fields).
 */
export function checkAuthFields(
  fields: AuthFields,
  mode: 'login' | 'register',
): Partial<Record<keyof AuthFields, FieldProblem>> {
  const problems: Partial<Record<keyof AuthFields, FieldProblem>> = {};
  if (mode === 'register' && fields.name.trim() === '') problems.name = 'required';
  if (fields.email.trim() === '') problems.email = 'required';
  else if (!EMAIL.test(fields.email.trim())) problems.email = 'invalidEmail';
  if (fields.password === '') problems.password = 'required';
  if (mode === 'register') {
    if (fields.password_confirmation === '') problems.password_confirmation = 'required';
    else if (fields.password !== fields.password_confirmation)
      problems.password_confirmation = 'mismatch';
  }
  return problems;
}
