import { describe, expect, it } from 'vitest';
import { checkAuthFields, type AuthFields } from './validate';

const empty: AuthFields = {
  name: '',
  email: '',
  password: '',
  password_confirmation: '',
  remember: true,
};

describe('checkAuthFields', () => {
  it('needs email and password to log in, nothing else', () => {
    expect(checkAuthFields(empty, 'login')).toEqual({ email: 'required', password: 'required' });
    expect(checkAuthFields({ ...empty, email: 'a@b.co', password: 'x' }, 'login')).toEqual({});
  });

  it('needs the name and a matching confirmation to register', () => {
    expect(checkAuthFields(empty, 'register')).toEqual({
      name: 'required',
      email: 'required',
      password: 'required',
      password_confirmation: 'required',
    });
    expect(
      checkAuthFields(
        { ...empty, name: 'Dana', email: 'dana', password: 'a', password_confirmation: 'b' },
        'register',
      ),
    ).toEqual({ email: 'invalidEmail', password_confirmation: 'mismatch' });
  });
});
