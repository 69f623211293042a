import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SiteProvider } from '@mbw/ui';
import { WISHLIST_PRODUCTS_FIELD, setFormPrefill } from '@mbw/util';
import { testSite } from '@mbw/ui/testing';
import type { FormActionData } from '../model/form-action-data';
import type { FormField } from '../model/form-model';
import { fixtureField, fixtureForm } from '../testing/form-fixture';
import { FormBlock } from './form-block';

const every = fixtureForm([
  fixtureField('section', 'about', { text: 'About you' }),
  fixtureField('singleLineText', 'name', { title: 'Name', required: true }),
  fixtureField('email', 'mail', { title: 'E-mail' }),
  fixtureField('telephone', 'phone', { title: 'Phone' }),
  fixtureField('number', 'qty', { title: 'Quantity', min: 1, max: 9 }),
  fixtureField('date', 'day', { title: 'Day', min: '2026-01-01T00:00:00' }),
  fixtureField('multipleLineText', 'msg', { title: 'Message', rows: 3 }),
  fixtureField('dropdownList', 'country', {
    title: 'Country',
    items: [{ itemId: 'ch', value: 'CH', text: 'Switzerland', selected: false }],
  }),
  fixtureField('listBox', 'areas', {
    title: 'Areas',
    multipleSelection: true,
    items: [{ itemId: 'a', value: 'a', text: 'A', selected: false }],
  }),
  fixtureField('checkbox', 'ok', { title: 'I agree' }),
  fixtureField('checkboxList', 'reply', { title: 'Reply by', items: [{ itemId: 'e', value: 'email', text: 'E-mail', selected: true }] }),
  fixtureField('radioButtonList', 'area', { title: 'Area', items: [{ itemId: 'h', value: 'hot', text: 'Hot air', selected: true }] }),
  fixtureField('fileUpload', 'cv', {
    title: 'Attachments',
    maxFileCount: 3,
    maxFileSize: 1,
    fileSizeUnit: 1024,
    allowedContentTypes: '.pdf',
  }),
  fixtureField('hidden', 'source', { value: 'page' }),
]);

function renderForm(
  fields: unknown,
  action: (args: { request: Request }) => FormActionData | Response | Promise<FormActionData> = () => ({
    formItemId: '{FORM}',
    values: {},
  }),
  entry = '/en/contact',
) {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  const router = createMemoryRouter([{ path: '*', element: <FormBlock fields={fields} />, action }], { initialEntries: [entry] });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return userEvent.setup();
}

