import type { Meta, StoryObj } from '@storybook/react-vite';
import { UniversalJobHeroBlock } from './universal-job-hero';

const meta = { title: 'Content blocks/Universal job hero', component: UniversalJobHeroBlock } satisfies Meta<typeof UniversalJobHeroBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendering = { componentName: 'UniversalJobHero' };

export const Default: Story = {
  args: {
    rendering,
    params: {},
    fields: {
      Title: { value: 'Field Service Technician, Welding Machines' },
      Location: { value: 'Lyon' },
      Company: { value: 'Kestrel France SAS' },
      Workload: { value: '80–100%' },
      Country: { value: 'France' },
      Abstract: { value: 'You commission, maintain and repair our welding machines at customer sites across south-east France.' },
      DatePosted: { value: '2025-04-01T00:00:00Z' },
      BackLink: { value: { href: '/careers/jobs' } },
      Image: { value: { src: '/sample.svg', alt: 'Technician servicing a welding machine', width: '1200', height: '800' } },
    },
  },
};

export const MissingContent: Story = { args: { rendering, params: {}, fields: {} } };
