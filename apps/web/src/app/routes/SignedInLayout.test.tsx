import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { chickenCursorCss } from '@/features/chicken-cursor/chickenCursorImages';
import { useSessionStore } from '@/stores/session';
import { demoLogin } from '@/testing/demoUsers';
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
      {
        Component: SignedInLayout,
        children: [
          { path: '/', element: <h1>Início</h1> },
          { path: '/broiler/sanity', element: <h1>Sanidade</h1> },
        ],
      },
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

const moduleButtons = () =>
  within(screen.getByRole('navigation', { name: 'Menu principal' }))
    .getAllByRole('button', { expanded: false })
    .filter((button) => !button.hasAttribute('aria-haspopup')) // the language dropdown
    .map((button) => button.textContent);

describe('SignedInLayout menu', () => {
  it('rebuilds the menu for the user who signs in', () => {
    renderAt('/broiler/sanity');
    expect(screen.getByRole('button', { name: 'Matrizeiro' })).toBeInTheDocument();

    act(() => useSessionStore.getState().login(demoLogin('suinos')));

    expect(moduleButtons()).toEqual(['Suínos']);
    expect(screen.getByRole('banner')).toHaveTextContent('Sérgio');
  });
});

describe('chicken cursor', () => {
  const cursorStyle = () => document.getElementById('plantel-chicken-cursor')?.textContent ?? '';

  it('turns on after five logo clicks of a staff user, walks, pecks and turns off after five more', async () => {
    act(() => useSessionStore.getState().login(demoLogin('tecnico')));
    const { user } = renderAt('/broiler/sanity');
    const logo = screen.getByRole('link', { name: 'Plantel, ir para o início' });

    for (let i = 0; i < 4; i++) await user.click(logo);
    expect(cursorStyle()).toBe('');
    await user.click(logo);
    expect(cursorStyle()).toContain(chickenCursorCss('static'));

    fireEvent.mouseMove(document.body);
    expect(cursorStyle()).toContain(chickenCursorCss('walk'));
    await waitFor(() => expect(cursorStyle()).toContain(chickenCursorCss('static')));
    fireEvent.mouseDown(document.body);
    expect(cursorStyle()).toContain(chickenCursorCss('peck'));
    fireEvent.mouseUp(document.body);

    for (let i = 0; i < 5; i++) await user.click(logo);
    expect(document.getElementById('plantel-chicken-cursor')).toBeNull();
  });

  it('does nothing special for users who are not staff', async () => {
    const { user } = renderAt('/broiler/sanity');
    for (let i = 0; i < 5; i++) await user.click(screen.getByRole('link', { name: 'Plantel, ir para o início' }));
    expect(screen.getByRole('heading', { name: 'Início' })).toBeInTheDocument();
    expect(document.getElementById('plantel-chicken-cursor')).toBeNull();
  });
});