describe('FormBlock (spec discovery §2 renderer, §8 texts)', () => {
  it('renders every field type, labelled', () => {
    renderForm(every);
    expect(screen.getByRole('group', { name: 'About you' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAttribute('name', 'fxb.test.Fields[name].Value');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveAttribute('min', '1');
    expect(screen.getByLabelText('Day')).toHaveAttribute('min', '2026-01-01');
    expect(screen.getByRole('textbox', { name: 'Message' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeInTheDocument();
    expect(screen.getByRole('listbox', { name: 'Areas' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I agree' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Reply by' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Hot air' })).toBeChecked();
    expect(screen.getByLabelText('Attachments: file 1 of 3')).toHaveAttribute('accept', '.pdf');
    expect(document.querySelector('input[type=hidden][name="fxb.test.Fields[source].Value"]')).toHaveValue('page');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('name', 'fxb.test.NavigationButtons');
  });

  it('the §8 texts: no form data, no metadata, no submit action, an unknown field type', () => {
    const { unmount } = render(<div />);
    unmount();
    renderForm(undefined);
    expect(screen.getByText('No form data was provided. Need to set a datasource?')).toBeInTheDocument();
    const unknown: FormField = { model: { itemId: 'x', name: 'captcha', fieldTypeItemId: '{DEAD}' } };
    renderForm({ ...every, fields: [unknown, ...every.fields] });
    expect(screen.getByText('captcha: No renderer for form element type {DEAD}')).toBeInTheDocument();
    renderForm({ htmlPrefix: 'x', fields: [] });
    expect(screen.getByText('Form data invalid. Forget to set the rendering contents resolver?')).toBeInTheDocument();
    renderForm({ ...every, fields: every.fields.slice(0, 2) });
    expect(screen.getByText('Submit URL was not defined...')).toBeInTheDocument();
  });

  it('validates before posting: the error under its field, linked and focused', async () => {
    const action = vi.fn(() => ({ formItemId: '{FORM}', values: {} }));
    const user = renderForm(every, action);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(await screen.findByText('Name is required.')).toHaveAttribute('id', name.getAttribute('aria-describedby'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(action).not.toHaveBeenCalled();
    await user.type(name, 'Ada');
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
  });

  it('a server field error shows under its field; a general error in the error area', async () => {
    const user = renderForm(every, () => ({
      formItemId: '{FORM}',
      outcome: { kind: 'errors', fieldErrors: { 'fxb.test.Fields[mail].Value': ['Unknown mailbox.'] }, errors: ['Try later.'] },
      values: {},
    }));
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Unknown mailbox.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Try later.');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus());
  });

  it('a next form replaces the current one; success thanks and starts afresh', async () => {
    const next = fixtureForm([fixtureField('multipleLineText', 'step2', { title: 'Step two' })]);
    let answers = 0;
    const user = renderForm(every, () => {
      answers += 1;
      return answers === 1
        ? { formItemId: '{FORM}', outcome: { kind: 'next-form', form: next }, values: {} }
        : { formItemId: '{FORM}', outcome: { kind: 'success' }, values: {} };
    });
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('textbox', { name: 'Step two' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Name/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-disabled'), { timeout: 2000 });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you. Your request has been sent.')).toBeInTheDocument();
  });
});

describe('hidden fields filled by the page (issue 28)', () => {
  it('posts the product of the link that opened the page and the wishlist products another feature handed over', async () => {
    const form = fixtureForm([
      fixtureField('singleLineText', 'name', { title: 'Name' }),
      fixtureField('hidden', 'product', { value: '' }),
      fixtureField('hidden', WISHLIST_PRODUCTS_FIELD, { value: '' }),
    ]);
    let posted: FormData | undefined;
    const user = renderForm(
      form,
      async ({ request }) => {
        posted = await request.formData();
        return { formItemId: '{FORM}', outcome: { kind: 'success' }, values: {} };
      },
      '/en/contact/talk-to-an-expert?product=CALORA+S3&articleNumber=142.270',
    );
    act(() => setFormPrefill(WISHLIST_PRODUCTS_FIELD, 'CALORA S3 (142.270)\nTRIAC ST (141.228)'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Thank you. Your request has been sent.');
    expect(posted?.get('fxb.test.Fields[product].Value')).toBe('CALORA S3 (142.270)');
    // Form posts carry line breaks as CRLF (the HTML form-data encoding).
    expect(posted?.get(`fxb.test.Fields[${WISHLIST_PRODUCTS_FIELD}].Value`)).toBe('CALORA S3 (142.270)\r\nTRIAC ST (141.228)');
    act(() => setFormPrefill(WISHLIST_PRODUCTS_FIELD, null));
  });
});

describe('ConcernDropdown (spec discovery §2: switches to another contact form page by link)', () => {
  it('one link per concern, the current page marked', async () => {
    const { ConcernDropdown } = await import('./concern-dropdown');
    const concern = (key: string, title: string) => ({
      id: key,
      fields: { Title: { value: title }, Link: { value: { href: `/contact/${key}` } } },
    });
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <ConcernDropdown
              fields={{
                Label: { value: 'Your concern' },
                Concerns: [concern('product-support', 'Product support'), concern('get-a-quote', 'Get a quote')],
              }}
            />
          ),
        },
      ],
      { initialEntries: ['/en/contact/get-a-quote'] },
    );
    render(
      <I18nProvider i18n={i18n}>
        <SiteProvider value={testSite}>
          <RouterProvider router={router} />
        </SiteProvider>
      </I18nProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Your concern' });
    expect(nav).toHaveTextContent('Your concernGet a quote');
    expect(screen.getByRole('link', { name: 'Product support', hidden: true })).toHaveAttribute('href', '/en/contact/product-support');
    expect(screen.getByRole('link', { name: 'Get a quote', hidden: true })).toHaveAttribute('aria-current', 'page');
  });
});
