import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session';
import { demoLogin } from '@/testing/demoUsers';
import { queryClient } from './query-client';

describe('queryClient', () => {
  it('forgets every cached answer when the session ends', () => {
    useSessionStore.getState().login(demoLogin('produtor'));
    queryClient.setQueryData(['home', 'summary'], { modules: ['frangos_de_corte'] });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);

    useSessionStore.getState().logout();

    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
