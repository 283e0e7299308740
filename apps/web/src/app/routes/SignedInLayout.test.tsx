import { act, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session';
import { makeLoginResponse } from '@/testing/makeLoginResponse';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { SignedInLayout } from './SignedInLayout';

function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { Component: SignedInLayout, children: [{ path: '/broiler/sanity', element: <h1>Sanidade</h1> }] },
      { path: '/login', Component: CurrentUrl },
    ],
    { initialEntries: [path] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

beforeEach(() => useSessionStore.getState().login(makeLoginResponse()));

describe('SignedInLayout', () => {
  it("shows the user's name and signs out straight to the login page", async () => {
    const { user } = renderAt('/broiler/sanity');
    expect(screen.getByRole('banner')).toHaveTextContent('Paulo');

    await user.click(screen.getByRole('button', { name: 'Sair' }));

    expect(await screen.findByText('at /login')).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('leaves for the login page, remembering the page, when the session ends elsewhere', async () => {
    renderAt('/broiler/sanity');
    expect(screen.getByRole('heading', { name: 'Sanidade' })).toBeInTheDocument();

    // What the API client does on an expired token or a 401 answer.
    act(() => useSessionStore.getState().logout());

    expect(await screen.findByText('at /login?next=%2Fbroiler%2Fsanity')).toBeInTheDocument();
  });
});
