import { describe, expect, it } from 'vitest';
import { ApiRequestError, NetworkError } from '@/lib/api-errors';
import { i18n } from '@/lib/i18n';
import { describeLoginError } from './describeLoginError';

describe('describeLoginError', () => {
  const t = i18n.getFixedT('pt-BR');

  it('explains wrong credentials, throttling with the wait, and an unreachable server', () => {
    expect(describeLoginError(new ApiRequestError(401, 'No active account'), t)).toBe('Usuário ou senha incorretos.');
    expect(describeLoginError(new ApiRequestError(429, 'Too many', { retryAfterSeconds: 42 }), t)).toBe(
      'Muitas tentativas de acesso. Tente novamente em 42 segundos.',
    );
    expect(describeLoginError(new ApiRequestError(429, 'Too many', { retryAfterSeconds: 1 }), t)).toBe(
      'Muitas tentativas de acesso. Tente novamente em 1 segundo.',
    );
    expect(describeLoginError(new ApiRequestError(429, 'Too many'), t)).toBe(
      'Muitas tentativas de acesso. Aguarde um pouco e tente novamente.',
    );
    expect(describeLoginError(new NetworkError('no answer'), t)).toBe(
      'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
    );
  });

  it('does not show server internals for other failures', () => {
    const message = describeLoginError(new ApiRequestError(500, 'Internal server error; quote the request id'), t);
    expect(message).toBe('Não foi possível entrar agora. Tente novamente em instantes.');
  });

  it('speaks the requested language', () => {
    expect(describeLoginError(new ApiRequestError(401, 'x'), i18n.getFixedT('es'))).toBe('Usuario o contraseña incorrectos.');
    expect(describeLoginError(new ApiRequestError(429, 'x', { retryAfterSeconds: 5 }), i18n.getFixedT('en'))).toBe(
      'Too many sign-in attempts. Try again in 5 seconds.',
    );
  });
});
