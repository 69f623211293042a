// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '@mbw/ui/testing';
import { accountRenderings } from './account-renderings';
import { AccountViewerProvider, ANONYMOUS_ACCOUNT_VIEWER, type AccountViewer } from './viewer/account-viewer';

// The screens stand in for themselves and record that their code was loaded.
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('./devices/my-devices-block', () => {
  loaded.add('MyDevices');
  return { MyDevicesBlock: () => <p>the devices screen</p> };
});
vi.mock('./profile/my-profile-block', () => {
  loaded.add('MyProfile');
  return { MyProfileBlock: () => <p>the profile screen</p> };
});

const ANNA: AccountViewer = { signedIn: true, lastName: 'Keller', email: 'anna.keller@example.com' };

async function renderRendering(name: string, viewer: AccountViewer, fields: Record<string, unknown> = {}) {
  const Rendering = accountRenderings[name]!.component;
  await act(async () => {
    renderWithSite(
      <AccountViewerProvider value={viewer}>
        <Suspense fallback={null}>
          <Rendering rendering={{ componentName: name }} fields={fields} params={{}} />
        </Suspense>
      </AccountViewerProvider>,
      { path: '/en/my-account/devices' },
    );
  });
}

describe('accountRenderings: signed-in-only screens (spec account §6)', () => {
  it("gives an anonymous visitor the screen's frame with a sign-in prompt, without loading the screen's code", async () => {
    await renderRendering('MyDevices', ANONYMOUS_ACCOUNT_VIEWER, { Title: { value: 'My devices' } });
    expect(await screen.findByRole('heading', { name: 'My devices' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to see and register your devices.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?return_to=%2Fen%2Fmy-account%2Fdevices');
    expect(loaded.has('MyDevices')).toBe(false);

    await renderRendering('MyProfile', ANONYMOUS_ACCOUNT_VIEWER);
    expect(await screen.findByText('Sign in to see this part of your account.')).toBeInTheDocument();
    expect(loaded.has('MyProfile')).toBe(false);
  });

  it('renders the screen itself for a signed-in customer', async () => {
    await renderRendering('MyDevices', ANNA);
    expect(await screen.findByText('the devices screen')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(loaded.has('MyDevices')).toBe(true);
  });

  it('preloads both views for the server, which renders either without suspending', async () => {
    const screenOnly = accountRenderings['MyProfile']!.component as unknown as { preload(): Promise<void> };
    await screenOnly.preload();
    expect(loaded.has('MyProfile')).toBe(true);
  });
});
