import { screen } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { UniversalJobHeroBlock } from '../universal-job-hero/universal-job-hero';
import { CareerHeroBlock } from './career-hero';

const rendering = { componentName: 'UniversalJobHero' };
const job = {
  Title: { value: 'Service Technician </script><script>alert(1)</script>' },
  Location: { value: 'Kägiswil' },
  Company: { value: 'Kestrel Technologies AG' },
  Workload: { value: '80–100%' },
  Country: { value: 'Switzerland' },
  BackLink: { value: { href: '/careers/jobs' } },
  DatePosted: { value: '2025-04-01T00:00:00Z' },
};

describe('UniversalJobHeroBlock', () => {
  it('renders back link, heading, facts and share links with the page URL', async () => {
    renderWithSite(<UniversalJobHeroBlock rendering={rendering} params={{}} fields={job} />, {
      path: '/en/careers/jobs/service-technician',
    });
    expect(screen.getByRole('link', { name: 'Back to all jobs' })).toHaveAttribute('href', '/en/careers/jobs');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Service Technician');
    expect(screen.getByText('Location').nextSibling).toHaveTextContent('Kägiswil');
    expect(screen.getByText('Workload').nextSibling).toHaveTextContent('80–100%');

    const linkedIn = await screen.findByRole('link', { name: 'Share on LinkedIn (opens in a new window)' });
    const pageUrl = encodeURIComponent(`${window.location.origin}/en/careers/jobs/service-technician`);
    expect(linkedIn).toHaveAttribute('href', `https://www.linkedin.com/sharing/share-offsite/?url=${pageUrl}`);
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Share on X (opens in a new window)' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Share on Facebook (opens in a new window)' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Share by e-mail' }).getAttribute('href')).toMatch(
      /^mailto:\?subject=Service%20Technician.*&body=http/,
    );
  });

  it('renders JobPosting JSON-LD with "<" escaped', () => {
    const { container } = renderWithSite(<UniversalJobHeroBlock rendering={rendering} params={{}} fields={job} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('</script>');
    const data = JSON.parse(script!.textContent!);
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      datePosted: '2025-04-01',
      hiringOrganization: { name: 'Kestrel Technologies AG' },
    });
  });

  it('renders an empty shell without a title', () => {
    const { container } = renderWithSite(
      <UniversalJobHeroBlock rendering={rendering} params={{}} fields={{ Location: { value: 'Bern' } }} />,
    );
    expect(container.querySelector('section')).toBeEmptyDOMElement();
  });
});

describe('CareerHeroBlock', () => {
  it('uses the back link text and adds no structured data', () => {
    const { container } = renderWithSite(
      <CareerHeroBlock
        rendering={rendering}
        params={{}}
        fields={{ Title: { value: 'Apprenticeships' }, BackLink: { value: { href: '/careers', text: 'Careers' } } }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Careers' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Share this job: Apprenticeships' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });
});

describe('two job heroes on one page', () => {
  it('give their share navigations different names (landmarks are unique on a page)', () => {
    renderWithSite(
      <>
        <CareerHeroBlock rendering={rendering} params={{}} fields={{ Title: { value: 'Apprenticeships' } }} />
        <UniversalJobHeroBlock rendering={rendering} params={{}} fields={{ Title: { value: 'Service technician' } }} />
      </>,
    );
    const names = screen.getAllByRole('navigation').map((navigation) => navigation.getAttribute('aria-label'));
    expect(names).toEqual(['Share this job: Apprenticeships', 'Share this job: Service technician']);
    expect(new Set(names).size).toBe(names.length);
  });
});
