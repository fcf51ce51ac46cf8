import { ForgotPasswordRequestSchema, RegisterFormSchema, ResetPasswordFormSchema, ResetPasswordRequestSchema } from './auth';
import { inEnglish } from './messages';
import { validate } from './validation';

const weak = 'auth.errors.passwordWeak';

describe('password reset bodies', () => {
  it('forgot password: a trimmed, valid email', () => {
    expect(validate(ForgotPasswordRequestSchema, { email: ' Client@Demo.com ' })).toEqual({ ok: true, value: { email: 'Client@Demo.com' } });
    expect(validate(ForgotPasswordRequestSchema, {})).toEqual({ ok: false, errors: { email: 'auth.errors.emailRequired' } });
  });

  it('reset password: a token as sent, and a password that meets the policy a registration meets', () => {
    expect(validate(ResetPasswordRequestSchema, { token: ' a.b.c ', password: 'Secret123' })).toEqual({ ok: true, value: { token: ' a.b.c ', password: 'Secret123' } });
    for (const password of ['pw', 'secret123', 'SECRET123', 'Secretive', 'Secr3t']) {
      expect(validate(ResetPasswordRequestSchema, { token: 't', password })).toEqual({ ok: false, errors: { password: weak } });
      expect(validate(RegisterFormSchema, { email: 'a@b.co', username: 'a', password })).toEqual({ ok: false, errors: { password: weak } });
    }
    const refused = validate(ResetPasswordRequestSchema, { token: '', password: '' });
    expect(refused).toEqual({ ok: false, errors: { token: 'auth.errors.resetLinkInvalid', password: 'auth.errors.passwordRequired' } });
    expect(!refused.ok && inEnglish(refused.errors).token).toBe('This reset link has expired or was already used. Ask for a new one.');
    expect(validate(ResetPasswordRequestSchema, {})).toEqual({ ok: false, errors: { token: 'auth.errors.resetLinkInvalid', password: 'auth.errors.passwordRequired' } });
  });

  it('reset form: a strong password, typed twice alike', () => {
    expect(validate(ResetPasswordFormSchema, { password: 'Secret123', confirmPassword: 'Secret123' }).ok).toBe(true);
    expect(validate(ResetPasswordFormSchema, { password: 'Secret123', confirmPassword: 'Secret124' })).toEqual({ ok: false, errors: { confirmPassword: 'auth.errors.passwordsDiffer' } });
    expect(validate(ResetPasswordFormSchema, { password: 'Secret123', confirmPassword: '' })).toEqual({ ok: false, errors: { confirmPassword: 'auth.errors.passwordsDiffer' } });
    expect(validate(ResetPasswordFormSchema, { password: 'weak', confirmPassword: 'other' })).toEqual({ ok: false, errors: { password: weak, confirmPassword: 'auth.errors.passwordsDiffer' } });
    expect(validate(ResetPasswordFormSchema, { password: 'weak', confirmPassword: 'weak' })).toEqual({ ok: false, errors: { password: weak } });
  });
});
