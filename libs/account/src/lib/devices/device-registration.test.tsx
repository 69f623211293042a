// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteProvider } from '@mbw/ui';
import { testSite } from '@mbw/ui/testing';
import { stubAccountFetch } from '../testing/account-fetch';
import { AccountViewerProvider } from '../viewer/account-viewer';
import { DeviceRegistration } from './device-registration';
import { deviceRegistrationContent } from './devices-frame';

const DEVICE = {
  name: 'CALORA S3 Schweissgerät',
  articleNumber: '142.270',
  serialNumber: '5000000001',
  inventoryNumber: '',
  image: { url: '', title: '' },
  category: 'Schweissgeräte',
  masterProductNameEn: 'CALORA S3',
  pimId: 'v1',
  brandName: 'Kestrel',
};

/** The registration needs a data router (its leave-page confirmation uses useBlocker). */
function renderRegistration(language = 'en') {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const element = (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <SiteProvider value={{ ...testSite, language }}>
          <AccountViewerProvider value={{ signedIn: true, lastName: 'Keller', email: 'anna.keller@example.com' }}>
            <DeviceRegistration content={deviceRegistrationContent({})} />
          </AccountViewerProvider>
        </SiteProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: ['/de/my-account/devices/register'] })} />);
  return userEvent.setup();
}

async function addDevice(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Article number/ }), '142270');
  await user.type(screen.getByRole('textbox', { name: /Serial number/ }), '5000000001');
  await user.click(screen.getByRole('button', { name: 'Add device' }));
  return within(await screen.findByRole('region', { name: 'Devices to register' })).findByText(DEVICE.name);
}

afterEach(() => vi.unstubAllGlobals());

describe('device registration (spec account §4, §7)', () => {
  it('spec account §7 checkDevice: a de page checks with lang=de and lists the pending device by the name the check answers', async () => {
    const { requests } = stubAccountFetch({ 'GET /api/Devices/checkDevice': { body: DEVICE } });
    const user = renderRegistration('de-CH');
    expect(await addDevice(user)).toBeInTheDocument();
    const check = requests.find((request) => request.url.pathname === '/api/Devices/checkDevice');
    expect(check?.url.searchParams.get('lang')).toBe('de');
  });

  it('the review works when the account information call (not in the spec) answers 404: no account section, no error, Yes, confirm registers', async () => {
    const { requests } = stubAccountFetch({
      'GET /api/Devices/checkDevice': { body: DEVICE },
      'GET /api/Devices/getAccountInfo': { status: 404, body: { message: 'Not found' } },
      'POST /api/Devices/addDevices': { body: { added: 1 } },
    });
    const user = renderRegistration();
    await addDevice(user);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const review = await screen.findByRole('region', { name: 'Please check and confirm' });
    await vi.waitFor(() => expect(requests.filter((request) => request.url.pathname === '/api/Devices/getAccountInfo')).toHaveLength(1));
    await vi.waitFor(() => expect(within(review).queryByRole('progressbar')).not.toBeInTheDocument());
    expect(within(review).queryByRole('heading', { name: 'Your account' })).not.toBeInTheDocument();
    expect(within(review).queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(within(review).getByText(DEVICE.name)).toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Yes, confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your device has been registered.');
  });
});
