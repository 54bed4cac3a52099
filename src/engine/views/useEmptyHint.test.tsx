import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, memoryStore, type AuthProvider } from 'react-admin';
import { useEmptyHint } from './useEmptyHint';

/** A user whose role allows exactly the given actions. */
const authAllowing = (actions: string[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => undefined,
  canAccess: async ({ action }) => actions.includes(action),
});

const Hint = ({ creatable, importable }: { creatable: boolean; importable: boolean }) => (
  <p>{useEmptyHint(creatable, importable) ?? 'pending'}</p>
);

const hintFor = async (actions: string[], creatable = true, importable = true) => {
  render(
    <AdminContext store={memoryStore()} authProvider={authAllowing(actions)}>
      <ResourceContextProvider value="customers">
        <Hint creatable={creatable} importable={importable} />
      </ResourceContextProvider>
    </AdminContext>,
  );
  return (await screen.findByText(/^entities\.empty\./)).textContent;
};

describe('useEmptyHint', () => {
  afterEach(cleanup);

  it('offers adding and importing to a role that may do both', async () => {
    expect(await hintFor(['list', 'create', 'import'])).toBe('entities.empty.hint_create_import');
  });

  it('does not tell a read-only role to add or import what it cannot', async () => {
    expect(await hintFor(['list'])).toBe('entities.empty.hint_none');
  });

  it('offers only what the role may do', async () => {
    expect(await hintFor(['list', 'create'])).toBe('entities.empty.hint_create');
    cleanup();
    expect(await hintFor(['list', 'import'])).toBe('entities.empty.hint_import');
  });

  it('does not offer an import the list has not got, whatever the role', async () => {
    expect(await hintFor(['list', 'create', 'import'], true, false)).toBe('entities.empty.hint_create');
  });
});
