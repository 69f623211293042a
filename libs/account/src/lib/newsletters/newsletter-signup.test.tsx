// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@mbw/ui/testing';
import { NewsletterSignupBlock, type NewsletterSignupFields } from './newsletter-signup';

const rendering = { componentName: 'NewsletterSignup' };
const FIELDS: NewsletterSignupFields = {
  Title: { value: 'Stay up to date' },
  Text: { value: 'Once a month.' },
  Link: { value: { href: '/newsletter?list=7', text: 'Subscribe' } },
};

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function renderBlock(fields: NewsletterSignupFields = FIELDS) {
  return renderWithSite(
    <>
      <NewsletterSignupBlock rendering={rendering} params={{}} fields={fields} />
      <Where />
    </>,
    { site: { language: 'de' }, path: '/de/news' },
  );
}

describe('NewsletterSignupBlock (spec discovery §2, §4, §5)', () => {
  it('says nothing while the visitor types before a first attempt, then validates on every keystroke', async () => {
    const user = userEvent.setup();
    renderBlock();
    expect(screen.getByRole('heading', { level: 2, name: 'Stay up to date' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'E-mail address' });
    await user.type(field, 'anna@');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Please enter a valid e-mail address.')).toBeNull();

    // The first attempt (Enter): refused, the message under the field, the visitor stays here.
    await user.keyboard('{Enter}');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please enter a valid e-mail address.');
    expect(field).toHaveFocus();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/de/news');

    // From now on it follows the typing: valid once the top-level domain has two letters.
    await user.type(field, 'example.c');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, 'h');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Please enter a valid e-mail address.')).toBeNull();
  });

  it("goes to the sign-up page in the page's language with ?email= (the link's own query kept)", async () => {
    const user = userEvent.setup();
    renderBlock();
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'anna+news@example.ch');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/de/newsletter?list=7&email=anna%2Bnews%40example.ch');
  });

  it('without JavaScript: a GET form to the sign-up page, its own query as hidden fields', () => {
    const { container } = renderBlock();
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/de/newsletter');
    expect(container.querySelector('input[type="hidden"][name="list"]')).toHaveValue('7');
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveAttribute('name', 'email');
  });

  it('labels the call to action "Subscribe" when the link has no text, and is an empty shell without a link', () => {
    const { unmount } = renderBlock({ ...FIELDS, Link: { value: { href: '/newsletter' } } });
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    unmount();
    const { container } = renderBlock({ Title: { value: 'Stay up to date' } });
    expect(container.querySelector('section')).toBeEmptyDOMElement();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
